// One name per run across a page: the Fusion page named its previous run ".NET 10.0.1 run" in change tables
// and on the trend's axis, "Run 1 of 2 · .NET 10.0.1 run" in captions, and its latest "2026-04-25" in the run
// menu but "Fusion 12.3.76 on .NET 10.0.7" in change tables. Every place a built page names a run of the Fusion
// suites now gives the name run-when.ts runDisplayName makes: "Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)".
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMarkdownRenderer } from 'vitepress'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchBlocks, resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { loadSuite } from '../../scripts/read/load'
import { runDisplayName, runIndex } from '../../components/views/run-when'

const docs = join(__dirname, '../../docs')
const page = 'fusion/performance.md'
const suites = ['fusion-perf-test', 'fusion-rpc', 'fusion-rpc-docker', 'fusion-redis', 'fusion-samples']

let html = ''
beforeAll(async () => {
  delete process.env.BENCH_DATA_DIR
  resetBenchData()
  const md = await createMarkdownRenderer(docs, { config: (m) => void m.use(benchBlocks) })
  html = md.render(readFileSync(join(docs, page), 'utf8'), { relativePath: page })
})

/** Every text a page gives a numbered run: "Run 1 of 2" and what follows it up to the end of its name. */
const namesOf = (text: string, n: number, of: number) =>
  new Set(
    [...text.matchAll(new RegExp(`[Rr]un ${n} of ${of}(?: \\([^()]*(?:\\([^()]*\\)[^()]*)*\\))?`, 'g'))].map((m) =>
      m[0].replace(/^r/, 'R'),
    ),
  )

describe('the Fusion page names each run one way', () => {
  it('gives each run of its suites one name, the one runDisplayName makes', () => {
    // The run menu's phone text ("runShort") is the start of its name, "Run 2 of 2".
    const text = html
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/"runShort":"Run \d+ of \d+"/g, '')
    for (const id of suites) {
      const data = loadSuite(id)
      data.runs.forEach((run, i) => {
        const name = runDisplayName(run, data.runs)
        expect(name).toMatch(/^Run \d of 2 \(.+\)$/)
        expect([...namesOf(text, i + 1, data.runs.length)], `${id} ${run.id}`).toEqual([name])
      })
    }
  })
  it('names no run by its label alone, nor the previous run by its label\'s "run"', () => {
    const text = html.replace(/<[^>]*>/g, ' ')
    expect(text).not.toContain('.NET 10.0.1 run')
    // A change table's header names both runs as the menu does.
    expect(html).toContain('Run 1 of 2 (.NET 10.0.1)</th>')
    expect(html).toContain('Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)</th>')
  })
  it("the run menu gives the same names, and on a phone the run's number, not its date", () => {
    const data = loadSuite('fusion-rpc')
    const index = runIndex(data.suite, data.runs)
    for (const r of index.runs) {
      const run = data.runs.find((x) => x.id === r.id)!
      expect(r.name.startsWith(runDisplayName(run, data.runs)), r.name).toBe(true)
      expect(r.short).toMatch(/^Run \d of 2$/)
    }
  })
})

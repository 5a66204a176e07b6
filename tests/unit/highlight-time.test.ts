// A page must not depend on how busy the machine is. Shiki gives up colouring a line after a time limit,
// so a busy build (or the first block of a language, which compiles its grammar) once rendered the
// nanobench-csv guide page differently from an idle one. Here a clock that jumps a second at each reading
// stands in for a very slow CPU: every page renders the same under it as with a normal clock.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createMarkdownRenderer, disposeMdItInstance, type MarkdownOptions, type MarkdownRenderer } from 'vitepress'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { markdownOptions } from '../../.vitepress/markdown/options'

const docs = join(__dirname, '../../docs')

function pages(dir = docs): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return e.name.startsWith('.') ? [] : pages(p)
    return e.name.endsWith('.md') ? [relative(docs, p)] : []
  })
}

/** Renders with a clock that advances one second each time it is read. */
function onSlowCpu<T>(fn: () => T): T {
  let now = Date.now()
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
  try {
    return fn()
  } finally {
    spy.mockRestore()
  }
}

const render = (md: MarkdownRenderer, page: string) =>
  md.render(readFileSync(join(docs, page), 'utf8'), { relativePath: page })

/** A renderer with these options: VitePress keeps one per process, so the previous one goes first. */
async function renderer(options: MarkdownOptions): Promise<MarkdownRenderer> {
  disposeMdItInstance()
  return createMarkdownRenderer(docs, options)
}

beforeAll(() => {
  delete process.env.BENCH_DATA_DIR
  resetBenchData()
})
afterEach(() => {
  vi.restoreAllMocks()
  disposeMdItInstance()
})

describe('pages do not depend on the time a build takes', () => {
  const CPP = 'guide/formats/nanobench-csv.md'
  it("the slow clock does change VitePress's stock highlighting (the check can fail)", async () => {
    const stock = await renderer({ config: markdownOptions.config })
    const idle = render(stock, CPP)
    expect(onSlowCpu(() => render(stock, CPP))).not.toBe(idle)
  })
  it('every page renders the same on a slow CPU', async () => {
    const site = await renderer(markdownOptions)
    const list = pages()
    expect(list).toContain(CPP)
    // Page by page, the event loop turning between pages: the whole site rendered twice in one synchronous
    // stretch took 16 s on a busy CI machine, and a test worker that blocks long enough fails the run (its
    // reports to Vitest time out: run-async.ts). The slow clock starts afresh for each page.
    const differ: string[] = []
    for (const p of list) {
      if (render(site, p) !== onSlowCpu(() => render(site, p))) differ.push(p)
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(differ, 'pages rendered differently on a slow CPU').toEqual([])
  })
})

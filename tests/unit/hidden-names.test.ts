// Issue 47, finding 4: a benchmark named `ctrl\u0001z` broke the chart images and the Atom feed; U+202E
// turned a sentence around; U+200B made two names look alike. Ingest writes such characters out as
// \uXXXX with one warning; every output shows them so for data stored before; a failed build leaves the
// last good site in place.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Run, Suite } from '../../data/schema/schema'
import { normalizeRun } from '../../data/schema/model'
import { mdText } from '../../data/numbers/escape'
import { prepareRun } from '../../scripts/write/prepare-run'
import { buildChart } from '../../components/views/chart'
import { standaloneSvg } from '../../.vitepress/markdown/chart-svg'
import { embedColors, noteEmbed, writeEmbeds } from '../../.vitepress/markdown/chart-embeds'
import { renderSvg } from '../../.vitepress/markdown/chart-png'
import { changesFeed } from '../../.vitepress/changes-feed'

const NAMES = ['ctrl\u0001z', 'rlo\u202eab', 'zw\u200bx', 'nc\ufffey\uffff', 'c1\u0085', 'lone\ud800x']
// What XML 1.0 refuses, and what reads differently than it is.
const BAD =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\u202a-\u202e\u2066-\u2069\u200b-\u200f]|[\ud800-\udbff](?![\udc00-\udfff])/

const suite: Suite = {
  id: 'names',
  title: 'Names',
  project: 'P',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
/** 20 runs of every name, 100 ns then 150 ns from run 10: a change point for each. */
const runs: Run[] = Array.from({ length: 20 }, (_, i) => ({
  id: `r${String(i).padStart(2, '0')}`,
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
  results: NAMES.map((benchmark, k) => ({
    benchmark,
    params: { 'mode\u202e': `x\u0007${k}` },
    values: { time: { value: (i >= 10 ? 150 : 100) * (1 + 0.001 * ((i * 7 + k) % 5)) } },
  })),
}))

describe('names with hidden characters', () => {
  it('are written out at ingest, with one warning', () => {
    const parsed = { format: 'go-test-bench', tool: 'go', metrics: suite.metrics, results: runs[0]!.results }
    const prep = prepareRun(
      { suiteId: 'names', suiteDir: tmpdir(), suiteJson: null, suite: null, runs: [] },
      parsed as never,
      'sha256:0',
      {
        environments: [],
        directions: {},
        files: ['x.txt'],
        newSuite: { title: 'N', project: 'P' },
        date: '2026-04-18',
      },
    )
    const said = prep.warnings.filter((w) => w.includes('\\uXXXX'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/^6 results had control, invisible or bidirectional characters/)
    const stored = (prep.run as Run).results
    expect(stored.map((r) => r.benchmark)).toEqual([
      'ctrl\\u0001z',
      'rlo\\u202Eab',
      'zw\\u200Bx',
      'nc\\uFFFEy\\uFFFF',
      'c1\\u0085',
      'lone\\uD800x',
    ])
    expect(stored[0]!.params).toEqual({ 'mode\\u202E': 'x\\u00070' })
    expect(JSON.stringify(stored)).not.toMatch(BAD)
  })

  it('are shown written out when stored before, in every output', () => {
    const loaded = runs.map((r) => normalizeRun(suite, r, 'names.json'))
    expect(loaded[0]!.results.map((r) => r.benchmark)).toContain('rlo\\u202Eab')
    // The feed and the chart images from runs as stored (not through the loader): escaped at output too.
    const feed = changesFeed([{ suite, runs }], 'tests/e2e/fixtures-charts/docs', '/changes', '/')
    expect(feed).toContain('ctrl\\u0001z')
    expect(feed).not.toMatch(BAD)
    const model = buildChart({ suite, runs }, { suite: 'names', metric: 'time', groups: 'benchmark' } as never)
    const svg = embedColors(standaloneSvg(model))
    expect(svg).not.toMatch(BAD)
    expect(renderSvg(svg).width).toBeGreaterThan(0)
    expect(mdText('a\u202eb\u200bc')).toBe('a&#92;u202Eb&#92;u200Bc')
  })
})

describe('a failed build', () => {
  const root = mkdtempSync(join(tmpdir(), 'last-good-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const build = (outDir: string, fail: boolean) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { keepLastGood } from ${JSON.stringify(join(import.meta.dirname, '../../.vitepress/last-good.ts'))}
         import { mkdirSync, writeFileSync } from 'node:fs'
         const g = keepLastGood(${JSON.stringify(outDir)})
         mkdirSync(${JSON.stringify(outDir)}, { recursive: true })
         writeFileSync(${JSON.stringify(join(outDir, 'half.html'))}, 'half')
         if (${fail}) process.exit(1)
         writeFileSync(${JSON.stringify(join(outDir, 'index.html'))}, 'new')
         g.done()`,
      ],
      { encoding: 'utf8' },
    )

  it('names the page and the data of a chart image it could not draw', () => {
    const g = globalThis as { __benchChartEmbeds?: Map<string, unknown> }
    const saved = g.__benchChartEmbeds
    g.__benchChartEmbeds = undefined
    try {
      noteEmbed('guide/speed.md', { id: 'c1', title: 'Speed' } as never, 'names')
      expect(() => writeEmbeds(join(root, 'embeds'))).toThrow(
        new RegExp(`^"Speed" \\(page guide/speed\\.md, data .*[/\\\\]names\\): `),
      )
    } finally {
      g.__benchChartEmbeds = saved
    }
  })

  it('leaves the last good site in place, and a finished one replaces it', () => {
    const out = join(root, 'dist')
    mkdirSync(out)
    writeFileSync(join(out, 'index.html'), 'good')
    expect(build(out, true).status).toBe(1)
    expect([readFileSync(join(out, 'index.html'), 'utf8'), existsSync(join(out, 'half.html'))]).toEqual(['good', false])
    expect(existsSync(`${out}.last-good`)).toBe(false)
    const ok = build(out, false)
    expect(ok.status, ok.stderr).toBe(0)
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new')
    expect(existsSync(`${out}.last-good`)).toBe(false)
  })
})

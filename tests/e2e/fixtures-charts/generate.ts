// Writes the generated chart data set of tests/e2e/chart-layout.spec.ts: suites shaped to stress chart
// layout (names up to 70 characters, 10 series, values spanning 10⁶×, a one-run suite, missing results,
// failed (zero) results, bounds, thresholds per group) and the page that charts them. Deterministic
// (a fixed seed), so the committed files are what it writes: `pnpm exec tsx tests/e2e/fixtures-charts/generate.ts`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('.', import.meta.url).pathname
let seed = 11
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`

const LONG = [
  'Client with a very long descriptive name → Server behind a proxy',
  'Tiny',
  'Medium-sized benchmark name',
  'Another considerably longer benchmark name for wrapping',
  'Z',
]
const LIBS = [
  'alpha',
  'beta-with-a-long-library-name',
  'gamma',
  'delta',
  'epsilon',
  'zeta',
  'eta',
  'theta',
  'iota',
  'kappa',
]

function suite(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Generated ${id}`,
    project: 'Generated',
    metrics: { ops: { label: 'Throughput', unit: 'ops/s', direction: 'higher' } },
    parameters: { lib: { label: 'Library', values: LIBS } },
    ...extra,
  }
}

function results(benches: string[], libs: string[], span: number, gaps: boolean) {
  return benches.flatMap((b, bi) =>
    libs.flatMap((lib, li) => {
      const r = rand()
      if (gaps && r < 0.12 && bi + li > 0) return []
      const value = gaps && r > 0.95 ? 0 : Math.round(10 ** (rand() * Math.log10(span)) * 100)
      const qualifier = r > 0.88 && r <= 0.95 ? { qualifier: 'at-least' } : {}
      return [{ benchmark: b, params: { lib }, values: { ops: { value, ...qualifier } } }]
    }),
  )
}

const SUITES: Record<string, { suite: object; runs: Array<{ id: string; date: string; results: object[] }> }> = {
  wide: {
    suite: suite('wide'),
    runs: ['2026-01-01', '2026-02-01'].map((date) => ({ id: date, date, results: results(LONG, LIBS, 1e6, true) })),
  },
  single: {
    suite: suite('single', {
      thresholds: LONG.slice(0, 3).map((b, i) => ({
        metric: 'ops',
        kind: 'min',
        value: 200 * (i + 1),
        where: { benchmark: b },
      })),
    }),
    runs: [{ id: 'only', date: '2026-03-01', results: results(LONG.slice(0, 3), ['alpha'], 10, false) }],
  },
  narrow: {
    suite: suite('narrow'),
    runs: [{ id: 'one', date: '2026-03-01', results: results(LONG, LIBS.slice(0, 3), 30, true) }],
  },
}

rmSync(join(ROOT, 'data'), { recursive: true, force: true })
for (const [id, s] of Object.entries(SUITES)) {
  mkdirSync(join(ROOT, 'data', id, 'runs'), { recursive: true })
  writeFileSync(join(ROOT, 'data', id, 'suite.json'), json(s.suite))
  for (const r of s.runs) writeFileSync(join(ROOT, 'data', id, 'runs', `${r.id}.json`), json(r))
}

const chart = (lines: string[]) => ['```bench-chart', ...lines, '```', ''].join('\n')
writeFileSync(
  join(ROOT, 'docs', 'index.md'),
  [
    '# Generated charts',
    '',
    'Charts over generated data that stress their layout.',
    '',
    chart([
      'suite: wide',
      'metric: ops',
      'groups: benchmark',
      'series: lib',
      'speedup: alpha',
      'title: Ten series over five long names, 10⁶× apart',
      'id: wide',
    ]),
    chart([
      'suite: wide',
      'metric: ops',
      'groups: benchmark',
      'series: lib',
      'horizontal: true',
      'title: The same, horizontal',
      'id: wide-h',
    ]),
    chart([
      'suite: wide',
      'metric: ops',
      'groups: benchmark',
      'series: lib',
      'log: false',
      'title: The same on a linear axis',
      'id: wide-linear',
    ]),
    chart([
      'suite: single',
      'metric: ops',
      'groups: benchmark',
      'thresholds: true',
      'title: One run, one series, floors per group',
      'id: single',
    ]),
    chart([
      'suite: narrow',
      'metric: ops',
      'groups: benchmark',
      'series: lib',
      'horizontal: true',
      'title: Three series with gaps, horizontal',
      'id: narrow',
    ]),
  ].join('\n'),
)

// The page and `pnpm compare` reach the same verdict, in the same words, for the same two runs: every
// suite of data/ with two runs or more, every current run against the run before it, every change row
// a page's changes table shows. One judge (data/analysis/verdict.ts) decides for both; this catches a
// caller that passes it other options (a tolerance, a test, an alpha, another history) or words the reason its own way.
import { describe, expect, test } from 'vitest'
import { currentRuns } from '../../data/schema/model'
import type { Run, Suite } from '../../data/schema/schema'
import { verdictReason } from '../../data/analysis/verdict'
import { buildChanges } from '../../components/build-time/changes'
import { previousRun, valueLabel } from '../../components/views/select'
import { compareData } from '../../scripts/tools/compare-report'
import type { Row } from '../../scripts/tools/compare-rows'
import { runSides } from '../../scripts/tools/compare-runs'
import { loadAll } from '../../scripts/read/load'

const data = loadAll()
// One suite made up here: samples on which Mann–Whitney and Welch disagree, so a side that picked another
// test than the other would say another word.
const run = (id: string, date: string, samples: number[]): Run =>
  ({
    id,
    date,
    status: 'current',
    tool: 'x',
    results: [
      {
        benchmark: 'parse',
        params: { size: 64 },
        values: { time: { value: samples.reduce((a, b) => a + b) / samples.length, samples } },
      },
    ],
  }) as unknown as Run
data.set('made-up', {
  suite: {
    id: 'made-up',
    title: 'Made up',
    project: 'x',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
  } as unknown as Suite,
  runs: [
    run('a', '2026-01-01', [10, 10, 10, 10, 10, 10, 10, 50]),
    run('b', '2026-01-02', [11, 11, 11, 11, 11, 11, 11, 11]),
  ],
} as never)
// And one with a history of ten runs, so that the noise band from history is taken alike on both sides.
const wobble = [0, 0.02, -0.01, 0.03, -0.02, 0.01, 0, -0.03, 0.02, 0.12]
data.set('made-up-history', {
  suite: {
    id: 'made-up-history',
    title: 'Made up, with history',
    project: 'x',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
  } as unknown as Suite,
  runs: wobble.map((w, i) =>
    run(
      `h${i}`,
      `2026-02-${String(i + 1).padStart(2, '0')}`,
      [1, 1.01, 0.99, 1.005, 0.995, 1.002].map((x) => 100 * (1 + w) * x),
    ),
  ),
} as never)
const pairs = [...data].flatMap(([id, d]) =>
  currentRuns(d.runs)
    .map((after) => ({ id, d, after, before: previousRun(d, after) }))
    .filter((p) => p.before)
    .map((p) => [`${id}: ${p.before!.id} → ${p.after.id}`, p] as const),
)

/** A row's identity on both sides: the metric's label, the benchmark, and its parameters' shown values in any order. */
const key = (metric: string, benchmark: string, values: string[]) =>
  `${metric} | ${benchmark} | ${[...values].sort().join(' · ')}`

describe('page changes and pnpm compare agree', () => {
  test('data/ has suites with several runs to compare', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(5)
  })

  test.each(pairs)('%s', (_name, { id, d, after, before }) => {
    const page = buildChanges(d, { suite: id, run: after.id })!
    const { base, head } = runSides(d, id, before!.id, after.id)
    const report = compareData(base, head, { base: { arg: 'base', kind: 'dir' }, head: { arg: 'head', kind: 'dir' } })
    const rows = new Map<string, Row>()
    for (const r of report.suites.flatMap((s) => s.rows)) {
      rows.set(
        key(
          r.metricLabel,
          r.benchmark,
          Object.entries(r.params).map(([k, v]) => valueLabel(d.suite, k, v)),
        ),
        r,
      )
    }
    expect(page.rows.length).toBeGreaterThan(0)
    if (id === 'made-up-history' && after.id === 'h9') expect(page.rows[0]!.decided).toContain('band from 9 past runs')
    for (const p of page.rows) {
      const [benchmark, ...values] = p.benchmark.split(' · ')
      const c = rows.get(key(p.metric, benchmark!, values))
      expect(c, `${p.metric} ${p.benchmark}: no row in compare`).toBeDefined()
      const where = `${p.metric} ${p.benchmark}`
      expect(
        {
          verdict: p.verdict,
          reason: p.reason,
          decided: p.decided,
          primary: p.primary,
          before: p.before,
          after: p.after,
        },
        where,
      ).toEqual({
        verdict: c!.verdict,
        reason: verdictReason(c!),
        decided: c!.decided,
        primary: c!.primary,
        before: c!.base.text,
        after: c!.head.text,
      })
    }
  })
})

// Change points on the site: the suite's list (which run, which way, acknowledged), the trend model's
// marks, the site-wide rows newest first, the Atom feed, acknowledgements in suite.json (schema and
// matching), and `pnpm compare` not counting an acknowledged change as a regression.
import { describe, expect, it } from 'vitest'
import { isAcknowledged } from '../../../../data/analysis/acknowledge'
import { Suite } from '../../../../data/schema/schema'
import type { Run, Suite as SuiteT } from '../../../../data/schema/schema'
import { rangeText, siteChanges, suiteChanges } from '../../../../components/build-time/change-point-series'
import { buildTrend } from '../../../../components/build-time/trend'
import { compareData } from '../../../../scripts/tools/compare-report'
import { changesFeed } from '../../../../.vitepress/changes-feed'
import { changePointsHtml } from '../../../../.vitepress/markdown/change-points-block'
import { loadAll } from '../../../../scripts/read/load'
import { join } from 'node:path'

const wobble = (i: number, k: number) => 1 + 0.01 * Math.sin(i * 2.7 + k + Math.cos(i * 1.3))

function suite(id: string, extra: Partial<SuiteT> = {}): SuiteT {
  return {
    id,
    title: `Suite ${id}`,
    project: 'P',
    metrics: {
      time: { label: 'Time', unit: 'ns', direction: 'lower' },
      ops: { label: 'Ops', unit: 'ops/s', direction: 'higher' },
    },
    ...extra,
  }
}

/** `n` runs of Parse (30 % slower from run `at`; ops 30 % fewer) and Flat (no change). */
function runs(n: number, at: number, day0 = 1): Run[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `r${String(i).padStart(3, '0')}`,
    date: new Date(Date.UTC(2026, 0, day0 + i)).toISOString().slice(0, 19) + 'Z',
    version: `1.${i}`,
    commit: `${String(i).padStart(2, '0')}`.repeat(20),
    results: [
      {
        benchmark: 'Parse',
        params: { size: 64 },
        values: {
          time: { value: (i >= at ? 130 : 100) * wobble(i, 0), median: (i >= at ? 130 : 100) * wobble(i, 1) },
          ops: { value: (i >= at ? 70 : 100) * wobble(i, 2) },
        },
      },
      { benchmark: 'Flat', values: { time: { value: 50 * wobble(i, 3) } } },
    ],
  })) as Run[]
}

/** Run `i` of a daily history, with one result for Parse. */
const parseRun = (i: number, values: Run['results'][number]['values']): Run => ({
  id: `r${String(i).padStart(3, '0')}`,
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
  results: [{ benchmark: 'Parse', values }],
})

describe('suiteChanges', () => {
  it('finds the step on the median and on the other metric, with its runs and which way is worse', () => {
    const cps = suiteChanges({ suite: suite('a'), runs: runs(40, 25) })
    expect(cps.map((c) => [c.benchmark, c.metric, c.kind, c.from.id, c.to.id, c.stat])).toEqual([
      ['Parse', 'time', 'regression', 'r024', 'r025', 'median'],
      ['Parse', 'ops', 'regression', 'r024', 'r025', 'value'],
    ])
    expect(cps[0]!.change).toBeCloseTo(0.3, 1)
  })

  it('is computed once per loaded suite', () => {
    const data = { suite: suite('a'), runs: runs(30, 15) }
    expect(suiteChanges(data)).toBe(suiteChanges(data))
  })

  it('carries the reason of an acknowledged change', () => {
    const s = suite('a', {
      acknowledged: [{ benchmark: 'Parse', metric: 'time', commit: '2525252', reason: 'Safer parser' }],
    })
    const cps = suiteChanges({ suite: s, runs: runs(40, 25) })
    expect(cps.map((c) => c.acknowledged)).toEqual(['Safer parser', undefined])
  })

  it("reads each run's good-side quartile (lower for times, upper for rates) beside its median: a step behind loaded runs", () => {
    // 20 runs of 8 samples, 30 % slower from run 10; in three runs before it other work slowed five of the
    // eight samples: their medians rose past the new level, their lower quartiles stayed.
    const loaded = new Set([2, 5, 8])
    const history = (keepSamples: boolean): Run[] =>
      Array.from({ length: 20 }, (_, i) => {
        const b = (i >= 10 ? 95 * 1.3 : 95) * wobble(i, 0)
        const samples = loaded.has(i)
          ? [b, b * 1.005, b * 1.01, 140, 141, 142, 143, 144]
          : [0, 1, 2, 4, 5, 6, 7, 8].map((k) => b * (1 + k / 100))
        const median = (samples[3]! + samples[4]!) / 2
        // The same runs as a rate: load makes some rates low, so the upper quartile is the one that stays.
        const rates = samples.map((x) => 1e4 / x).sort((x, y) => x - y)
        const rate = (rates[3]! + rates[4]!) / 2
        const keep = (xs: number[]) => (keepSamples ? { samples: xs } : {})
        return parseRun(i, {
          time: { value: median, median, ...keep(samples) },
          ops: { value: rate, median: rate, ...keep(rates) },
        })
      })
    const found = suiteChanges({ suite: suite('a'), runs: history(true) })
    expect(found.map((c) => [c.metric, c.kind, c.to.id, c.stat])).toEqual([
      ['time', 'regression', 'r010', 'median'],
      ['ops', 'regression', 'r010', 'median'],
    ])
    expect(suiteChanges({ suite: suite('b'), runs: history(false) })).toEqual([])
  })

  it("reads a run's interval bound on the good side where it keeps no samples (criterion): a step behind loaded runs", () => {
    // criterion's estimate and its confidence interval, 30 % slower from run 10; in three runs before it
    // other work dragged the estimate past the new level and widened the interval upwards, its lower bound
    // stayed. As a rate the same runs keep their upper bound.
    const loaded = new Set([2, 5, 8])
    const history = (keepCi: boolean): Run[] =>
      Array.from({ length: 20 }, (_, i) => {
        const b = (i >= 10 ? 95 * 1.3 : 95) * wobble(i, 0)
        const est = loaded.has(i) ? 140 : b * 1.03
        const lower = b
        const upper = loaded.has(i) ? 150 : b * 1.06
        const ci = (l: number, u: number) => (keepCi ? { ci: { lower: l, upper: u } } : {})
        return parseRun(i, {
          time: { value: est, ...ci(lower, upper) },
          ops: { value: 1e4 / est, ...ci(1e4 / upper, 1e4 / lower) },
        })
      })
    const found = suiteChanges({ suite: suite('a'), runs: history(true) })
    expect(found.map((c) => [c.metric, c.kind, c.to.id, c.stat])).toEqual([
      ['time', 'regression', 'r010', 'value'],
      ['ops', 'regression', 'r010', 'value'],
    ])
    expect(suiteChanges({ suite: suite('b'), runs: history(false) })).toEqual([])
  })
})

describe('the trend model', () => {
  it('marks a change at the first plotted run after it, also when the history is thinned', () => {
    const data = { suite: suite('a'), runs: runs(40, 25) }
    const full = buildTrend(data, { suite: 'a', metric: 'time' })
    expect(full.changes?.map((c) => [c.series, c.group, c.kind, c.short.replace(/\u00a0/g, ' ')])).toEqual([
      [0, 25, 'regression', expect.stringMatching(/^\+30\.\d %$/)],
    ])
    expect(full.changes?.[0]!.text).toMatch(/^size 64 · Parse|^Parse/)
    expect(full.changes?.[0]!.text).toContain('between runs 25 → 26 of 40 (1.24 (2424242) → 1.25 (2525252))')
    const thin = buildTrend(data, { suite: 'a', metric: 'time', maxPoints: 5 })
    // Plotted: runs 0, 10, 20, 29, 39 → the change (at run 25) shows before the 4th point.
    expect(thin.runs.map((r) => r.id)).toEqual(['r000', 'r010', 'r020', 'r029', 'r039'])
    expect(thin.changes?.[0]!.group).toBe(3)
  })

  it('has no marks where there is no change', () => {
    expect(
      buildTrend({ suite: suite('a'), runs: runs(40, 99) }, { suite: 'a', metric: 'time' }).changes,
    ).toBeUndefined()
  })
})

describe('the range a change happened in', () => {
  const at = (id: string, date?: string, extra: { commit?: string; version?: string } = {}) => ({ id, date, ...extra })
  it('names each run by version and commit, else commit, else day', () => {
    expect(
      rangeText({
        from: at('a', undefined, { version: '1.24', commit: '24'.repeat(20) }),
        to: at('b', undefined, { version: '1.25', commit: '25'.repeat(20) }),
      }),
    ).toBe('1.24 (2424242) → 1.25 (2525252)')
    expect(rangeText({ from: at('a', '2026-01-01'), to: at('b', '2026-01-02') })).toBe('2026-01-01 → 2026-01-02')
  })
  it('tells apart two runs of one commit, or of one day, by when they were measured', () => {
    const c = { commit: '8169e6a8b86fcc0a47b52480b7363434c8440295' }
    expect(rangeText({ from: at('r12', '2026-11-26T19:56:45Z', c), to: at('r13', '2026-11-26T19:56:58Z', c) })).toBe(
      '8169e6a, 2026-11-26 19:56:45 → 19:56:58',
    )
    expect(rangeText({ from: at('r1', '2026-11-25T23:59:00Z', c), to: at('r2', '2026-11-26T00:01:00Z', c) })).toBe(
      '8169e6a, 2026-11-25 23:59:00 → 2026-11-26 00:01:00',
    )
    expect(rangeText({ from: at('r1', '2026-11-26T08:00:00Z'), to: at('r2', '2026-11-26T09:30:00Z') })).toBe(
      '2026-11-26 08:00:00 → 09:30:00',
    )
    // Nothing but the ids tells them apart.
    expect(rangeText({ from: at('r1', '2026-11-26', c), to: at('r2', '2026-11-26', c) })).toBe('8169e6a, r1 → r2')
  })
  it('leads with the runs’ numbers in their suite, the names the page’s text uses (“runs 12 and 13”)', () => {
    const c = { commit: '8169e6a8b86fcc0a47b52480b7363434c8440295' }
    const from = { ...at('r12', '2026-11-26T19:56:45Z', c), n: 12, of: 20 }
    const to = { ...at('r13', '2026-11-26T19:56:58Z', c), n: 13, of: 20 }
    expect(rangeText({ from, to })).toBe('12 → 13 of 20 (8169e6a, 2026-11-26 19:56:45 → 19:56:58)')
  })
})

describe('the site-wide list and its feed', () => {
  const a = {
    suite: suite('a', { acknowledged: [{ benchmark: 'Parse', metric: 'ops', run: 'r025', reason: 'Expected' }] }),
    runs: runs(40, 25),
  }
  const b = { suite: suite('b'), runs: runs(40, 10, 100) }

  it('lists every suite newest first', () => {
    const rows = siteChanges([a, b])
    expect(rows.map((r) => [r.suite, r.date?.slice(0, 10), r.metric, r.acknowledged])).toEqual([
      ['b', '2026-04-20', 'Ops', undefined],
      ['b', '2026-04-20', 'Time', undefined],
      ['a', '2026-01-26', 'Ops', 'Expected'],
      ['a', '2026-01-26', 'Time', undefined],
    ])
    expect(siteChanges([a, b], 'improvements')).toEqual([])
  })

  it('writes an Atom feed of what is not acknowledged, with links to the suites’ pages', () => {
    const xml = changesFeed([a, b], 'tests/e2e/fixtures-charts/docs', '/changes', '/sub/', 'https://example.org/sub/')
    expect(xml.match(/<entry>/g)).toHaveLength(3)
    expect(xml).toContain('<updated>2026-04-20T00:00:00Z</updated>')
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://example.org/sub/changes"/>')
    expect(xml).toContain('<title>Regression: Parse · size=64, Time +30.')
    expect(xml).not.toContain('Expected')
  })
})

describe('acknowledgements', () => {
  it('need a run or a commit, and a reason', () => {
    const base = {
      id: 'a',
      title: 'A',
      project: 'P',
      metrics: { time: { label: 'T', unit: 'ns', direction: 'lower' } },
    }
    expect(Suite.safeParse({ ...base, acknowledged: [{ benchmark: 'x', metric: 'time', reason: 'r' }] }).success).toBe(
      false,
    )
    expect(Suite.safeParse({ ...base, acknowledged: [{ benchmark: 'x', metric: 'time', run: 'r1' }] }).success).toBe(
      false,
    )
    expect(
      Suite.safeParse({ ...base, acknowledged: [{ benchmark: 'x', metric: 'time', run: 'r1', reason: 'r' }] }).success,
    ).toBe(true)
  })

  it('match benchmark, metric, parameters and the run or a commit prefix', () => {
    const s = {
      acknowledged: [{ benchmark: 'Parse', params: { size: 64 }, metric: 'time', commit: 'ABCDEF1', reason: 'ok' }],
    }
    const at = { benchmark: 'Parse', params: { size: 64 }, metric: 'time', run: 'r1', commit: 'abcdef1234' }
    expect(isAcknowledged(s, at)).toBe('ok')
    expect(isAcknowledged(s, { ...at, params: { size: 128 } })).toBeUndefined()
    expect(isAcknowledged(s, { ...at, metric: 'ops' })).toBeUndefined()
    expect(isAcknowledged(s, { ...at, commit: 'abcdef2' })).toBeUndefined()
    expect(
      isAcknowledged(
        { acknowledged: [{ benchmark: 'Parse', metric: 'time', run: 'r1', reason: 'ok' }] },
        { ...at, commit: undefined },
      ),
    ).toBe('ok')
  })

  it('keep pnpm compare from counting the change as a regression', () => {
    const all = runs(40, 25)
    const side = (s: SuiteT, rs: Run[]) => new Map([['a', { suite: s, runs: rs }]])
    const sides = { base: { arg: 'base', kind: 'dir' as const }, head: { arg: 'head', kind: 'dir' as const } }
    const plain = compareData(side(suite('a'), [all[24]!]), side(suite('a'), [all[25]!]), sides)
    expect(plain.counts.regressed).toBe(2)
    const acked = suite('a', {
      acknowledged: [{ benchmark: 'Parse', metric: 'time', run: 'r025', reason: 'Safer parser' }],
    })
    const report = compareData(side(acked, [all[24]!]), side(acked, [all[25]!]), sides)
    expect(report.counts.regressed).toBe(1)
    expect(report.suites[0]!.rows.find((r) => r.benchmark === 'Parse' && r.metric === 'time')!.acknowledged).toBe(
      'Safer parser',
    )
    expect(report.worst?.row.metric).toBe('ops')
  })
})

describe('the site’s list of change points (/changes)', () => {
  it('names runs by number, keeps each change cell short, and says once what its figures are and why they differ from a two-run comparison', () => {
    const html = changePointsHtml(loadAll(), {}, 'changes.md', join(__dirname, '../../../../docs'), 'cp')
    // The run numbers in the cell; the commit and times a tap away (the whole pair wrapped to five lines).
    expect(html).toContain(
      '<td><span class="bench-cp__runs">12 → 13 of 20</span><details class="bench-cp__which"><summary>Which runs</summary><span>8169e6a, 2026-11-26 19:56:45 → 19:56:58</span></details></td>',
    )
    expect(html).toContain('<span class="bench-cp__detail">(11.9\u00a0µs → 15.0\u00a0µs)</span>')
    expect(html.match(/geometric means of the runs/g)).toHaveLength(1)
    expect(html).toContain('so they differ from a comparison of two runs')
  })
  it('says which suites its counts are of: those with runs enough for a lasting change', () => {
    const html = changePointsHtml(loadAll(), {}, 'changes.md', join(__dirname, '../../../../docs'), 'cp')
    const summary = /<p class="bench-cp__summary"[^>]*>([^<]*)</.exec(html)![1]!
    // ActualLab.Fusion's page says "improved" of its latest run four times; its two runs are no history.
    expect(summary).toMatch(
      /^1 regression and 0 improvements found in the history of the one suite with 4 runs or more \(the other \d+ have fewer than 4 runs/,
    )
    expect(summary).toContain('their pages compare the latest run with the one before')
  })
})

describe('a change point names its runs by the numbers the trend’s axis gives them (issue 48)', () => {
  it('a withdrawn run is not counted: "runs 12 → 13" is #12 and #13 on the axis', () => {
    const all = runs(20, 12)
    // A run withdrawn before the change: stored, but no longer counted by the axis, the menu or the tables.
    all.splice(5, 0, { ...all[5]!, id: 'withdrawn', status: 'retired' })
    const data = { suite: suite('w'), runs: all }
    const c = suiteChanges(data).find((x) => x.metric === 'time' && x.benchmark === 'Parse')!
    expect(rangeText(c)).toMatch(/^12 → 13 of 20 /)
    const m = buildTrend(data, { suite: 'w', metric: 'time', where: { benchmark: 'Parse' } })
    expect(m.labels[12]).toMatch(/^#13 · /)
    expect(m.changes![0]!.text).toContain('between runs 12 → 13 of 20 (')
  })

  it('testbeds side by side: each counts its own runs, and its axis says whose run it is', () => {
    const lap = runs(8, 4, 2).map((r) => ({ ...r, id: `lap-${r.id}`, environment: { testbed: 'laptop' } }))
    const ci = runs(8, 99).map((r) => ({ ...r, environment: { testbed: 'ci' } }))
    const data = { suite: suite('two'), runs: [...ci, ...lap].sort((a, b) => a.date!.localeCompare(b.date!)) }
    const m = buildTrend(data, { suite: 'two', metric: 'time', where: { benchmark: 'Parse' }, testbeds: 'all' })
    // Numbered across both machines, "#9" was the laptop's fifth run while its change point said "runs 4 → 5".
    expect(m.labels.slice(0, 4).map((l) => l.split(' · ')[0])).toEqual(['#1 ci', '#2 ci', '#1 laptop', '#3 ci'])
    expect(m.runs[2]!.name).toBe('Run 1 of 8 on laptop (version 1.0)')
    const mark = m.changes!.find((x) => x.text.includes('laptop'))!
    expect(mark.text).toContain('between runs 4 → 5 of 8 (')
    expect(m.labels[mark.group]!.startsWith('#5 laptop · ')).toBe(true)
    // One testbed alone: the same numbers, without its name.
    const one = buildTrend(data, { suite: 'two', metric: 'time', where: { benchmark: 'Parse' }, testbed: 'laptop' })
    expect(one.labels.map((l) => l.split(' · ')[0])).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8'])
  })
})

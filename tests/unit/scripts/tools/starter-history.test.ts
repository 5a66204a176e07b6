// The starter page of a suite with a history leads with what changed: the change points (linked to the
// trend of their result), a small trend per changed result, and every benchmark relative to its start.
import { describe, expect, it } from 'vitest'
import type { Run, Suite } from '../../../../data/schema/schema'
import { starterPage } from '../../../../scripts/tools/starter-page'
import { HISTORY_RUNS } from '../../../../scripts/tools/starter-history'
import { seriesAnchor, suiteChanges } from '../../../../components/build-time/change-point-series'
import { buildTrend, fromStart } from '../../../../components/build-time/trend'
import { changePointsHtml } from '../../../../.vitepress/markdown/change-points-block'
import type { SuiteData } from '../../../../components/views/select'

const suite: Suite = {
  id: 'hist',
  title: 'History',
  project: 'P',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
/** 40 runs of three benchmarks of very different sizes; "slow" steps up by half at run 25, for good. */
function history(n = 40): Run[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `r${String(i).padStart(2, '0')}`,
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().replace('.000Z', 'Z'),
    commit: (0x1000000 + i * 7919).toString(16),
    results: [
      { benchmark: 'fast', values: { time: { value: 20 + (i % 3) * 0.1 } } },
      { benchmark: 'slow', values: { time: { value: (3e9 + (i % 4) * 1e6) * (i >= 25 ? 1.5 : 1) } } },
      { benchmark: 'mid', values: { time: { value: 5000 + (i % 5) } } },
    ],
  })) as Run[]
}

describe('the starter page of a history', () => {
  const runs = history()
  const md = starterPage(suite, runs)
  const change = suiteChanges({ suite, runs }).find((c) => c.benchmark === 'slow')!

  it('leads with what changed: the change points, linked to a trend of each changed result', () => {
    expect(change).toBeDefined()
    expect(md.indexOf('## What changed')).toBeGreaterThan(0)
    expect(md.indexOf('## What changed')).toBeLessThan(md.indexOf('## Environment'))
    expect(md).toMatch(/```bench-changepoints\nsuite: hist\nlimit: 10\nlink: trend\n/)
    // The changed result's own trend, under the id the list links to; the unchanged ones get none.
    expect(md).toContain(
      `where: { benchmark: slow }\ntitle: "slow: time across runs (lower is better)"\nid: ${seriesAnchor(change)}\n`,
    )
    expect(md).not.toContain('where: { benchmark: fast }')
    // Every benchmark on one axis, relative to its start, the changed one first; no plain trend at the end.
    expect(md).toMatch(/where: \{ benchmark: \[slow, fast, mid\] \}\nrelative: true\n/)
    expect(md).not.toContain('## Trend')
  })

  it('a suite of a few runs keeps the page it had: the trend at the end, nothing said of changes', () => {
    const few = starterPage(suite, history(HISTORY_RUNS - 1))
    expect(few).not.toContain('## What changed')
    expect(few).toContain('## Trend')
  })

  it('the list of changes links a row to its trend only when the page has that trend', () => {
    const data: SuiteData = { suite, runs }
    const html = (source: string) =>
      changePointsHtml(new Map([['hist', data]]), { suite: 'hist', link: 'trend' }, 'hist.md', 'docs', 'cp', (a) =>
        source.includes(`id: ${a}`),
      )
    const linked = html(`id: ${seriesAnchor(change)}`)
    expect(linked).toContain(`<a href="#${seriesAnchor(change)}">slow</a>`)
    expect(html('')).not.toContain(`href="#${seriesAnchor(change)}"`)
    // One suite's list names no suite: no column for it.
    expect(linked).not.toContain('>Suite</th>')
    expect(linked).toContain('class="bench-cp bench-cp--one"')
  })
})

describe('a trend relative to its start', () => {
  it('divides each line by the median of its first five values; a start of zero gives no line', () => {
    expect(fromStart([10, 12, 8, 11, 9, 20, null])).toEqual([1, 1.2, 0.8, 1.1, 0.9, 2, null])
    expect(fromStart([0, 0, 1])).toEqual([null, null, null])
  })

  it('puts benchmarks of 20 ns and 3 s on one axis, as ratios, without change marks', () => {
    const m = buildTrend({ suite, runs: history() }, { suite: 'hist', metric: 'time', relative: true })
    expect(m.metric.unit).toBe('x')
    const slow = m.series.find((s) => s.label === 'slow')!
    expect(slow.values[0]).toBeCloseTo(1, 2)
    expect(slow.values.at(-1)).toBeCloseTo(1.5, 2)
    expect(m.changes).toBeUndefined()
  })
})

// One name for one thing (issue 26 §3): `stat` is what a metric's value is (suite.json); which field of a
// measurement a block or figure picks is `field`, with `stat` its older spelling mapped in one place
// (select.ts pickedField). A percentile is a field however it is asked for.
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../scripts/read/load'
import { buildChart } from '../../components/views/chart'
import { buildTable } from '../../components/views/table'
import { buildTrend } from '../../components/build-time/trend'
import { figure } from '../../components/views/figures'
import { ChartSpec } from '../../data/schema/block-schema'
import { validate } from '../../data/schema/validate'

const all = loadAll()
const lookup = (id: string) => all.get(id)!
const redis = lookup('silly-redis')
const rpc = lookup('fusion-rpc')

describe('field: which field of a measurement a block or figure picks', () => {
  it('field and its older spelling stat pick the same numbers, and the axis says which', () => {
    const byField = buildChart(redis, { suite: 'silly-redis', metric: 'latency', field: 'p99' })
    const byStat = buildChart(redis, { suite: 'silly-redis', metric: 'latency', stat: 'p99' })
    expect(byField.series).toEqual(byStat.series)
    expect(byField.metric.stat).toBe('p99')
    expect(byField.series[0]!.values[0]).toBe(
      redis.runs.at(-1)!.results.find((r) => r.values.latency)!.values.latency!.percentiles!['99'],
    )
  })

  it('without a field, a chart says what the metric value is (its stat in suite.json)', () => {
    const m = redis.suite.metrics.rps!
    expect(m.stat).toBeTruthy()
    expect(buildChart(redis, { suite: 'silly-redis', metric: 'rps' }).metric.stat).toBe(m.stat)
  })

  it('in figures and trends too', () => {
    const f = (k: string) =>
      figure('fig', `suite=silly-redis metric=latency benchmark=PING_INLINE ${k}=p99`, lookup).text
    expect(f('field')).toBe(f('stat'))
    const t = (ask: object) =>
      buildTrend(rpc, { suite: 'fusion-rpc', metric: 'latency', where: { benchmark: 'Sum' }, ...ask }).series
    expect(t({ field: 'p99' })).toEqual(t({ stat: 'p99' }))
  })

  it('an unknown field fails with the fields there are and the closest', () => {
    expect(() => buildChart(redis, { suite: 'silly-redis', metric: 'latency', field: 'medain' })).toThrow(
      'field: expected value, median, min, max, stddev or a percentile such as p99, found "medain"; did you mean "median"?',
    )
  })

  it('field and stat that disagree are refused', () => {
    expect(() => buildChart(redis, { suite: 'silly-redis', metric: 'latency', field: 'p99', stat: 'p50' })).toThrow(
      'give field only',
    )
  })

  it('a misspelt block option gets a did-you-mean', () => {
    expect(() => validate(ChartSpec, { suite: 's', metric: 'm', feild: 'p99' }, 'page.md:3')).toThrow(
      'did you mean "field"?',
    )
  })
})

describe('a percentile is asked for as a field', () => {
  it('percentiles: [50, 99] in a table reads the same numbers as field: p50 and field: p99', () => {
    const view = { suite: 'silly-redis', metric: 'latency', rows: 'benchmark' }
    const both = buildTable(redis, { ...view, percentiles: ['50', '99'] }).rows.map((r) => r.cells[0]!.title)
    const p50 = buildTable(redis, { ...view, field: 'p50' }).rows.map((r) => r.cells[0]!.title)
    const p99 = buildTable(redis, { ...view, field: 'p99' }).rows.map((r) => r.cells[0]!.title)
    both.forEach((t, i) => expect(t).toBe(`p50 ${p50[i]}, p99 ${p99[i]}`))
  })

  it('a percentile asked for as a metric of its own, where the suite keeps it as a field, points to the field', () => {
    expect(() => buildChart(rpc, { suite: 'fusion-rpc', metric: 'latency-p50' })).toThrow(
      'suite "fusion-rpc" has no metric "latency-p50"; ask for metric: latency with field: p50',
    )
  })
})

// The value axis is titled in the unit its ticks are written in (issue 48): Ergo's "Time per op (ns)"
// stood over ticks in µs, Fusion's "Stream throughput (B/s)" over GB/s, and "Calls (calls/s)" said the
// unit twice.
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../../../scripts/read/load'
import { buildChart } from '../../../../components/views/chart'
import { valueAxisTitle } from '../../../../components/views/axis-title'
import { drawChart } from '../../../../components/build-time/chart-geometry'

describe('valueAxisTitle', () => {
  it('names the prefix the ticks carry', () => {
    expect(valueAxisTitle('Time per op', 'ns', [0, 2000, 4000, 6000])).toBe('Time per op (µs)')
    expect(valueAxisTitle('Stream throughput', 'B/s', [0, 2e9, 4e9, 6e9])).toBe('Stream throughput (GB/s)')
    expect(valueAxisTitle('Latency', 'ms', [0, 20, 40])).toBe('Latency (ms)')
  })
  it('the label alone where the ticks carry units of their own that differ (a log axis over decades)', () => {
    expect(valueAxisTitle('Time per op', 'ns', [100, 1000, 20000])).toBe('Time per op')
  })
  it('a rate whose label is its unit’s thing is said once', () => {
    expect(valueAxisTitle('Calls', 'calls/s', [0, 1e8])).toBe('Calls per second')
    expect(valueAxisTitle('Throughput', 'ops/s', [0, 1e5])).toBe('Throughput (ops/s)')
  })
  it('a ratio: the label alone, its ticks carry the × sign (not "(x)")', () => {
    expect(valueAxisTitle('Time per op relative to its start', 'x', [1, 2, 5])).toBe(
      'Time per op relative to its start',
    )
  })
  it('without prefixes, the stored unit', () => {
    expect(valueAxisTitle('Time per op', 'ns', [0, 2000], false)).toBe('Time per op (ns)')
  })
})

const titles = (suite: string, view: Record<string, unknown>, log?: boolean) => {
  const model = buildChart(loadAll().get(suite)!, { suite, ...view } as never)
  const d = drawChart(model, 688, undefined, log ?? model.logDefault)
  return d.ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []))
}

describe('the drawn charts of the seed pages', () => {
  it('the Go example’s latest run: ticks from ns to µs, so no single unit in the title', () => {
    const t = titles('example-go', { metric: 'time', groups: 'benchmark', horizontal: true, log: true })
    expect(t).toContain('Time per op')
    expect(t).not.toContain('Time per op (ns)')
  })
  it('Fusion streams: GB/s, not B/s', () => {
    const t = titles('fusion-rpc', {
      metric: 'bytes',
      where: { benchmark: ['Stream1', 'Stream100', 'Stream10K'] },
      groups: 'benchmark',
      series: 'framework',
    })
    expect(t.join()).not.toContain('(B/s)')
  })
})

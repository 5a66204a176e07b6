import { describe, expect, it } from 'vitest'
import { tinybench as p } from '../../../../scripts/parsers/tinybench'
import { detectFailures } from '../../../../scripts/write/failures'
import { input, parseError, raw } from './helpers'

const dir = 'tests/fixtures/tinybench'

describe('tinybench 3, 4 and 5 task results (no samplesCount, no state)', () => {
  it.each(['3', '4', '5'])(
    'detects and reads v%s_tasks_errored.json: n from the samples kept, the task that threw left out',
    (v) => {
      const f = `${dir}/v${v}_tasks_errored.json`
      const text = raw('tinybench', `v${v}_tasks_errored.json`)
      const doc = JSON.parse(text) as Array<{ name: string; result: { latency?: { mean: number; p50: number } } }>
      expect(p.detect(input(text, f))).toBe(0.95)
      const run = p.parse(input(text, f))
      expect(run.results.map((r) => r.benchmark)).toEqual(['fib(10)', 'fib(15)'])
      const lat = run.results[0]!.values.latency!
      // The figures are the file's own; n is the count of latencies tinybench kept (iterations: 64).
      expect(lat).toMatchObject({ value: doc[1]!.result.latency!.mean, median: doc[1]!.result.latency!.p50, n: 64 })
      expect(lat.samples).toHaveLength(64)
      expect(run.results[0]!.values.throughput).toMatchObject({ n: 64 })
      expect(run.environment?.runtimes).toEqual({ node: '20.20.2' })
      expect(run.warnings).toEqual([`${f}: $[0] "parse broken": "error" and no figures, recorded as failed`])
      expect(detectFailures(text)).toEqual([{ benchmark: 'parse broken', message: 'tinybench: the task threw' }])
    },
  )

  it('reads the figures of tinybench 3 by hand (fib(10) in v3_tasks_errored.json)', () => {
    const run = p.parse(input(raw('tinybench', 'v3_tasks_errored.json')))
    expect(run.results[0]!.values.latency).toMatchObject({
      value: 0.01804634374999825,
      min: 0.0006649999999694955,
      max: 1.0888690000000452,
      median: 0.0007344999999645552,
    })
    expect(run.results[0]!.values.throughput!.value).toBe(1195886.1997098518)
  })

  it('leaves out a tinybench 5 task its signal aborted ("aborted": true: figures of part of a run), with a warning', () => {
    const f = `${dir}/v5_aborted_task.json`
    const text = raw('tinybench', 'v5_aborted_task.json')
    expect(p.detect(input(text, f))).toBe(0.95)
    const run = p.parse(input(text, f))
    expect(run.results.map((r) => [r.benchmark, r.values.latency!.n])).toEqual([['sleep', 27]])
    expect(run.warnings).toEqual([
      `${f}: $[0] "sleep aborted": "aborted": true, its figures cover part of a run: left out`,
    ])
    // Aborted is not failed: nothing threw.
    expect(detectFailures(text)).toEqual([])
  })

  it('refuses a tinybench 3 statistics object without its mean, naming the JSON path', () => {
    const text = '[{"name":"a","result":{"latency":{"samples":[1,2]},"throughput":{"mean":1,"samples":[1,1]}}}]'
    expect(p.detect(input(text))).toBe(0.95)
    const e = parseError(() => p.parse(input(text, 'tb.json')))
    expect([e.file, e.where]).toEqual(['tb.json', '$[0].result.latency.mean'])
    expect(e.expected).toMatch(/the mean \(a number\), found nothing/)
  })

  it('refuses samples that are not numbers, naming the JSON path', () => {
    const text = '[{"name":"a","result":{"latency":{"mean":1,"samples":["x"]},"throughput":{"mean":1,"samples":[1]}}}]'
    const e = parseError(() => p.parse(input(text, 'tb.json')))
    expect([e.file, e.where.startsWith('$[0].result.latency.samples')]).toEqual(['tb.json', true])
  })
})

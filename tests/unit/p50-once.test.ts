// The p50 of a redis-benchmark run is stored once (latency.percentiles["50"]) and read as the median
// too, where the site and compare ask for one (numbers.ts medianOf); a stored median stays as it is.
import { expect, test } from 'vitest'
import { fieldValue } from '../../data/schema/model'
import { centre } from '../../data/schema/verdict'
import { medianOf } from '../../data/schema/numbers'
import { redisBenchmark } from '../../scripts/parsers/redis-benchmark'

const full = `====== GET ======
  100000 requests completed in 1.00 seconds
  50 parallel clients
  3 bytes payload
  keep alive: 1

Latency by percentile distribution:
0.000% <= 0.100 milliseconds (cumulative count 1)
50.000% <= 0.900 milliseconds (cumulative count 50000)
100.000% <= 3.000 milliseconds (cumulative count 100000)

Summary:
  throughput summary: 100000.00 requests per second
  latency summary (msec):
          avg       min       p50       p95       p99       max
        1.000     0.100     0.900     2.000     2.500     3.000
`

test('the full report stores the p50 once: as percentiles["50"], not again as the median', () => {
  const lat = redisBenchmark.parse({ files: [{ path: 'get.txt', text: full }] }).results[0]!.values.latency!
  expect(lat.percentiles?.['50']).toBe(0.9)
  expect(lat.median).toBeUndefined()
})

test('read as the median: a stat view, the verdict centre; a stored median wins', () => {
  const p50Only = { value: 2.8, percentiles: { '50': 0.9, '99': 28 } }
  expect(medianOf(p50Only)).toBe(0.9)
  expect(fieldValue(p50Only, 'median')).toBe(0.9)
  expect(centre(p50Only)).toEqual({ value: 0.9, statistic: 'median' })
  expect(medianOf({ value: 2.8, median: 1.1, percentiles: { '50': 0.9 } })).toBe(1.1)
  expect(medianOf({ value: 2.8 })).toBeUndefined()
})

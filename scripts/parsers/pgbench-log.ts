// pgbench's aggregated transaction log (--log --aggregate-interval=N; one file per thread,
// <prefix>.<pid>, <prefix>.<pid>.1, …), one line per interval, latencies in microseconds:
//   1795469875 38 1002759 41881437971 3349 88944 0 0 0 0 0 0 0 0 0
//   interval_start num_transactions sum_latency sum_latency_2 min_latency max_latency [lag, skipped, retries, failures …]
// One result per line: benchmark "transactions", params "elapsed" (seconds since the file's first
// interval) and "thread" (0 for <prefix>.<pid>, k for <prefix>.<pid>.k). Metrics: "latency" (µs:
// the mean sum ÷ count, with the standard deviation from the sum of squares, min, max and n = count)
// and "transactions" (completed in the interval). The columns after max_latency differ between
// PostgreSQL versions and options, and are not read. The first interval start → date.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, isoFromEpochSeconds, makeRun, round } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'us', direction: 'lower', stat: 'mean' },
  transactions: { label: 'Transactions in the interval', unit: 'transactions', direction: 'higher' },
}
const LINE = /^(\d{9,11}) (\d+) (\d+) (\d+) (\d+) (\d+)(?: \d+(?:\.\d+)?)*$/

function detect(input: ParserInput): number {
  const lines = head(input, 2048)
    .split('\n')
    .slice(0, -1)
    .filter((l) => l.trim())
  return lines.length > 0 && lines.every((l) => LINE.test(l)) && /\.\d+(\.\d+)?$/.test(input.files[0]?.path ?? '')
    ? 0.9
    : lines.length >= 2 && lines.every((l) => LINE.test(l))
      ? 0.85
      : 0
}

function parseOne(f: InputFile): ParsedRun {
  const thread = Number(/\.\d+\.(\d+)$/.exec(f.path)?.[1] ?? 0)
  const results: ParsedResult[] = []
  let t0: number | undefined
  linesOf(f.text).forEach((line, i) => {
    if (!line.trim()) return
    const m = LINE.exec(line)
    if (!m)
      fail(
        f.path,
        i + 1,
        `an aggregated pgbench log line "interval_start num_transactions sum_latency sum_latency_2 min_latency max_latency …" (integers), found "${line.slice(0, 60)}"`,
      )
    const [start, n, sum, sum2, min, max] = m.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    t0 ??= start
    const values: ParsedResult['values'] = { transactions: { value: n } }
    if (n > 0) {
      const mean = sum / n
      const latency: ParsedResult['values'][string] = { value: round(mean), min, max, n }
      if (n > 1) latency.stddev = round(Math.sqrt(Math.max(0, (sum2 - n * mean * mean) / (n - 1))))
      values.latency = latency
    }
    results.push({ benchmark: 'transactions', params: { elapsed: start - t0, thread }, values })
  })
  if (!results.length) fail(f.path, 1, 'at least one aggregated interval line')
  const metrics: Record<string, Metric> = { transactions: METRICS.transactions! }
  if (results.some((r) => r.values.latency)) metrics.latency = METRICS.latency!
  return makeRun('pgbench', metrics, results, {
    date: isoFromEpochSeconds(t0, f.path, 'line 1'),
  })
}

const pgbenchLogParser: Parser = {
  id: 'pgbench-log',
  tool: 'pgbench (aggregated log)',
  description: 'pgbench --log --aggregate-interval logs: per-interval transactions and latency (µs) per thread',
  produce:
    'pgbench -c 10 -j 2 -T 60 --log --aggregate-interval=1 --log-prefix=agg mydb   (then agg.<pid>, agg.<pid>.1, …)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pgbenchLog = defineParser(pgbenchLogParser)

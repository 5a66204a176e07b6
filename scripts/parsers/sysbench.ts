// sysbench's text report (sysbench cpu|memory|fileio|threads|mutex … run):
//   Number of threads: 2
//   CPU speed:
//       events per second:  1319.38
//   General statistics:
//       total time:                          3.0025s
//       total number of events:              3962
//   Latency (ms):
//            min:                                    0.22
//            avg:                                    1.45
//            max:                                  131.68
//            95th percentile:                        8.28
// One result per report: benchmark = the test (cpu, memory, fileio, threads, mutex, oltp, as the
// report's own lines tell), param threads. Metrics: "events" (events/s: the CPU speed line, or the
// memory test's operations per second), "latency" (ms: avg, min, max and the percentile line, n = the
// total number of events), and for memory "transfer" (MiB/s).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  events: { label: 'Events per second', unit: 'events/s', direction: 'higher' },
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  transfer: { label: 'Transfer rate', unit: 'MiB/s', direction: 'higher' },
}

function detect(input: ParserInput): number {
  const h = head(input, 8192)
  return /^sysbench \d+\.\d+/m.test(h) && /^General statistics:/m.test(h)
    ? 0.95
    : /^General statistics:/m.test(h) && /^Threads fairness:/m.test(h)
      ? 0.9
      : 0
}

function testName(text: string): string {
  if (/^CPU speed:/m.test(text)) return 'cpu'
  if (/MiB transferred/.test(text)) return 'memory'
  if (/^File operations:/m.test(text)) return 'fileio'
  if (/^SQL statistics:/m.test(text)) return 'oltp'
  return 'sysbench'
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const get = (re: RegExp): [string, number] | undefined => {
    for (let i = 0; i < lines.length; i++) {
      const m = re.exec(lines[i]!)
      if (m) return [m[1]!, i + 1]
    }
    return undefined
  }
  const num = (re: RegExp, what: string): number | undefined => {
    const g = get(re)
    if (!g) return undefined
    return toNum(g[0]) ?? fail(f.path, g[1], `${what}, found "${g[0]}"`)
  }
  const totalTime = num(/^\s+total time:\s+(\S+?)s\s*$/, 'the total time in seconds')
  const totalEvents = num(/^\s+total number of events:\s+(\S+)\s*$/, 'the number of events')
  const avg = num(/^\s+avg:\s+(\S+)\s*$/, 'the average latency in ms')
  if (totalTime === undefined || totalEvents === undefined || avg === undefined)
    fail(
      f.path,
      1,
      'the "General statistics:" (total time, total number of events) and "Latency (ms):" sections of a sysbench report',
    )
  const values: ParsedResult['values'] = {}
  const eps =
    num(/^\s+events per second:\s+(\S+)\s*$/, 'events per second') ??
    num(/^Total operations: \d+ \((\S+) per second\)/, 'operations per second')
  if (eps !== undefined) values.events = { value: eps }
  const latency: ParsedResult['values'][string] = { value: avg }
  const min = num(/^\s+min:\s+(\S+)\s*$/, 'the minimum latency')
  const max = num(/^\s+max:\s+(\S+)\s*$/, 'the maximum latency')
  if (min !== undefined) latency.min = min
  if (max !== undefined) latency.max = max
  const pct = get(/^\s+(\d+(?:\.\d+)?)th percentile:\s+\S+\s*$/)
  const pv = num(/^\s+\d+(?:\.\d+)?th percentile:\s+(\S+)\s*$/, 'the percentile latency')
  if (pct && pv !== undefined) latency.percentiles = { [String(Number(pct[0]))]: pv }
  if (Number.isInteger(totalEvents) && totalEvents >= 1) latency.n = totalEvents
  values.latency = latency
  const mib = num(/MiB transferred \((\S+) MiB\/sec\)/, 'the transfer rate in MiB/sec')
  if (mib !== undefined) values.transfer = { value: mib }
  const threads = num(/^Number of threads:\s+(\d+)\s*$/, 'the number of threads')
  const result: ParsedResult = { benchmark: testName(f.text), values }
  if (threads !== undefined) result.params = { threads }
  const version = /^sysbench (\d+\.\d+\.\d+)/m.exec(f.text)?.[1]
  const metrics: Record<string, Metric> = { latency: METRICS.latency! }
  if (values.events) metrics.events = METRICS.events!
  if (values.transfer) metrics.transfer = METRICS.transfer!
  return makeRun('sysbench', metrics, [result], { environment: version ? { tool: `sysbench ${version}` } : undefined })
}

const sysbenchParser: Parser = {
  id: 'sysbench',
  tool: 'sysbench',
  description: 'sysbench text report: events per second, latency (avg, min, max, percentile), threads',
  produce: 'sysbench cpu --threads=4 --time=30 run > sysbench.txt',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const sysbench = defineParser(sysbenchParser)

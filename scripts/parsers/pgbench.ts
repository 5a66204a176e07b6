// pgbench's summary (stdout; progress lines of -P go to stderr):
//   transaction type: <builtin: TPC-B (sort of)>
//   scaling factor: 2
//   number of clients: 4
//   number of threads: 2
//   number of transactions actually processed: 2163
//   number of failed transactions: 0 (0.000%)
//   latency average = 9.237 ms
//   latency stddev = 0.836 ms                      (with -P or --rate)
//   tps = 433.020029 (without initial connection time)
//   statement latencies in milliseconds and failures:      (with -r)
//            0.252           0  SELECT abalance FROM pgbench_accounts WHERE aid = :aid;
// One result per transaction type ("TPC-B (sort of)", "select only", or the script's file name),
// params clients, threads, scale and query mode. Metrics: "tps" (transactions/s, higher), "latency"
// (ms, the average, with the stddev when printed, n = transactions processed) and "failed" (failed
// transactions). With -r every statement is a result of its own ("<type>: <statement>") with its
// average latency in "statement-latency" (ms).
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, metricsUsed, toCount, toNum, setParam } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { oneLine } from './scan'

const METRICS: Record<string, Metric> = {
  tps: { label: 'Transactions per second', unit: 'tx/s', direction: 'higher' },
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  failed: { label: 'Failed transactions', unit: 'transactions', direction: 'lower' },
  'statement-latency': { label: 'Statement latency', unit: 'ms', direction: 'lower', stat: 'mean' },
}

function detect(input: ParserInput): number {
  const h = head(input, 4096)
  return /^transaction type: /m.test(h) && /^tps = \S+/m.test(h) && /^number of clients: \d+/m.test(h) ? 0.95 : 0
}

/**
 * "   0.012  0  BEGIN;" → [, latency, statement], as /^\s+(\S+)\s+(?:\d+\s+)?(\S.*?)\s*$/ read it, in
 * one pass (the lazy statement tried every split of trailing white space).
 */
export function statementLine(line: string): [string, string, string] | undefined {
  const m = /^\s+(\S+)\s+/.exec(line)
  if (!m) return undefined
  const rest = line.slice(m[0].length)
  const body = (r: string) => {
    const t = r.trimEnd()
    return t && oneLine(t) ? t : undefined
  }
  const count = /^\d+\s+/.exec(rest)
  const s = (count && body(rest.slice(count[0].length))) || body(rest)
  return s ? [line, m[1]!, s] : undefined
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const kv = new Map<string, [string, number]>()
  const statements: Array<[string, number, number]> = []
  let inStatements = false
  lines.forEach((line, i) => {
    if (/^statement latencies in milliseconds/.test(line)) {
      inStatements = true
      return
    }
    if (inStatements) {
      const s = statementLine(line)
      if (s && /^\s/.test(line)) {
        statements.push([s[2]!, toNum(s[1]!) ?? fail(f.path, i + 1, `a latency in ms, found "${s[1]}"`), i + 1])
        return
      }
      inStatements = false
    }
    const m = /^([a-z][a-z ]+?)(?::| =) (.*)$/.exec(line)
    if (m && !kv.has(m[1]!)) kv.set(m[1]!, [m[2]!, i + 1])
  })
  const need = (k: string) => kv.get(k) ?? fail(f.path, 1, `a "${k}" line (pgbench's summary)`)
  const num = (k: string, re: RegExp, what: string): number => {
    const [v, lineNo] = need(k)
    const m = re.exec(v)
    return (m ? toNum(m[1]!) : undefined) ?? fail(f.path, lineNo, `${what}, found "${v}"`)
  }
  /** A count, read whole ("1e309" is refused, not read as 1); with -t pgbench prints "done/planned". */
  const count = (k: string, what: string): number => {
    const [v, lineNo] = need(k)
    const [done = '', planned] = (/^\S+/.exec(v)?.[0] ?? '').split('/')
    const n = toCount(done)
    return n !== undefined && (planned === undefined || toCount(planned) !== undefined)
      ? n
      : fail(f.path, lineNo, `${what}, found "${v}"`)
  }
  const opt = (k: string, re: RegExp, what: string) => (kv.has(k) ? num(k, re, what) : undefined)
  const type = need('transaction type')[0]
    .replace(/^<builtin: (.*)>$/, '$1')
    .slice(0, 200)
  const processed = count('number of transactions actually processed', 'a number of transactions')
  const latency: ParsedResult['values'][string] = {
    value: num('latency average', /^(\S+) ms$/, 'an average latency in ms'),
  }
  const sd = opt('latency stddev', /^(\S+) ms$/, 'a latency stddev in ms')
  if (sd !== undefined) latency.stddev = sd
  if (processed >= 1) latency.n = processed
  const values: ParsedResult['values'] = { tps: { value: num('tps', /^(\S+)/, 'transactions per second') }, latency }
  const failed = kv.has('number of failed transactions')
    ? count('number of failed transactions', 'a number of failed transactions')
    : undefined
  if (failed !== undefined) values.failed = { value: failed }
  const params: Record<string, ParamValue> = {}
  const clients = opt('number of clients', /^(\d+)$/, 'a number of clients')
  const threads = opt('number of threads', /^(\d+)$/, 'a number of threads')
  const scale = opt('scaling factor', /^(\d+)$/, 'a scaling factor')
  if (clients !== undefined) params.clients = clients
  if (threads !== undefined) params.threads = threads
  if (scale !== undefined) params.scale = scale
  if (kv.has('query mode')) setParam(params, 'query mode', kv.get('query mode')![0].slice(0, 200))
  const results: ParsedResult[] = [{ benchmark: type, params, values }]
  for (const [stmt, ms] of statements)
    results.push({
      benchmark: `${type}: ${stmt}`.slice(0, 300),
      params,
      values: { 'statement-latency': { value: ms } },
    })
  const metrics = metricsUsed(results, METRICS)
  const version = /^pgbench \((\d[\d.]*)/m.exec(f.text)?.[1]
  return makeRun('pgbench', metrics, results, { environment: version ? { tool: `pgbench ${version}` } : undefined })
}

const pgbenchParser: Parser = {
  id: 'pgbench',
  tool: 'pgbench',
  description: 'pgbench summary: tps, average latency (and stddev), failed transactions, per-statement latencies (-r)',
  produce: 'pgbench -h 127.0.0.1 -c 10 -j 2 -T 60 -r mydb > pgbench.txt',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pgbench = defineParser(pgbenchParser)

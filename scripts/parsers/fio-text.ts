// fio's default (normal) text output:
//   randread: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=psync, iodepth=1
//   randread: (groupid=0, jobs=1): err= 0: pid=26429: Wed Nov 25 19:56:44 2026
//     read: IOPS=11.0k, BW=42.9MiB/s (45.0MB/s)(85.8MiB/2001msec)
//       clat (usec): min=39, max=50693, avg=90.09, stdev=613.66
//       clat (nsec): min=564, max=17015k, avg=1809.36, stdev=42541.58   (6 digits at most: k, M, G after)
//       clat percentiles (usec):
//        |  1.00th=[   43],  5.00th=[   44], 10.00th=[   44], 20.00th=[   45],
// One result per job and direction, with the JSON output's metrics (fio.ts): "iops" (the IOPS fio
// prints, 3 significant digits; the "iops : min=…" line describes per-interval rates, which in a
// short run lie above the overall figure, so it is not taken as its spread), "bandwidth" (B/s
// from BW=…MiB/s) and "latency" (clat in ns: mean, stddev, min, max, the percentiles). Params: rw (the
// direction), and ioengine and iodepth from the job's first line. A job with err ≠ 0 is refused.
// numjobs=N without group_reporting prints N blocks of one name ("..." under the job's first line,
// "jobs=1" in each block): they are told apart by a "job" param, 1 to N in the order printed.
import type { Measurement } from '../../data/schema/schema'
import { round12, unitFactor } from '../../data/numbers/numbers'
import { normalizeUnit, prefixFactor } from '../../data/numbers/units'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './fio'
import { pctKey } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { indentedLine, oneLine } from './scan'

/** fio's "usec", "KiB", "k" in the core's units: nanoseconds in one, bytes in one, the prefix's factor. */
const ns = (unit: string) => unitFactor(normalizeUnit(unit), 'ns')
const bytes = (unit: string) => unitFactor(unit, 'B')

function detect(input: ParserInput): number {
  const h = head(input, 16384)
  return /^\S+: \(groupid=\d+, jobs=\d+\): err=\s*\d+/m.test(h) && indentedLine(h, /(read|write|trim): IOPS=/y, 1)
    ? 0.9
    : 0
}

/**
 * "seq: (g=0): rw=read, bs=…, ioengine=psync, iodepth=1" → [, job, rw, ioengine, iodepth], as
 * /^(\S+): \(g=\d+\): rw=(\w+), .*ioengine=(\S+), iodepth=(\d+)$/ read it, in one pass: the value ends where
 * ", iodepth=" ends the line, and starts after the last "ioengine=" before it (.* tried each one).
 */
export function jobOptions(line: string): string[] | null {
  const head = /^(\S+): \(g=\d+\): rw=(\w+), /.exec(line)
  const tail = /, iodepth=(\d+)$/.exec(line)
  if (!head || !tail || !oneLine(line)) return null
  const at = line.lastIndexOf('ioengine=', tail.index - 10)
  const engine = line.slice(at + 9, tail.index)
  return at >= head[0].length && !/\s/.test(engine) ? [line, head[1]!, head[2]!, engine, tail[1]!] : null
}

/** "min=564, max=17015k, avg=1809.36, stdev=42541.58" → their numbers, a k/M/G multiplier applied
 *  (fio writes a value of more than 6 digits as "20053k", "6829.6k"). */
function fields(f: InputFile, s: string, lineNo: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const m of s.matchAll(/(?<!\w)(\w+)=\s*([^,\s]+)/g)) {
    const x = /^(.*?)([kMG]?)$/.exec(m[2]!)!
    const v = toNum(x[1]!)
    if (v === undefined) fail(f.path, lineNo, `a number after "${m[1]}=" (such as 50693 or 6829.6k), found "${m[2]}"`)
    out[m[1]!] = round12(v * prefixFactor(x[2]!)!)
  }
  return out
}

/** " |  1.00th=[   54],  5.00th=[   57]," → into lat.percentiles, in ns. */
function percentiles(f: InputFile, line: string, lineNo: number, lat: Measurement, unit: number): void {
  for (const cell of line
    .replace(/^\s+\|/, '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const p = /^(\d+\.\d+)th=\[\s*(\d+)\]$/.exec(cell)
    const key = p ? pctKey(p[1]!) : undefined
    if (!p || key === undefined || lat.percentiles?.[key] !== undefined)
      fail(f.path, lineNo, `a percentile such as "99.00th=[ 1020]", each once, found "${cell.slice(0, 40)}"`)
    lat.percentiles = { ...lat.percentiles, [key]: Number(p[2]) * unit }
  }
}

/** A job's header or IOPS line the reader above did not take: skipping it would hand its figures to no job, or
 *  to the clone numbered after it (the truncation sweep found err= NaN storing the second clone's IOPS as job 1's). */
const UNREAD = /^(?:\S+: \(groupid=|\s+(?:read|write|trim): IOPS=)/

function unread(line: string, job: string | undefined): string {
  const found = `found "${line.trim().slice(0, 60)}"`
  if (/^\S/.test(line)) return `"<job>: (groupid=0, jobs=1): err= 0: …", ${found}`
  return `${job ? 'IOPS=<n>, BW=<n><unit>/s' : 'a job\'s header ("<job>: (groupid=0, jobs=1): err= 0") above it'}, ${found}`
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  const opts = new Map<string, Record<string, string>>()
  /** Jobs whose first line is followed by "..." (numjobs > 1), and how many blocks of each were read. */
  const cloned = new Set<string>()
  const seen = new Map<string, number>()
  let last: string | undefined
  let job: string | undefined
  let clone: number | undefined
  let cur: ParsedResult | undefined
  let pcts: { unit: number; lineNo: number } | undefined
  linesOf(f.text).forEach((line, i) => {
    const lineNo = i + 1
    let m: RegExpExecArray | null
    if (pcts && /^\s+\|/.test(line)) return percentiles(f, line, lineNo, cur!.values.latency!, pcts.unit)
    pcts = undefined
    const options = jobOptions(line)
    if (options) {
      opts.set(options[1]!, { ioengine: options[3]!, iodepth: options[4]! })
      last = options[1]
    } else if (line === '...' && last) cloned.add(last)
    else if ((m = /^(\S+): \(groupid=\d+, jobs=(\d+)\): err=\s*(\d+)/.exec(line))) {
      if (m[3] !== '0') fail(f.path, lineNo, `a job that ran without error, found err=${m[3]} for "${m[1]}"`)
      // A block with no "read:"/"write:" line would shift the numbering of the clones after it.
      if (job && !cur) fail(f.path, lineNo, `a "read:" or "write:" line for the job "${job}" above, found another job`)
      ;[job, cur, clone] = [m[1], undefined, undefined]
      if (cloned.has(job!) && m[2] === '1') seen.set(job!, (clone = (seen.get(job!) ?? 0) + 1))
    } else if (
      job &&
      (m = /^\s+(read|write|trim): IOPS=([\d.]+)([kMG]?), BW=([\d.]+)(B|KiB|MiB|GiB|TiB)\/s /.exec(line))
    ) {
      const o = opts.get(job) ?? {}
      cur = {
        benchmark: job,
        params: {
          rw: m[1]!,
          ...(clone ? { job: clone } : {}),
          ...(o.ioengine ? { ioengine: o.ioengine } : {}),
          ...(o.iodepth ? { iodepth: Number(o.iodepth) } : {}),
        },
        values: {},
      }
      cur.values.iops = { value: round12(Number(m[2]) * prefixFactor(m[3]!)!) }
      cur.values.bandwidth = { value: round12(Number(m[4]) * bytes(m[5]!)) }
      results.push(cur)
    } else if (UNREAD.test(line)) fail(f.path, lineNo, unread(line, job))
    else if (cur?.values.latency && /^\s+clat \(/.test(line)) {
      fail(
        f.path,
        lineNo,
        `a "read:" or "write:" line before another clat line (one clat line per direction), found "${line.trim().slice(0, 60)}"`,
      )
    } else if (cur && (m = /^\s+clat \((nsec|usec|msec)\): (.+)$/.exec(line))) {
      const x = fields(f, m[2]!, lineNo)
      const u = ns(m[1]!)
      if ([x.avg, x.min, x.max, x.stdev].includes(undefined))
        fail(f.path, lineNo, `"clat (usec): min=…, max=…, avg=…, stdev=…", found "${line.trim()}"`)
      const lat: Measurement = {
        value: round12(x.avg! * u),
        min: round12(x.min! * u),
        max: round12(x.max! * u),
        stddev: round12(x.stdev! * u),
      }
      cur.values.latency = lat
    } else if (cur?.values.latency && (m = /^\s+clat percentiles \((nsec|usec|msec)\):$/.exec(line))) {
      pcts = { unit: ns(m[1]!), lineNo }
    }
  })
  if (job && !cur) fail(f.path, 1, `a "read:" or "write:" line for the job "${job}" (the output ends early)`)
  if (!results.length)
    fail(f.path, 1, 'a job of fio\'s normal output ("<job>: (groupid=0, jobs=1): err= 0" and "read: IOPS=…")')
  for (const r of results)
    if (!r.values.latency)
      fail(f.path, 1, `a "clat (usec): …" line for ${r.benchmark} ${String(r.params?.rw)} (the output ends early)`)
  const warnings = [
    `${f.path}: fio's normal output rounds IOPS and bandwidth to 3 significant digits; --output-format=json keeps them whole`,
  ]
  return makeRun('fio', { ...METRICS }, results, { warnings })
}

const fioTextParser: Parser = {
  id: 'fio-text',
  tool: 'fio',
  description:
    "fio's normal (default) text output: IOPS, bandwidth and completion latency with percentiles per job and direction",
  produce: 'fio job.fio > fio.txt   (--output-format=json keeps full precision)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const fioText = defineParser(fioTextParser)

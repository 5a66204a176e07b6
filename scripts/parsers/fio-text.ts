// fio's default (normal) text output:
//   randread: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=psync, iodepth=1
//   randread: (groupid=0, jobs=1): err= 0: pid=26429: Wed Nov 25 19:56:44 2026
//     read: IOPS=11.0k, BW=42.9MiB/s (45.0MB/s)(85.8MiB/2001msec)
//       clat (usec): min=39, max=50693, avg=90.09, stdev=613.66
//       clat percentiles (usec):
//        |  1.00th=[   43],  5.00th=[   44], 10.00th=[   44], 20.00th=[   45],
// One result per job and direction, with the JSON output's metrics (fio.ts): "iops" (the IOPS fio
// prints, 3 significant digits; the "iops : min=…" line describes per-interval rates, which in a
// short run lie above the overall figure, so it is not taken as its spread), "bandwidth" (B/s
// from BW=…MiB/s) and "latency" (clat in ns: mean, stddev, min, max, the percentiles). Params: rw (the
// direction), and ioengine and iodepth from the job's first line. A job with err ≠ 0 is refused.
import type { Measurement } from '../../data/schema/schema'
import { round12, unitFactor } from '../../data/schema/numbers'
import { normalizeUnit, prefixFactor } from '../../data/schema/units'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './fio'
import { pctKey } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** fio's "usec", "KiB", "k" in the core's units: nanoseconds in one, bytes in one, the prefix's factor. */
const ns = (unit: string) => unitFactor(normalizeUnit(unit), 'ns')
const bytes = (unit: string) => unitFactor(unit, 'B')

function detect(input: ParserInput): number {
  const h = head(input, 16384)
  return /^\S+: \(groupid=\d+, jobs=\d+\): err=\s*\d+/m.test(h) && /^\s+(read|write|trim): IOPS=/m.test(h) ? 0.9 : 0
}

/** "min=39, max=50693, avg=90.09, stdev=613.66" → their numbers. */
function fields(f: InputFile, s: string, lineNo: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const m of s.matchAll(/(\w+)=\s*([^,\s]+)/g)) {
    const v = toNum(m[2]!.replace(/%$/, ''))
    if (v === undefined) fail(f.path, lineNo, `a number after "${m[1]}=", found "${m[2]}"`)
    out[m[1]!] = v
  }
  return out
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  const opts = new Map<string, Record<string, string>>()
  let job: string | undefined
  let cur: ParsedResult | undefined
  let pcts: { unit: number; lineNo: number } | undefined
  linesOf(f.text).forEach((line, i) => {
    const lineNo = i + 1
    let m: RegExpExecArray | null
    if (pcts && /^\s+\|/.test(line)) {
      const lat = cur!.values.latency!
      for (const cell of line
        .replace(/^\s+\|/, '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)) {
        const p = /^(\d+\.\d+)th=\[\s*(\d+)\]$/.exec(cell)
        const key = p ? pctKey(p[1]!) : undefined
        if (!p || key === undefined || lat.percentiles?.[key] !== undefined)
          fail(f.path, lineNo, `a percentile such as "99.00th=[ 1020]", each once, found "${cell.slice(0, 40)}"`)
        lat.percentiles = { ...lat.percentiles, [key]: Number(p[2]) * pcts.unit }
      }
      return
    }
    pcts = undefined
    if ((m = /^(\S+): \(g=\d+\): rw=(\w+), .*ioengine=(\S+), iodepth=(\d+)$/.exec(line)))
      opts.set(m[1]!, { ioengine: m[3]!, iodepth: m[4]! })
    else if ((m = /^(\S+): \(groupid=\d+, jobs=\d+\): err=\s*(\d+)/.exec(line))) {
      if (m[2] !== '0') fail(f.path, lineNo, `a job that ran without error, found err=${m[2]} for "${m[1]}"`)
      ;[job, cur] = [m[1], undefined]
    } else if (
      job &&
      (m = /^\s+(read|write|trim): IOPS=([\d.]+)([kMG]?), BW=([\d.]+)(B|KiB|MiB|GiB|TiB)\/s /.exec(line))
    ) {
      const o = opts.get(job) ?? {}
      cur = {
        benchmark: job,
        params: {
          rw: m[1]!,
          ...(o.ioengine ? { ioengine: o.ioengine } : {}),
          ...(o.iodepth ? { iodepth: Number(o.iodepth) } : {}),
        },
        values: {},
      }
      cur.values.iops = { value: round12(Number(m[2]) * prefixFactor(m[3]!)!) }
      cur.values.bandwidth = { value: round12(Number(m[4]) * bytes(m[5]!)) }
      results.push(cur)
    } else if (cur?.values.latency && /^\s+clat \(/.test(line)) {
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

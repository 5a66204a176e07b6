// Google Benchmark's user counters carry flags (benchmark::Counter::kIsRate, kInvert) that only the
// console report shows: since 1.2 it prints a rate with "/s" ("fills=3.56G/s"), since 1.5.1 an inverted
// rate (kIsRate | kInvert, seconds per thing counted) with "s" ("per_fill=280.6ps"). The JSON and CSV
// reporters write the counter's value alone, up to the library's newest version. This file reads the
// flags from a console report so that a JSON report of the same run (ingest --run writes both) gets them,
// and a printed counter's value (counterValue, for the console parser). Pure, no I/O.
import type { J } from './json-shared'
import { fail, toNum } from './shared'
import type { InputFile } from './types'
import type { NonFinite } from './json-non-finite'
import { round12 } from '../../data/numbers/numbers'
import { prefixFactor } from '../../data/numbers/units'

/** How the console printed a counter: per second (a rate) or seconds per thing (an inverted rate). */
export type CounterFlag = 'rate' | 'inverted'

/** The flags of the counters a report printed, by name; counters printed as plain numbers are absent. */
export type CounterFlags = ReadonlyMap<string, CounterFlag>

/** A number with the library's SI prefix (HumanReadableNumber: k…Y above one, m…y below; from 1.8 on
 *  Ki…Pi for a 1024-based counter). */
const NUMBER = '-?[\\d.]+(?:e[+-]?\\d+)?(?:[kMGTPEZYmunpfazy]|[KMGTP]i)?'
const RATE = new RegExp(`^${NUMBER}/s$`)
const INVERTED = new RegExp(`^${NUMBER}s$`)

/** The flag a printed counter value shows: "3.56G/s" a rate, "280.6ps" an inverted rate. */
export function flagOfPrinted(value: string): CounterFlag | undefined {
  return RATE.test(value) ? 'rate' : INVERTED.test(value) ? 'inverted' : undefined
}

export const CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/
const TIME_UNITS = new Set(['ns', 'us', 'ms', 's', '%'])

/**
 * The counters' flags and the benchmark names of a console report ("name=value" counters, or columns
 * with --benchmark_counters_tabular=true). A counter printed once per second is a rate everywhere.
 */
export function consoleFlags(text: string): { flags: Map<string, CounterFlag>; names: string[] } {
  const flags = new Map<string, CounterFlag>()
  const names: string[] = []
  let columns: string[] | undefined
  for (const raw of text.split('\n')) {
    const s = raw.trim()
    if (CONSOLE_HEADER.test(s)) {
      columns = s
        .split(/\s+/)
        .slice(4)
        .filter((c) => c !== 'UserCounters...')
      continue
    }
    if (!columns || s === '' || /^-+$/.test(s)) continue
    const t = s.split(/\s+/)
    // name, time, unit, CPU, unit, iterations, counters: complexity rows (BigO) have no time unit.
    if (t.length < 5 || !TIME_UNITS.has(t[2]!)) continue
    names.push(t[0]!)
    const counters = t.slice(6)
    counters.forEach((c, i) => {
      const kv = columns!.length ? [columns![i], c] : /^([^=]+)=(.+)$/.exec(c)?.slice(1)
      const flag = kv?.[0] && kv[1] ? flagOfPrinted(kv[1]) : undefined
      if (flag) flags.set(kv![0]!, flag)
    })
  }
  return { flags, names }
}

/** The console report given beside the JSON printed the same run: every benchmark it shows is in the JSON. */
export function sameRun(root: J, console: string[]): void {
  const names = new Set(
    root
      .arr('benchmarks', 'an array of benchmark runs')
      .map((j) => j.obj('a benchmark run object').str('name', 'the benchmark name (a string)')),
  )
  const missing = console.filter((n) => !names.has(n))
  if (missing.length || console.length === 0)
    root.fail(
      `the benchmarks of the console report given with it (${missing.length ? `it shows ${missing.slice(0, 3).join(', ')}, which this JSON lacks` : 'it shows none'}): both must come from the same run`,
    )
}

/**
 * Reads "863.582M/s", "64", "6.97%", "280.6ps" (an inverted rate, in seconds) into a number;
 * bytes_per_second uses 1024-based suffixes: "k", "M" up to 1.7, "Ki", "Mi" from 1.8 on.
 */
export function counterValue(raw: string, field: string, cv: boolean): number | undefined {
  const m = /^(-?[\d.]+(?:e[+-]?\d+)?)([kMGTPEZYmunpfazy]|[KMGTP]i)?(\/s|s)?(%)?$/.exec(raw)
  const v = m ? toNum(m[1] as string) : undefined
  if (!m || v === undefined) return undefined
  if (m[4]) return cv ? v / 100 : v
  // Up to 1.7, bytes_per_second's "k" is a KiB: the binary prefix of the same letter.
  const prefix =
    field === 'bytes_per_second' && m[2] && m[2].length === 1 && 'kMGTP'.includes(m[2])
      ? `${m[2].toUpperCase()}i`
      : m[2]
  const base = prefixFactor(prefix ?? '')
  return base === undefined ? undefined : round12(v * base)
}

/**
 * A figure the library could not compute, printed as the C library spells it ("-nan%", "nan", "inf/s"): the
 * CV of a counter that stays 0 is 0/0. It is read as no value, as the JSON reporter's bare NaN is.
 */
const NON_FINITE = /^[-+]?(?:nan|inf(?:inity)?)(?:%|\/s|s)?$/i

/** Whether a printed figure is one of those ("-nan", "inf%"): the console and CSV reports read it as no value. */
export const isNonFinite = (cell: string): boolean => NON_FINITE.test(cell)

/**
 * The counters of one console row ("name=value" cells, or the columns under `header` with
 * --benchmark_counters_tabular=true) into `row`, their flags into `flags`; a non-finite cell is null in
 * `row` and noted in `found` (the caller's one warning).
 */
export function readCounters(
  f: InputFile,
  lineNo: number,
  rest: string,
  header: string[],
  cv: boolean,
  row: Record<string, unknown>,
  flags: Map<string, CounterFlag>,
  found: NonFinite[],
): void {
  const fields = rest.split(/\s+/).filter(Boolean)
  if (header.length && fields.length !== header.length)
    fail(
      f.path,
      lineNo,
      `${header.length} counter columns (${header.join(', ')}), found ${fields.length}: "${rest.slice(0, 80)}"`,
    )
  fields.forEach((t, i) => {
    const kv = header.length ? [header[i], t] : /^([^=]+)=(.+)$/.exec(t)?.slice(1)
    if (kv?.[0] && isNonFinite(kv[1] as string)) {
      found.push({ line: lineNo, key: kv[0], token: kv[1] as string })
      row[kv[0]] = null
      return
    }
    const v = kv?.[0] ? counterValue(kv[1] as string, kv[0], cv) : undefined
    if (!kv?.[0] || v === undefined)
      fail(
        f.path,
        lineNo,
        header.length
          ? `a number under "${String(kv?.[0])}" such as "863.582M/s", found "${t}"`
          : `a counter "name=value" such as "bytes_per_second=863.582M/s", found "${t}"`,
      )
    row[kv[0]] = v
    // A kIsRate counter is printed per second ("/s"), an inverted one in seconds ("s").
    const flag = flagOfPrinted(kv[1] as string)
    if (flag) flags.set(kv[0], flag)
  })
}

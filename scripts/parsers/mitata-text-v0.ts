// mitata 0.x's console table (mitata-text.ts reads both layouts; this is the older one's row):
//   benchmark         time (avg)             (min … max)       p75       p99      p999
//   ---------------------------------------------------- -----------------------------
//   fib(10)          908 ns/iter     (478 ns … 4'441 ns)    548 ns  4'407 ns  4'441 ns
// Times are whole numbers from 100 ns up, with "'" between thousands ("4'441 ns"); below 100 ns two
// decimals ("41.23 ns"). The min/max and the percentile columns can be turned off (run({ min_max:
// false, percentiles: false })): the header says which are there.
import type { Measurement } from '../../data/schema/schema'
import { namedLine } from './scan'
import type { Groups } from './scan'

export const HEADER_V0 = /^benchmark\s+time \(avg\)(?:\s|$)/

export interface ColumnsV0 {
  minMax: boolean
  percentiles: boolean
}

/** Which columns the header names. */
export function columnsV0(header: string): ColumnsV0 {
  return { minMax: /\(min … max\)/.test(header), percentiles: /\sp75\s+p99\s+p999$/.test(header) }
}

const T = "([\\d'.]+ (?:ps|ns|µs|ms|s))"

/** The row's pattern for these columns: name, avg, then min and max, then p75, p99 and p999. */
export function rowV0(c: ColumnsV0): { exec(s: string): Groups | null } {
  // /^(\S.*?)\s+<rest>$/, its name found run by run (scan.ts namedLine): the lazy name tried every split
  // of a long run of spaces.
  const rest = new RegExp(
    `${T}/iter` +
      (c.minMax ? `\\s+\\(\\s*${T} … \\s*${T}\\)` : '') +
      (c.percentiles ? `\\s+${T}\\s+${T}\\s+${T}` : '') +
      '$',
    'y',
  )
  return { exec: (s) => namedLine(s, rest) }
}

/** A matched row's figures, each through `ns` ("4'441 ns" → 4441). */
export function timeV0(m: ArrayLike<string | undefined>, c: ColumnsV0, ns: (t: string) => number): Measurement {
  const t: Measurement = { value: ns(m[2]!) }
  let i = 3
  if (c.minMax) {
    t.min = ns(m[i++]!)
    t.max = ns(m[i++]!)
  }
  if (c.percentiles) t.percentiles = { '75': ns(m[i++]!), '99': ns(m[i++]!), '99.9': ns(m[i++]!) }
  return t
}

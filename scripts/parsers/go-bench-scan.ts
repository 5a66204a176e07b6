// The hot path of the go-test-bench parser: one result line read straight from its bytes, as go test
// prints it (name, blanks, then tab-separated columns: the iteration count, then "<value> <unit>"
// padded with spaces). Sample line:
//   BenchmarkSortInts/n=16-2   	 1000484	        59.32 ns/op	        16.00 elems/op	     128 B/op
// One pass reads each number as it goes: plain decimals of up to 15 digits are read digit by digit,
// and digits / 10^k of two exact doubles is correctly rounded, so exactly what Number() gives.
// Anything it is not sure about (non-ASCII bytes, other blanks, signs, exponents that do not parse,
// odd spacing, more than 64 columns) makes it decline, and the parser's general path over text then
// reads or reports the line. Pure: no I/O, no strings made for the numbers.
import { asciiString } from './line-cutter'
import { POW10, toNum } from './shared'

/** What the last successful scan found: the name's end and, per column, the value and where its unit lies. */
export interface GoScan {
  nameEnd: number
  vals: Float64Array
  from: Int32Array
  to: Int32Array
}

const MAX_COLUMNS = 64

export function goScanScratch(): GoScan {
  return {
    nameEnd: 0,
    vals: new Float64Array(MAX_COLUMNS),
    from: new Int32Array(MAX_COLUMNS),
    to: new Int32Array(MAX_COLUMNS),
  }
}

/** Whether b[s, e) starts with "Benchmark". */
/** An iteration count: digits only. */
export function isCount(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return s.length > 0
}

export function isBenchmarkBytes(b: Buffer, s: number, e: number): boolean {
  return (
    e - s >= 9 &&
    b[s] === 66 &&
    b[s + 1] === 101 &&
    b[s + 2] === 110 &&
    b[s + 3] === 99 &&
    b[s + 4] === 104 &&
    b[s + 5] === 109 &&
    b[s + 6] === 97 &&
    b[s + 7] === 114 &&
    b[s + 8] === 107
  )
}

/** A byte that can end a name or unit as trim() would leave it (bytes from 0x80 never get here). */
const solid = (c: number): boolean => c > 32

/**
 * Scans the result line b[s, e) (which starts with "Benchmark") into `out`: returns the number of
 * value columns, or -1 to decline.
 */
export function scanGoResult(b: Buffer, s: number, e: number, out: GoScan): number {
  let i = s + 9
  let firstSpace = -1
  let c = 0
  while (i < e && (c = b[i] as number) !== 9) {
    // the name, up to the first tab
    if (c >= 0x80) return -1
    if (c === 32 && firstSpace < 0) firstSpace = i
    i++
  }
  if (i >= e) return -1
  const tab = i
  let nameEnd = tab
  while (nameEnd > s + 9 && b[nameEnd - 1] === 32) nameEnd--
  if ((firstSpace >= 0 && firstSpace < nameEnd) || !solid(b[nameEnd - 1] as number)) return -1
  out.nameEnd = nameEnd
  c = 32
  while (c === 32 && ++i < e) c = b[i] as number // the iteration count: digits between blanks
  const d0 = i
  while (i < e && (c = b[i] as number) >= 48 && c <= 57) i++
  if (i === d0) return -1
  while (c === 32 && ++i < e) c = b[i] as number
  if (i >= e || c !== 9) return -1
  let n = 0
  while (i < e) {
    // at a tab: one column
    c = 32
    while (c === 32 && ++i < e) c = b[i] as number
    if (i >= e) break
    if (c === 9) continue // an empty column
    const a = i
    let m = 0
    let digits = 0
    let dot = -1
    let odd = false
    for (;;) {
      if (c >= 48 && c <= 57) {
        m = m * 10 + (c - 48)
        digits++
      } else if (c === 46 && dot < 0) dot = i
      else if (c === 32 || c === 9) break
      else if (c >= 0x80) return -1
      else odd = true
      if (++i >= e) return -1
      c = b[i] as number
    }
    if (c !== 32) return -1
    let v: number | undefined
    if (odd || digits === 0 || digits > 15) {
      v = toNum(asciiString(b, a, i))
      if (v === undefined) return -1
    } else v = dot < 0 ? m : m / (POW10[i - dot - 1] as number)
    const ua = ++i
    while (i < e && (c = b[i] as number) !== 32 && c !== 9) {
      if (c >= 0x80) return -1
      i++
    }
    if (i === ua || !solid(b[i - 1] as number)) return -1
    if (n === MAX_COLUMNS) return -1
    out.from[n] = ua
    out.to[n] = i
    out.vals[n++] = v
    while (c === 32 && ++i < e) c = b[i] as number
    if (i < e && c !== 9) return -1
  }
  return n === 0 ? -1 : n
}

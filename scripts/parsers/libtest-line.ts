// The "test … bench:" line of Rust's libtest, which criterion's bencher output prints too: one reader
// for both parsers (rust-libtest.ts, criterion.ts). Pure.
import { fail, toNumGrouped } from './shared'

/**
 * One libtest-style benchmark line, printed by Rust's libtest and by criterion's bencher output:
 *   test fib::bench_10 ... bench:       1,859.83 ns/iter (+/- 74.90) = 86802 MB/s
 */
export interface BenchLine {
  name: string
  value: number
  unit: string
  deviation: number
  rate?: number
  rateUnit?: string
}
const BENCH_LINE = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+)\/iter \(\+\/- (\S+)\)(?: = (\S+) (\S+))?\s*$/
/** Reads a "test … bench:" line; undefined when it is not one; throws when its numbers are broken. */
export function benchLine(line: string, file: string, lineNo: number): BenchLine | undefined {
  if (!line.startsWith('test ') || line.indexOf(' bench: ') < 0) return undefined
  const m = BENCH_LINE.exec(line)
  if (!m) fail(file, lineNo, 'a bench line "test <name> ... bench: <n> ns/iter (+/- <n>)"')
  const num = (s: string | undefined, what: string): number => {
    const v = toNumGrouped(s ?? '')
    return v === undefined ? fail(file, lineNo, `${what}, found "${s}"`) : v
  }
  const out: BenchLine = {
    name: m[1] as string,
    value: num(m[2], 'a number before "/iter"'),
    unit: m[3] as string,
    deviation: num(m[4], 'a number after "+/-"'),
  }
  if (m[5] !== undefined) {
    out.rate = num(m[5], 'a number after "="')
    out.rateUnit = m[6]
  }
  return out
}

// The byte fast paths (LineParser.bytes: go-test-bench's result lines, redis-benchmark's repeated
// --csv rows) exist only for speed: whatever the input, feeding it with the fast path first must give
// exactly what feeding every line as text to line() gives, the same run or the same error. Inputs are
// made of lines close to what the fast paths take, with the variations that must make them decline
// (signs, exponents, odd blanks, non-ASCII, quotes, unknown columns). Each property also checks
// that the fast path took lines at all, so that it cannot pass by declining everything.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { goTestBench } from '../../../../scripts/parsers/go-test-bench'
import { redisBenchmark } from '../../../../scripts/parsers/redis-benchmark'
import { feedText } from '../../../../scripts/parsers/line-cutter'
import { goScanScratch, scanGoResult } from '../../../../scripts/parsers/go-bench-scan'
import type { Parser } from '../../../../scripts/parsers/types'

const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() | 0 : Number(process.env.FUZZ_SEED ?? 20261123)

type Outcome = { ok: unknown } | { error: string }

function run(p: Parser, text: string, fast: boolean, taken: { n: number }): Outcome {
  try {
    const lp = p.lines!('input.txt')
    const sink = fast
      ? {
          line: lp.line.bind(lp),
          bytes: (b: Buffer, s: number, e: number, no: number) => (lp.bytes!(b, s, e, no) ? (taken.n++, true) : false),
        }
      : { line: lp.line.bind(lp) }
    feedText(text, sink)
    return { ok: JSON.parse(JSON.stringify(lp.end())) }
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` }
  }
}

function expectSame(p: Parser, lines: fc.Arbitrary<string[]>): void {
  const taken = { n: 0 }
  fc.assert(
    fc.property(lines, (ls) => {
      const text = ls.join('\n')
      expect(run(p, text, true, taken), JSON.stringify(text)).toEqual(run(p, text, false, { n: 0 }))
    }),
    { numRuns: RUNS, seed: SEED },
  )
  expect(taken.n).toBeGreaterThan(RUNS)
}

// ───────────── go test -bench ─────────────

const goName = fc.constantFrom(
  'BenchmarkSort',
  'BenchmarkSort/n=16',
  'BenchmarkSort/n=16-2',
  'BenchmarkSort/n=1024-2',
  'BenchmarkToUpper/ONLYUPPER-8',
  'BenchmarkÄrger-2',
  'BenchmarkSort/n=16 -2',
  'Benchmark',
  'BenchmarkX/a=b/c=1.5e3-4',
  'Benchmarkx\u000b-2',
)
const goNumber = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('59.32', '1', '0', '16.00', '.5', '5.', '1234567890123456', '123456789012345'),
  },
  { weight: 1, arbitrary: fc.constantFrom('1e3', '-5', '+3', 'NaN', '0x1f', '٣', '12abc', '.', '1.2.3', '5.5e-3') },
)
const goUnit = fc.constantFrom(
  'ns/op',
  'B/op',
  'allocs/op',
  'MB/s',
  'elems/op',
  'µs/op',
  'ns/op\u000b',
  'p95-ns',
  '%',
  'x',
)
const pad = fc.constantFrom(' ', '  ', '\t', ' \t', '\t ', '', '      ')
const goColumn = fc.tuple(pad, goNumber, fc.constantFrom(' ', '  ', '\t'), goUnit, pad).map((p) => p.join(''))
const goResult = fc
  .tuple(
    goName,
    pad,
    fc.constantFrom('\t', ' \t', '  \t '),
    fc.constantFrom('1000', '1', '', '1e3', 'x'),
    pad,
    fc.array(goColumn, { minLength: 0, maxLength: 5 }),
    fc.constantFrom('', '\r', ' '),
  )
  .map(([n, p1, t, count, p2, cols, tail]) => `${n}${p1}${t}${count}${p2}${cols.map((c) => '\t' + c).join('')}${tail}`)
const goTypical = fc
  .tuple(goName, fc.nat({ max: 9999 }), fc.nat({ max: 99999 }), fc.nat({ max: 999 }))
  .map(
    ([n, it, ns, b]) =>
      `${n.padEnd(30)}\t${it}\t${(ns / 10).toFixed(1).padStart(10)} ns/op\t${String(b).padStart(6)} B/op\t       1 allocs/op`,
  )
const goOther = fc.constantFrom(
  'goos: linux',
  'goarch: amd64',
  'pkg: example.com/a',
  'pkg: example.com/b',
  'cpu: AMD EPYC',
  'PASS',
  'ok  \texample.com/a\t1.2s',
  '--- BENCH: BenchmarkSort-2',
  '    sort_test.go:12: log line',
  '',
  'garbage line',
  'BenchmarkSort/n=16-2',
)

describe('go-test-bench: the byte fast path reads a line exactly as the text path does', () => {
  test('mixed result lines, headers, packages and logs', () => {
    expectSame(
      goTestBench,
      fc
        .array(
          fc.oneof(
            { weight: 12, arbitrary: goTypical },
            { weight: 3, arbitrary: goResult },
            { weight: 2, arbitrary: goOther },
          ),
          { maxLength: 40 },
        )
        .map((ls) => ['goos: linux', ...ls]),
    )
  })

  test('the scanner reads numbers as Number() does and declines what it is unsure of', () => {
    const scan = goScanScratch()
    const line = Buffer.from('BenchmarkX-2 \t 100\t 59.32 ns/op\t 1234567890.5 B/op\t 7 allocs/op')
    expect(scanGoResult(line, 0, line.length, scan)).toBe(3)
    expect([...scan.vals.subarray(0, 3)]).toEqual([59.32, 1234567890.5, 7])
    expect(line.toString('latin1', scan.from[1], scan.to[1])).toBe('B/op')
    expect(line.toString('latin1', 0, scan.nameEnd)).toBe('BenchmarkX-2')
    const cases: Array<[string, number, number[]]> = [
      ['BenchmarkX-2\t100\t 5 ns/op', 1, [5]],
      ['BenchmarkX\t100\t 1e3 ns/op\t\t 2 B/op', 2, [1000, 2]],
      ['BenchmarkX Y\t100\t 5 ns/op', -1, []], // a blank inside the name
      ['BenchmarkÄ\t100\t 5 ns/op', -1, []], // non-ASCII: the text path reads it
      ['BenchmarkX\t100\t 5 µs/op', -1, []],
      ['BenchmarkX\tx\t 5 ns/op', -1, []], // no iteration count
      ['BenchmarkX\t100\t 5\tns/op', -1, []],
      ['BenchmarkX\t100\t 0x1f ns/op', -1, []],
    ]
    for (const [l, n, vals] of cases) {
      const b = Buffer.from(l)
      expect(scanGoResult(b, 0, b.length, scan), l).toBe(n)
      if (n > 0) expect([...scan.vals.subarray(0, n)], l).toEqual(vals)
    }
  })
})

// ───────────── redis-benchmark --csv ─────────────

const HEADER =
  '"test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"'
const redisName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('SET', 'GET', 'PING_INLINE', 'LRANGE_100 (first 100 elements)', 'MSET (10 keys)'),
  },
  { weight: 1, arbitrary: fc.constantFrom('ÄRGER', 'A""B', '', 'SET ', 'NEW') },
)
const redisNumber = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('90909.09', '0.299', '1', '0', '.5', '5.', '1234567890123456') },
  { weight: 1, arbitrary: fc.constantFrom('-1', '1e3', 'abc', '', ' 1', '0.1.2', '1,5') },
)
const redisRow = fc
  .tuple(redisName, fc.array(redisNumber, { minLength: 5, maxLength: 9 }), fc.constantFrom('', '', '', '\r', ',', ' '))
  .map(([n, vs, tail]) => `"${n}",${vs.map((v) => `"${v}"`).join(',')}${tail}`)
const redisTypical = fc
  .tuple(
    fc.constantFrom('SET', 'GET', 'PING_INLINE', 'LRANGE_100 (first 100 elements)', 'MSET (10 keys)'),
    fc.nat({ max: 999999 }),
    fc.nat({ max: 9999 }),
  )
  .map(
    ([n, rps, lat]) =>
      `"${n}","${(rps / 100).toFixed(2)}","${(lat / 1000).toFixed(3)}","0.100","0.250","0.400","0.700","${(lat / 100).toFixed(3)}"`,
  )
const redisOther = fc.constantFrom(
  HEADER,
  '"test","rps"',
  '"test","rps","avg_latency_ms","unknown"',
  '',
  'SET: rps=100.0 (overall: 100.0) avg_msec=0.1 (overall: 0.1)\r',
  'SET: 90909.09 requests per second, p50=0.143 msec',
  '====== SET ======',
  'x',
)

describe('redis-benchmark: the byte fast path reads a --csv row exactly as the text path does', () => {
  test('appended runs with odd rows, other headers and stray lines', () => {
    expectSame(
      redisBenchmark,
      fc
        .array(
          fc.oneof(
            { weight: 10, arbitrary: redisTypical },
            { weight: 4, arbitrary: redisRow },
            { weight: 1, arbitrary: redisOther },
          ),
          { minLength: 5, maxLength: 40 },
        )
        .map((ls) => [HEADER, ...ls]),
    )
  })
})

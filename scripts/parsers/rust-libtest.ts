// Rust's built-in libtest #[bench] harness (`cargo bench` on nightly, or stable with RUSTC_BOOTSTRAP=1),
// as text or as libtest JSON (`cargo bench -- -Z unstable-options --format json`). Samples:
//   test bench_copy_64k_bytes      ... bench:         755.70 ns/iter (+/- 40.42) = 86802 MB/s
//   { "type": "bench", "name": "copy_16k", "median": 0.7507, "deviation": 0.5783, "mib_per_second": 16384000 }
// Metrics: `time` (ns, lower; value = libtest's median of the per-iteration times), `deviation` (ns,
// lower; libtest's "+/-", which is max − min of its winsorized samples, not a standard deviation, so it
// is kept as its own metric) and `throughput` (MB/s, higher; "= N MB/s", in JSON "mib_per_second",
// the same number). Names stay as printed, module path included ("nested::bench_sort_small").
// "running N tests", "test … ignored/ok", "test result:" and cargo lines are skipped; failed tests
// and other stray lines are reported as warnings. A build failure (no results, "error…" lines)
// gives a ParseError quoting the first error.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { checkResult, fail, head, makeRun, metricsUsed, parseByLines, round, timeIn } from './shared'
import { benchLine } from './libtest-line'
import type { LineParser, ParsedResult, Parser } from './types'

const METRICS: Record<string, Metric> = {
  time: { label: 'Time per iteration', unit: 'ns', direction: 'lower', stat: 'median' },
  deviation: { label: 'Deviation (max − min)', unit: 'ns', direction: 'lower', stat: 'max − min of the samples' },
  throughput: { label: 'Throughput', unit: 'MB/s', direction: 'higher', stat: 'from the median' },
}
const SKIP = /^(running \d+ tests?$|test result: |Compiling |Finished |Running |Doc-tests |Executable |warning: )/

/** One line of libtest's JSON output (--format json): a bench event's figures; a failed test is a warning; any other event nothing. */
function benchEvent(
  path: string,
  l: string,
  lineNo: number,
  warnings: string[],
): { name: string; median: number; deviation: number; mbs?: number } | undefined {
  let ev: Record<string, unknown>
  try {
    ev = JSON.parse(l) as Record<string, unknown>
  } catch {
    return fail(path, lineNo, 'a libtest JSON event (one JSON object per line)')
  }
  if (ev.type !== 'bench') {
    if (ev.type === 'test' && ev.event === 'failed') warnings.push(`${path}: line ${lineNo}: ${String(ev.name)} failed`)
    return undefined
  }
  const num = (k: string): number => {
    const v = ev[k]
    return typeof v === 'number' && Number.isFinite(v)
      ? v
      : fail(path, lineNo, `"${k}": a number in the bench event, found ${JSON.stringify(v)}`)
  }
  if (typeof ev.name !== 'string' || !ev.name) fail(path, lineNo, '"name": the benchmark name in the bench event')
  return {
    name: ev.name,
    median: num('median'),
    deviation: num('deviation'),
    mbs: ev.mib_per_second === undefined ? undefined : num('mib_per_second'),
  }
}

function lines(path: string): LineParser {
  const results: ParsedResult[] = []
  const warnings: string[] = []
  let firstError: string | undefined
  let ignored = 0
  let last = 0

  const add = (lineNo: number, name: string, median: number, deviation: number, mbs?: number) => {
    const r: ParsedResult = {
      benchmark: name,
      values: { time: { value: median, median }, deviation: { value: deviation } },
    }
    if (mbs !== undefined) r.values.throughput = { value: mbs }
    results.push(checkResult(path, lineNo, r))
  }
  const jsonLine = (l: string, lineNo: number) => {
    const e = benchEvent(path, l, lineNo, warnings)
    if (e) add(lineNo, e.name, e.median, e.deviation, e.mbs)
  }

  return {
    line(raw, lineNo) {
      last = lineNo
      const l = raw.trim()
      if (l === '') return
      if (l.charCodeAt(0) === 123) return jsonLine(l, lineNo)
      const b = benchLine(l, path, lineNo)
      if (b) {
        const median = timeIn(b.value, b.unit, 'ns')
        if (median === undefined) fail(path, lineNo, `a time unit before "/iter", found "${b.unit}"`)
        add(
          lineNo,
          b.name.trim(),
          median,
          round(timeIn(b.deviation, b.unit, 'ns') as number),
          b.rate !== undefined && b.rateUnit === 'MB/s' ? b.rate : undefined,
        )
        return
      }
      if (SKIP.test(l)) return
      if (l.startsWith('test ')) {
        if (l.endsWith(' FAILED')) warnings.push(`${path}: line ${lineNo}: ${l}`)
        return
      }
      if (l.startsWith('error')) firstError ??= l
      ignored++
    },
    end() {
      if (results.length === 0) {
        fail(
          path,
          last,
          firstError
            ? `libtest bench results, found a build error instead: ${firstError.slice(0, 200)}`
            : 'libtest bench lines "test <name> ... bench: <n> ns/iter (+/- <n>)" or JSON events {"type": "bench", ...}',
        )
      }
      if (ignored) warnings.push(`${path}: skipped ${ignored} line(s) that are not libtest output`)
      const metrics = metricsUsed(results, METRICS)
      return makeRun('cargo bench (libtest)', metrics, results, { warnings })
    },
  }
}

const rustLibtestParser: Parser = {
  id: 'rust-libtest',
  tool: 'cargo bench (libtest)',
  description: 'Rust libtest #[bench] output: text ("ns/iter (+/- n)") or JSON (--format json)',
  produce:
    'cargo +nightly bench > bench.txt   (or: cargo +nightly bench -- -Z unstable-options --format json > bench.json)',
  detect(input) {
    const h = head(input)
    if (/^\{ ?"type": ?"bench", ?"name":/m.test(h)) return 0.95
    if (/^\{ ?"type": ?"suite", ?"event": ?"started", ?"test_count"/m.test(h)) return 0.6
    if (!/^test .+ \.\.\. bench: +[\d,.]+ \S+\/iter \(\+\/- [\d,.]+\)/m.test(h)) return 0
    if (/^(running \d+ tests?|test result: )/m.test(h)) return 0.9
    return /bench: +[\d,]*\.\d/.test(h) ? 0.8 : 0.5
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const rustLibtest = defineParser(rustLibtestParser)

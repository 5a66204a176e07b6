// Benchmarks a tool reports as failed, read from its raw output: a run can be worth keeping when some
// of its benchmarks failed, but the terminal, the run file and the page must say which.
//   go test:            "--- FAIL: BenchmarkParse/size=64-8"
//   Google Benchmark:   "BM_Copy/8   ERROR OCCURRED: 'out of memory'"  or JSON "error_occurred": true
//   JMH (console):      "<failure>" after "# Benchmark: org.sample.Bench.parse"
//   mitata:             "parse broken   error: …" (console) or a run with "error" (JSON)
//   Vitest bench:       a bench without figures in --outputJson; tinybench: a task with "state": "errored",
//                       or a bench.table() row with "Error"
//   Catch2 (console):   "bench.cpp:18: FAILED:" inside a test case; Locust: every row of its failures CSV
//   oha (JSON):         a status code outside 2xx in "statusCodeDistribution"; oha's text summary as hey's
//                       ("[404] 2000 responses", or only "[3] connection refused" under "Error distribution:")
//   wrk:                "Non-2xx or 3xx responses: 12"; autocannon: "3 non 2xx responses"; hey: "[500]  3 responses",
//                       or no status code at all and "[50]	Get …: connection refused" under "Error distribution:"
//   pytest-benchmark:   --benchmark-compare-fail tripped: "Performance has regressed:" and a line per check
//                       ("\ttest_sum (0001_unversi) - Field 'mean' has failed PercentageRegressionCheck: 426.0 > 5.0")
import type { Failure } from '../../data/schema/schema'
import { toNum } from '../parsers/shared'
import { uncoloured } from '../parsers/table-text'
import { errorLine } from '../parsers/mitata-text'

export function detectFailures(text: string): Failure[] {
  const out: Failure[] = []
  const add = (benchmark: string, message?: string) => {
    if (!out.some((f) => f.benchmark === benchmark))
      out.push(message ? { benchmark, message: message.slice(0, 1000) } : { benchmark })
  }
  let jmhBenchmark: string | undefined
  let inHeyCodes = false
  let heyAnswered = false
  const heyErrors: string[] = []
  for (const raw of text.split('\n')) {
    const line = uncoloured(raw) // oha colours its summary on a terminal
    let m = /^\s*--- FAIL: (Benchmark\S*?)(?:-\d+)?(?: \(.*\))?\s*$/.exec(line)
    if (m) {
      add(m[1]!, 'go test: --- FAIL')
      continue
    }
    m = /^(\S+)\s+ERROR OCCURRED: '(.*)'\s*$/.exec(line)
    if (m) {
      add(m[1]!, m[2])
      continue
    }
    m = /^# Benchmark: (\S+)/.exec(line)
    if (m) {
      jmhBenchmark = m[1]
      continue
    }
    if (/^<failure>\s*$/.test(line) && jmhBenchmark) {
      add(jmhBenchmark, 'JMH: <failure>')
      continue
    }
    m = /^\s*Non-2xx or 3xx responses: (\d+)/.exec(line)
    if (m) {
      add('*', `${m[1]} non-2xx or 3xx responses`)
      continue
    }
    m = /(\d+) non 2xx responses/.exec(line)
    if (m && m[1] !== '0') {
      add('*', `${m[1]} non-2xx responses`)
      continue
    }
    if (/^Status code distribution:/.test(line)) {
      inHeyCodes = true
      continue
    }
    if (inHeyCodes) {
      m = /^\s*\[(\d{3})\]\s+(\d+) responses/.exec(line)
      if (m) heyAnswered = true
      if (!m) {
        inHeyCodes = false
      } else if (!m[1]!.startsWith('2')) add('*', `${m[2]} responses with status ${m[1]}`)
      if (m) continue
    }
    // hey's "Error distribution:" lines ("  [50]	Get …: connection refused", oha's with a space); a failure when nothing answered.
    m = /^\s+\[(\d+)\][\t ](.+)$/.exec(line)
    if (m && !/ responses$/.test(line)) heyErrors.push(`${m[1]} errors: ${m[2]!.trim()}`)
  }
  if (!heyAnswered && heyErrors.length && /^Error distribution:/m.test(text)) for (const e of heyErrors) add('*', e)
  mitataFailures(text, add)
  vitestFailures(text, add)
  tinybenchFailures(text, add)
  catch2Failures(text, add)
  pytestBenchmarkFailures(text, add)
  ohaFailures(text, add)
  // Locust's failures CSV: "GET,/missing,HTTPError(…),33,…" under its header.
  if (/^\ufeff?Method,Name,Error,Occurrences/.test(text)) {
    for (const l of text.split(/\r?\n/).slice(1)) {
      const m = /^([A-Z]+),([^,]*),(.*),(\d+)(?:,[^,]*,[^,]*)?$/.exec(l)
      if (m) add(`${m[1]} ${m[2]}`, `${m[4]}× ${m[3]}`)
    }
  }
  // Google Benchmark JSON: { "name": "BM_x", …, "error_occurred": true, "error_message": "…" }
  if (text.includes('"error_occurred"')) {
    try {
      const doc = JSON.parse(text) as {
        benchmarks?: Array<{ name?: string; error_occurred?: boolean; error_message?: string }>
      }
      for (const b of doc.benchmarks ?? []) if (b.error_occurred && b.name) add(b.name, b.error_message)
    } catch {
      /* not one JSON document: the lines above said all there is */
    }
  }
  return out
}

type MitataRun = { name?: string; error?: { message?: string } }

/**
 * mitata: a benchmark that threw prints "parse broken   error: Expected property name …" under its
 * table header (colours or not; 1.x's header or 0.x's "benchmark  time (avg)"), and has "error"
 * instead of "stats" in the JSON output.
 */
function mitataFailures(text: string, add: (benchmark: string, message?: string) => void): void {
  const plain = uncoloured(text)
  if (/^benchmark\s+(?:avg \(min … max\) p75 \/ p99|time \(avg\)\s)/m.test(plain)) {
    // Line by line (at every line end flag m knew) with the parser's linear reader: the lazy name before
    // "error:" split a long run of spaces every way (issue 47), over the whole output of `ingest --run`.
    for (const line of plain.split(/[\n\r\u2028\u2029]/)) {
      const e = errorLine(line)
      if (e) add(e[0], e[1])
    }
  }
  // JSON: a run with "error" (1.x), or a benchmark with "error" (0.x's run({ json: true })).
  if (!text.includes('"error"') || !(text.includes('"runs"') || text.includes('"runtime"'))) return
  try {
    const doc = JSON.parse(text) as { benchmarks?: Array<MitataRun & { alias?: string; runs?: MitataRun[] }> }
    for (const b of doc.benchmarks ?? []) {
      if (b.error && !b.runs && typeof b.name === 'string') add(b.name, b.error.message)
      for (const r of b.runs ?? []) if (r.error) add(r.name ?? b.alias ?? '?', r.error.message)
    }
  } catch {
    /* not mitata's JSON */
  }
}

/** Vitest bench --outputJson: a bench that threw is listed without figures (no mean, hz or sampleCount). */
function vitestFailures(text: string, add: (benchmark: string, message?: string) => void): void {
  if (!text.includes('"groups"') || !text.includes('"fullName"')) return
  try {
    const doc = JSON.parse(text) as {
      files?: Array<{ groups?: Array<{ fullName?: string; benchmarks?: Array<Record<string, unknown>> }> }>
    }
    for (const f of doc.files ?? [])
      for (const g of f.groups ?? [])
        for (const b of g.benchmarks ?? []) {
          if (!('mean' in b) && !('hz' in b) && !('sampleCount' in b))
            add(`${g.fullName} > ${String(b.name)}`, 'Vitest bench: the bench threw (no figures)')
        }
  } catch {
    /* not Vitest's JSON */
  }
}

type TinyResult = { state?: string; error?: { message?: string }; latency?: unknown }

/**
 * tinybench tasks as JSON: a task that threw has "state": "errored" (its error object serialises as {});
 * tinybench 3 to 5 write no state, only that "error" and no figures.
 */
function tinybenchFailures(text: string, add: (benchmark: string, message?: string) => void): void {
  // Its tasks' results ("state": "errored"), or bench.table() rows: "Error" (tinybench 3+) or "NaN" figures (2).
  if (!['"errored"', '"error"', '"Error"', '"NaN"'].some((k) => text.includes(k))) return
  try {
    const doc = JSON.parse(text) as Array<{ name?: string; result?: TinyResult } & Record<string, unknown>>
    if (!Array.isArray(doc)) return
    for (const t of doc) {
      const r = t?.result
      const threw = r?.state === 'errored' || (r?.state === undefined && r?.error !== undefined && !r.latency)
      if (threw && t.name) add(t.name, r?.error?.message || 'tinybench: the task threw')
      const row = t?.['Task name'] ?? t?.['Task Name']
      if (typeof row !== 'string') continue
      if (typeof t.Error === 'string') add(row, t.Error || 'tinybench: the task threw')
      else if (t['ops/sec'] === 'NaN') add(row, 'tinybench: the task threw (its row has NaN for every figure)')
    }
  } catch {
    /* not tinybench's JSON */
  }
}

/**
 * Catch2's console: a test case (its name between dashed lines) with a "bench.cpp:18: FAILED:" line.
 * Its benchmarks are marked failed, or the test case itself when none of them ran.
 */
function catch2Failures(text: string, add: (benchmark: string, message?: string) => void): void {
  if (!/^test cases: \d+ \| .*\d+ failed/m.test(text)) return
  const lines = text.split(/\r?\n/)
  const dashed = (l: string | undefined) => l !== undefined && /^-{20,}$/.test(l)
  let testCase = ''
  let benches: string[] = []
  lines.forEach((l, i) => {
    if (dashed(l) && dashed(lines[i + 2]) && lines[i + 1]!.trim()) [testCase, benches] = [lines[i + 1]!.trim(), []]
    const b = /^(\S.*?)\s+(\d+)\s+(\d+)\s+\S+ \S+\s*$/.exec(l)
    if (b && testCase) benches.push(b[1]!)
    if (/^\S+:\d+: FAILED:$/.test(l) && testCase) {
      const why = lines
        .slice(i + 1, i + 5)
        .map((x) => x.trim())
        .filter(Boolean)
        .join(' ')
      for (const name of benches.length ? benches : [testCase])
        add(name, `Catch2: test case "${testCase}" failed: ${why}`)
    }
  })
}

/**
 * pytest-benchmark --benchmark-compare-fail: the tests whose figures regressed against the saved run
 * (pytest then exits 1). A parametrized "test_sum[10]" is named "test_sum/param=10", as its result
 * (test_sum, param 10) is matched; the checks one test failed are said together.
 */
function pytestBenchmarkFailures(text: string, add: (benchmark: string, message?: string) => void): void {
  const at = text.search(/^Performance has regressed:\r?$/m)
  if (at < 0) return
  const checks = new Map<string, string[]>()
  for (const l of text.slice(at).split(/\r?\n/).slice(1)) {
    const m = /^\t(\S+) \(([^)\s]+)\) - (Field '\w+' has failed \w+: \S+ > \S+)$/.exec(l)
    if (!m) break
    const id = /^(.+?)\[(.+)\]$/.exec(m[1]!)
    const param = id && !id[2]!.includes('/') ? String(toNum(id[2]!) ?? id[2]) : undefined
    const name = param !== undefined ? `${id![1]}/param=${param}` : (id?.[1] ?? m[1]!)
    checks.set(name, [...(checks.get(name) ?? [`pytest-benchmark --benchmark-compare-fail against ${m[2]}:`]), m[3]!])
  }
  for (const [name, [head, ...list]] of checks) add(name, `${head} ${list.join('; ')}`)
}

/**
 * oha --output-format json counts every answer as a success, a 404 too: answers outside 2xx are a
 * failure of the run, as for wrk, autocannon and hey ("404 ×2000").
 */
function ohaFailures(text: string, add: (benchmark: string, message?: string) => void): void {
  if (!text.includes('"statusCodeDistribution"') || !text.includes('"successRate"')) return
  try {
    const doc = JSON.parse(text) as { statusCodeDistribution?: Record<string, number> }
    const bad = Object.entries(doc.statusCodeDistribution ?? {}).filter(([code, n]) => !code.startsWith('2') && n > 0)
    if (bad.length) add('*', `oha: ${bad.map(([code, n]) => `${code} ×${n}`).join(', ')} (answers outside 2xx)`)
  } catch {
    /* not oha's JSON */
  }
}

/**
 * pytest-benchmark's JSON names a parametrized test's values ({n: 1000}) where its regression report
 * (read with `--run "… 2>&1"`) gives the test id, "test_sum[1000]", a failure "test_sum/param=1000": it
 * is renamed "test_sum/n=1000" when exactly one result of test_sum has values whose id (pytest joins
 * them with "-") is "1000", so that the page marks that result.
 */
export function nameByParamId(
  failures: Failure[],
  results: Array<{ benchmark: string; params?: Record<string, unknown> }>,
): Failure[] {
  return failures.map((f) => {
    const m = /^([^/]+)\/param=([^/]+)$/.exec(f.benchmark)
    if (!m) return f
    const values = (r: (typeof results)[number]) => Object.entries(r.params ?? {}).filter(([k]) => k !== 'group')
    const hits = results.filter(
      (r) =>
        r.benchmark === m[1] &&
        !('param' in (r.params ?? {})) &&
        values(r)
          .map(([, v]) => String(v))
          .join('-') === m[2],
    )
    if (hits.length !== 1 || values(hits[0]!).length === 0) return f
    return { ...f, benchmark: [m[1], ...values(hits[0]!).map(([k, v]) => `${k}=${String(v)}`)].join('/') }
  })
}

/** Load tools measure one target: "*" (a failure of the whole run) is named after the run's one benchmark. */
export function nameWholeRunFailures(failures: Failure[], benchmarks: string[]): Failure[] {
  const names = [...new Set(benchmarks)]
  return failures.map((f) => (f.benchmark === '*' && names.length === 1 ? { ...f, benchmark: names[0]! } : f))
}

/** "2 benchmarks failed: BenchmarkA (go test: --- FAIL), BenchmarkB". */
export function describeFailures(failures: Failure[]): string {
  const list = failures
    .slice(0, 8)
    .map((f) => (f.message ? `${f.benchmark} (${f.message})` : f.benchmark))
    .join(', ')
  const more = failures.length > 8 ? ` and ${failures.length - 8} more` : ''
  return `${failures.length} benchmark${failures.length === 1 ? '' : 's'} failed: ${list}${more}`
}

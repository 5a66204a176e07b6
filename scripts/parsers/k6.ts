// k6 end-of-test summary text (k6 v1 compact/full modes and the legacy layout of --summary-mode=legacy
// and k6 v0.x). Sample lines:
//     http_req_duration..............: avg=1.38ms  min=267.64µs med=1.26ms  max=4.19ms  p(90)=2.5ms   p(95)=3.09ms
//     http_reqs......................: 150    409.138875/s
//     ✓ 'p(95)<500' p(95)=3.09ms
// Results: benchmark = the script named in k6's banner ("script: x.js"), or "k6" when the banner is
// absent (-q). "█ TOTAL RESULTS" (or the legacy list) is one result; "█ SCENARIO: s" and "█ GROUP: g"
// sections are results with param `scenario` / `group`; in --summary-mode=full a group inside a
// scenario or a group is an indented "↳ GROUP: g" section repeating the metric names: a result with the
// scenario's params and `group` (nested groups joined with "::", as k6 names group paths); sub-metric
// lines "{ page:data }" are results with param `tags` ("page:data") holding their parent metric. Metric ids are k6's metric names:
// trends → value = avg with min, max, median (med) and percentiles p(N) (ms for durations; plain
// numbers are "count", lower is better, as in the JSON summary); rates → % with n = total ("checks_succeeded" is stored as
// `checks`, like the legacy "checks" line); counters → `<name>` = per second (B/s for data_*) and
// `<name>-count` = the total; gauges → value, min, max. vus, vus_max, checks_total and checks_failed are
// left out (test settings or repeats). Direction: durations and failure-like names
// (fail/error/drop/timeout) lower, everything else higher — adjust custom metrics in suite.json.
// Thresholds: metric `thresholds_failed` (count, lower; 0 = all passed; n = thresholds; the same id
// and definition as the JSON summary's) on the main result, and its
// note lists every threshold with ✓/✗, its expression and observed value (the legacy layout only
// marks metrics ✓/✗, and then gives no count: its end cannot be told), followed by the failing checks ("↳ 22% — ✓ 10 / ✗ 35").
// A metric line's values (trend, rate, counter, gauge) are read in k6-values.ts.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { THRESHOLDS_FAILED } from './k6-json'
import { measure } from './k6-values'
import { checkResult, fail, head, makeRun, parseByLines } from './shared'
import { defineParser } from './types'
import type { LineParser, ParsedResult, ParsedRun, Parser } from './types'
import { cutAtOnLastLine, indentedLine, oneLine } from './scan'

const METRIC_LINE = /^(?:([✓✗]) )?(\{ [^]+ \}|[^\s.]+)\.{2,}: ([^]*)$/
const SKIP =
  /^(execution|output|scenarios): |^\* |^running \(|^default |^\S+\s+(✓ |✗ )?\[ *\d+% \]|^[A-Z]+$|^time="|^(ERRO|WARN|INFO)\[/

/** Everything one streamed file's lines have said so far. */
interface State {
  path: string
  /** Every section's result (empty ones are dropped at the end), and the line that opened it. */
  sections: ParsedResult[]
  lineOf: Map<ParsedResult, number>
  metrics: Record<string, Metric>
  /** The note's thresholds ("✓ http_req_duration 'p(95)<500' (p(95)=3.09ms)"), and how many failed. */
  thresholds: string[]
  failed: number
  /** Failing checks for the note, and the last check line seen (its "↳" line may follow). */
  badChecks: string[]
  lastCheck: string
  warnings: string[]
  section: ParsedResult | undefined
  /** The section of the last "█" heading, and the "↳ GROUP:" sections nested in it (by indentation). */
  top: ParsedResult | undefined
  nested: Array<{ indent: number; name: string }>
  /** The last metric line's name: the parent of the sub-metric lines under it. */
  parent: string | undefined
  mode: 'none' | 'thresholds' | 'results'
  /** The figures of the last metric line, which its sub-metric lines must lie within. */
  parentValues?: Map<string, Measurement>
  /** The metric the next threshold lines belong to. */
  tMetric: string
  script: string | undefined
  ignored: number
  last: number
}

/** A new section's result (params: scenario, group or tags). */
function open(st: State, params: Record<string, ParamValue> | undefined, lineNo: number): ParsedResult {
  const r: ParsedResult = params ? { benchmark: '', params, values: {} } : { benchmark: '', values: {} }
  st.sections.push(r)
  st.lineOf.set(r, lineNo)
  return r
}

/** A "█ …" heading: THRESHOLDS, TOTAL RESULTS, SCENARIO: s or GROUP: g. */
function heading(st: State, s: string, lineNo: number): void {
  const h = s.slice(1).trim()
  let m: RegExpExecArray | null
  st.parent = undefined
  if (h === 'THRESHOLDS') st.mode = 'thresholds'
  else if (h === 'TOTAL RESULTS') {
    st.mode = 'results'
    st.section = open(st, undefined, lineNo)
  } else if ((m = /^(SCENARIO|GROUP): (.+)$/.exec(h))) {
    st.mode = 'results'
    st.section = open(st, { [m[1] === 'SCENARIO' ? 'scenario' : 'group']: m[2] as string }, lineNo)
  }
  // legacy "█ group" headers only group checks
  ;[st.top, st.nested] = [st.section, []]
}

/** "↳ GROUP: g" (full mode): a group inside the "█" section above, or inside a group less indented. */
function nestedGroup(st: State, raw: string, name: string, lineNo: number): void {
  if (st.mode !== 'results' || !st.top)
    fail(st.path, lineNo, `a "█ SCENARIO:" or "█ GROUP:" section above the group "${name}"`)
  const indent = raw.length - raw.trimStart().length
  while ((st.nested[st.nested.length - 1]?.indent ?? -1) >= indent) st.nested.pop()
  st.nested.push({ indent, name })
  const outer = st.top.params?.group
  const path = [...(outer === undefined ? [] : [String(outer)]), ...st.nested.map((g) => g.name)].join('::')
  st.parent = undefined
  st.section = open(st, { ...(st.top.params ?? {}), group: path }, lineNo)
}

/** A line of the THRESHOLDS section: a metric name, or one of its thresholds "✓ 'p(95)<500' p(95)=3.09ms". */
function thresholdLine(st: State, s: string, lineNo: number): void {
  const t = oneLine(s) ? /^([✓✗]) '([^]*)' ([^]*)$/.exec(s) : null
  if (t) {
    // k6 lists a threshold once per metric: one twice would be counted twice in thresholds_failed.
    if (
      st.thresholds.some(
        (x) => x.startsWith(`✓ ${st.tMetric} '${t[2]}' `) || x.startsWith(`✗ ${st.tMetric} '${t[2]}' `),
      )
    )
      fail(st.path, lineNo, `each threshold of "${st.tMetric}" once, found '${t[2]}' again`)
    if (t[1] === '✗') st.failed++
    st.thresholds.push(`${t[1]} ${st.tMetric} '${t[2]}' (${t[3]})`)
  } else if (!SKIP.test(s)) st.tMetric = s.startsWith('{') ? `${cutAtOnLastLine(st.tMetric, '{')}${s}` : s
}

/** A metric line "name....: values" (or a sub-metric "{ tag:v }...: values"), maybe marked ✓/✗ (legacy). */
function metricLine(st: State, m: RegExpExecArray, lineNo: number): void {
  const section = (st.section ??= open(st, undefined, lineNo))
  const [, mark, name = '', rest = ''] = m
  const sub = name.startsWith('{')
  if (mark) {
    if (mark === '✗') st.failed++
    if (st.mode === 'none')
      st.thresholds.push(`${mark} ${sub ? `${st.parent ?? ''}${name.replace(/\s+/g, '')}` : name}`)
  }
  if (!sub) st.parent = name
  const parentValues = sub ? st.parentValues : (st.parentValues = new Map())
  if (/^(vus|vus_max|checks_total|checks_failed)$/.test(name)) {
    st.parentValues = undefined // no sub-metrics under these: one here lost its own metric's line
    return
  }
  let target = section
  if (sub) {
    if (!st.parent || !st.parentValues)
      fail(st.path, lineNo, `a metric line (not vus or checks_total/_failed) before the sub-metric ${name}`)
    target = open(st, { ...(section.params ?? {}), tags: name.slice(1, -1).trim() }, lineNo)
  }
  for (const [id, meas, def] of measure(st.path, sub ? (st.parent as string) : name, rest, lineNo)) {
    // A metric given twice in one section: a "SCENARIO:" heading between them is missing, and the
    // second would overwrite the first scenario's figure with the next one's.
    if (target.values[id])
      fail(
        st.path,
        lineNo,
        `each metric once per section, found "${name.trim()}" again (a missing "█ SCENARIO:" heading?)`,
      )
    // A sub-metric is a subset of its metric's samples: outside its range, its metric's line is missing.
    const whole = parentValues?.get(id)
    if (sub && whole && !within(meas, whole))
      fail(st.path, lineNo, `the sub-metric ${name} within the range of its metric "${st.parent}" above it`)
    if (!sub) parentValues?.set(id, meas)
    target.values[id] = meas
    st.metrics[id] ??= def
  }
}

/** Whether a subset's min and max lie within the whole's (to the printed precision). */
function within(part: Measurement, whole: Measurement): boolean {
  const slack = (v: number) => Math.abs(v) * 1e-3
  if ((part.min === undefined) !== (whole.min === undefined)) return false // a trend under a rate, or the reverse
  return (
    !(part.min !== undefined && whole.min !== undefined && part.min < whole.min - slack(whole.min)) &&
    !(part.max !== undefined && whole.max !== undefined && part.max > whole.max + slack(whole.max))
  )
}

/** Any other line: a check "✓ name" and its "↳" tally, the banner's "script:", or noise to skip. */
function otherLine(st: State, s: string): void {
  let k: RegExpExecArray | null
  if ((k = /^([✓✗]) (.+)$/.exec(s))) {
    st.lastCheck = k[2] as string
    if (k[1] === '✗') st.badChecks.push(st.lastCheck)
    return
  }
  if (s.startsWith('↳')) {
    const i = st.badChecks.lastIndexOf(st.lastCheck)
    if (i >= 0) st.badChecks[i] = `${st.lastCheck} (${s.slice(1).trim()})`
    return
  }
  if ((k = /^script: (.+)$/.exec(s))) {
    st.script = k[1]
    return
  }
  if (SKIP.test(s) || /^[\s/\\|_‾()<>-]+$|Grafana/.test(s)) return
  st.ignored++
}

function line(st: State, raw: string, lineNo: number): void {
  st.last = lineNo
  const s = raw.trim()
  if (s === '') return
  if (s.charCodeAt(0) === 0x2588) return heading(st, s, lineNo) // █
  const g = /^↳ GROUP: (.+)$/.exec(s)
  if (g) return nestedGroup(st, raw, g[1]!, lineNo)
  if (st.mode === 'thresholds') return thresholdLine(st, s, lineNo)
  // [^] where the line has no line end is . (which made the expression quadratic where it failed at one).
  const m = oneLine(s) ? METRIC_LINE.exec(s) : null
  if (m) return metricLine(st, m, lineNo)
  otherLine(st, s)
}

/** The run: the non-empty sections, named after the script, thresholds on the main one. */
function end(st: State): ParsedRun {
  const { path, last, thresholds, badChecks } = st
  const results = st.sections.filter((r) => Object.keys(r.values).length)
  if (results.length === 0)
    fail(
      path,
      last,
      'a k6 end-of-test summary: metric lines such as "http_req_duration.....: avg=1.38ms min=… med=… max=…"',
    )
  const main = results.find((r) => !r.params) ?? (results[0] as ParsedResult)
  const notes = [...thresholds]
  if (badChecks.length) notes.push(`failing checks: ${badChecks.join('; ')}`)
  if (notes.length) main.note = `thresholds: ${notes.join('; ')}`.replace(/^thresholds: failing/, 'failing')
  // The legacy layout marks thresholds on the metric lines, which have no last line to recognise, so
  // a summary cut short would count fewer failures: there the count is left out (the note keeps the marks).
  if (thresholds.length && st.mode !== 'none') {
    main.values.thresholds_failed = { value: st.failed, n: thresholds.length }
    st.metrics.thresholds_failed ??= THRESHOLDS_FAILED
  }
  const name = st.script ?? 'k6'
  for (const r of results) r.benchmark = name
  results.forEach((r) => checkResult(path, st.lineOf.get(r) ?? last, r))
  if (st.ignored) st.warnings.push(`${path}: skipped ${st.ignored} line(s) that are not part of the k6 summary`)
  return makeRun('k6', st.metrics, results, { warnings: st.warnings, check: { file: path, lineNo: last } })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    sections: [],
    lineOf: new Map(),
    metrics: {},
    thresholds: [],
    failed: 0,
    badChecks: [],
    lastCheck: '',
    warnings: [],
    section: undefined,
    top: undefined,
    nested: [],
    parent: undefined,
    mode: 'none',
    tMetric: '',
    script: undefined,
    ignored: 0,
    last: 0,
  }
  return {
    line: (raw, lineNo) => line(st, raw, lineNo),
    end: () => end(st),
  }
}

const k6Parser: Parser = {
  id: 'k6',
  tool: 'k6',
  description: 'k6 end-of-test summary as printed on the console (v1 compact/full, or legacy)',
  produce: 'k6 run --no-color script.js > summary.txt',
  detect(input) {
    const h = head(input)
    if (indentedLine(h, /█ (TOTAL RESULTS|THRESHOLDS)/y, 0)) return 1
    if (
      indentedLine(
        h,
        /(?:[✓✗] )?(http_reqs|iterations|iteration_duration|http_req_duration|checks|data_received)\.{3,}: /y,
        0,
      )
    )
      return 0.95
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const k6 = defineParser(k6Parser)

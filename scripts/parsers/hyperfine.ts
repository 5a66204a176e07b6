// hyperfine --export-json: one result per command, times in seconds.
//   {"results": [{"command": "gzip -1 -c numbers.txt", "mean": 0.0282, "stddev": 0.0015, "median": 0.0279,
//     "user": 0.0268, "system": 0.0001, "min": 0.0267, "max": 0.0307, "times": [0.0307, …],
//     "exit_codes": [0, …], "parameters": {"level": "1"}}]}
// Metrics: "time" (wall-clock, mean of the runs, with stddev/median/min/max and every run as a
// sample), "user" and "system" (mean CPU times). Values stay in seconds as hyperfine writes them
// (unit "s"; the site scales to ms/µs for display), so no number is rounded by a conversion.
// Parameter scans (-P/-L) give `parameters`: they become params (numbers when numeric) and the
// benchmark name becomes the command template ("gzip -{level} -c numbers.txt") when the value can
// be put back unambiguously, so that the results of a scan form one benchmark. Non-zero exit codes
// (accepted with -i) are recorded in the result's note and as a warning.
import { setParam } from './shared'
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, hasKeys, isObj, makeRun, measurement, paramValue, parseFiles, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const METRICS: Record<string, Metric> = {
  time: { label: 'Wall time', unit: 's', direction: 'lower', stat: 'mean' },
  user: { label: 'User CPU time', unit: 's', direction: 'lower', stat: 'mean' },
  system: { label: 'System CPU time', unit: 's', direction: 'lower', stat: 'mean' },
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!isObj(v) || !Array.isArray(v.results)) return 0
  const first: unknown = v.results[0]
  if (!hasKeys(first, 'command', 'mean')) return 0
  return hasKeys(first, 'times') || hasKeys(first, 'exit_codes') || hasKeys(first, 'user') ? 0.95 : 0.6
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"results": [...]} written by hyperfine --export-json')
  const items = root.arr('results', 'an array of benchmark results (hyperfine --export-json)')
  const warnings: string[] = []
  const raw = items.map((r) => {
    r.obj('a benchmark result object')
    const command = r.str('command', 'the benchmarked command (a string)')
    const params: Record<string, string> = {}
    if (r.has('parameters')) {
      for (const [k, v] of r.at('parameters').entries('an object of parameter values'))
        setParam(params, k, String(v.value))
    }
    return { r, command, params }
  })
  const names = templates(raw.map((x) => ({ command: x.command, params: x.params })))
  const results = raw.map(({ r, command, params }, i): ParsedResult => {
    const times = r.optNums('times')
    // hyperfine writes one exit code per run: a times list of another length lost or repeated a line.
    const exits = r.optNums('exit_codes')
    if (times && exits && times.length !== exits.length)
      r.at('times').fail(`one time per run (${exits.length} exit codes), found ${times.length}`)
    const time = measurement({
      value: r.num('mean', 'the mean time in seconds (a number)'),
      stddev: r.optNum('stddev'),
      median: r.optNum('median'),
      min: r.optNum('min'),
      max: r.optNum('max'),
      n: times && times.length > 0 ? times.length : undefined,
      samples: times,
    })
    const values: ParsedResult['values'] = { time }
    const user = r.optNum('user')
    const system = r.optNum('system')
    if (user !== undefined) values.user = { value: user }
    if (system !== undefined) values.system = { value: system }
    const out: ParsedResult = { benchmark: names[i] ?? command, values }
    if (Object.keys(params).length) {
      const p: Record<string, ParamValue> = {}
      for (const [k, v] of Object.entries(params)) p[k] = paramValue(v)
      out.params = p
    }
    const codes = r.optNums('exit_codes') ?? []
    const failed = codes.filter((c) => c !== 0)
    if (failed.length) {
      const counts = new Map<number, number>()
      for (const c of failed) counts.set(c, (counts.get(c) ?? 0) + 1)
      const list = [...counts].map(([c, k]) => `${c} (×${k})`).join(', ')
      out.note = `non-zero exit codes in ${failed.length} of ${codes.length} runs: ${list}`
      warnings.push(`${r.path} "${command}": ${out.note}`)
    }
    return out
  })
  const metrics: Record<string, Metric> = { time: METRICS.time! }
  if (results.some((r) => r.values.user)) metrics.user = METRICS.user!
  if (results.some((r) => r.values.system)) metrics.system = METRICS.system!
  return makeRun('hyperfine', f.path, { metrics, results, warnings }, '$.results')
}

/**
 * Benchmark names: the command, or for parameter scans the command with each parameter value put
 * back as {name} when it occurs exactly once (or when a sibling's template reproduces the command).
 */
export function templates(items: Array<{ command: string; params: Record<string, string> }>): string[] {
  const subst = (t: string, params: Record<string, string>) =>
    Object.entries(params).reduce((s, [k, v]) => s.split(`{${k}}`).join(v), t)
  const first = items.map(({ command, params }) => {
    let t: string | undefined = command
    for (const [k, v] of Object.entries(params)) {
      if (!v || t === undefined) continue
      t = t.split(v).length === 2 ? t.replace(v, `{${k}}`) : undefined
    }
    return t !== undefined && t !== command && subst(t, params) === command ? t : undefined
  })
  const known = [...new Set(first.filter((t): t is string => t !== undefined))]
  return items.map(({ command, params }, i) => {
    if (Object.keys(params).length === 0) return command
    const own = first[i]
    if (own) return own
    return known.find((t) => subst(t, params) === command) ?? command
  })
}

const hyperfineParser: Parser = {
  id: 'hyperfine',
  tool: 'hyperfine',
  description: 'hyperfine --export-json results (commands, times in seconds, parameter scans)',
  produce: "hyperfine --warmup 3 --export-json results.json 'cmd A' 'cmd B'   (scans: -P n 1 9 'cmd {n}')",
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hyperfine = defineParser(hyperfineParser)

// Labels, units, order and descriptions of a suite's parameters and metrics, set from the command line
// (`--param size=label:"Input size",unit:B,order:numeric`, `--metric-label time="Time per op"`), so
// nobody edits suite.json by hand. Pure: parses options and returns the edited suite JSON.
import { isUnit } from '../../data/numbers/units'
import { didYouMean } from '../../data/schema/suggest'

export class SuiteEditError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SuiteEditError'
  }
}

const PARAM_KEYS = ['label', 'unit', 'order', 'values', 'description'] as const
const METRIC_KEYS = ['label', 'description', 'direction'] as const

/** `label:"Input size",unit:B` → { label: 'Input size', unit: 'B' }; a bare text is the label. */
function parseSpec(option: string, text: string, keys: readonly string[]): Record<string, string> {
  if (!new RegExp(`^(${keys.join('|')}):`).test(text)) {
    const k = /^([A-Za-z]+):/.exec(text)?.[1]
    // "lable:Size" is a typo of a key; "Time: per op" (a space after the colon) is a label.
    if (k && text[k.length + 1] !== ' ') {
      throw new SuiteEditError(`${option}: unknown key "${k}"${didYouMean(k, keys)} (keys: ${keys.join(', ')})`)
    }
    return { label: text }
  }
  const out: Record<string, string> = {}
  let i = 0
  while (i < text.length) {
    const m = /^([A-Za-z]+):/.exec(text.slice(i))
    if (!m) throw new SuiteEditError(`${option}: expected key:value at "${text.slice(i)}" (keys: ${keys.join(', ')})`)
    const key = m[1]!
    if (!keys.includes(key))
      throw new SuiteEditError(`${option}: unknown key "${key}"${didYouMean(key, keys)} (keys: ${keys.join(', ')})`)
    i += m[0].length
    let value: string
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1)
      if (end < 0) throw new SuiteEditError(`${option}: the quote after "${key}:" is never closed`)
      value = text.slice(i + 1, end)
      i = end + 1
    } else {
      const end = text.indexOf(',', i)
      value = text.slice(i, end < 0 ? undefined : end)
      i = end < 0 ? text.length : end
    }
    if (text[i] === ',') i++
    if (!value.trim()) throw new SuiteEditError(`${option}: "${key}" is empty`)
    out[key] = value.trim()
  }
  return out
}

function split(option: string, arg: string): [string, string] {
  const eq = arg.indexOf('=')
  if (eq <= 0 || eq === arg.length - 1)
    throw new SuiteEditError(`${option} ${arg}: expected name=label or name=key:value,…`)
  return [arg.slice(0, eq).trim(), arg.slice(eq + 1).trim()]
}

const numberish = (s: string) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : s)

/**
 * Keys of parameters the tool printed without a name, named by ingest: by position for Go's unnamed
 * sub-benchmark segments (sub1, sub2 …), `input` for criterion's value ("fib/recursive/8").
 */
const POSITIONAL = /^(sub\d+|input)$/
const unnamedWhy = (key: string) =>
  key === 'input'
    ? "input (the value in criterion's group/function/value)"
    : `by its position, ${key} (an unnamed sub-benchmark segment)`

/**
 * The key `--param name=…` edits. A name the results lack is the name a maintainer gives an unnamed
 * parameter (`--param size=…` for "BenchmarkSum/64"): it goes to the one positional key, or to the
 * positional key already labelled so; the key stays what the tool printed, `name` becomes its label.
 */
function paramKey(
  name: string,
  knownParams: string[],
  parameters: Record<string, Record<string, unknown>>,
  notes: string[],
): string {
  if (knownParams.includes(name) || parameters[name]) return name
  const positional = knownParams.filter((k) => POSITIONAL.test(k))
  const labelled = positional.filter((k) => String(parameters[k]?.label ?? '').toLowerCase() === name.toLowerCase())
  const target = labelled.length === 1 ? labelled[0] : positional.length === 1 ? positional[0] : undefined
  if (target) {
    notes.push(
      `--param ${name}: the results name this parameter ${unnamedWhy(target)}; labelled "${name}" unless a label is given, and blocks refer to it as ${target}`,
    )
    return target
  }
  const hint = positional.length
    ? `; unnamed segments are named by position: --param ${positional[0]}=${name} names one`
    : ''
  throw new SuiteEditError(
    `--param ${name}: the suite's results have no parameter "${name}"${didYouMean(name, knownParams)} (parameters: ${knownParams.join(', ') || 'none'})${hint}`,
  )
}

/**
 * Applies `--param` and `--metric-label` options to suite JSON (a copy is returned). `knownParams` are
 * the parameter keys the suite's results use, for "did you mean". `notes` receives what was inferred.
 */
export function applySuiteEdits(
  suiteJson: Record<string, unknown>,
  params: string[],
  metrics: string[],
  knownParams: string[],
  notes: string[] = [],
): Record<string, unknown> {
  const out = structuredClone(suiteJson)
  const parameters = { ...((out.parameters as Record<string, Record<string, unknown>> | undefined) ?? {}) }
  for (const arg of params) {
    const [name, text] = split('--param', arg)
    const key = paramKey(name, knownParams, parameters, notes)
    const spec = parseSpec(`--param ${name}`, text, PARAM_KEYS)
    if (key !== name && !spec.label) spec.label = name
    const p: Record<string, unknown> = { ...parameters[key] }
    if (spec.label) p.label = spec.label
    if (spec.description) p.description = spec.description
    if (spec.unit) {
      if (!isUnit(spec.unit))
        throw new SuiteEditError(
          `--param ${key}: unit "${spec.unit}" is not a unit this site knows (such as B, KB, ns, ms, req/s, %)`,
        )
      p.unit = spec.unit
    }
    if (spec.order) {
      if (!['numeric', 'text', 'appearance'].includes(spec.order))
        throw new SuiteEditError(`--param ${key}: order "${spec.order}": expected numeric, text or appearance`)
      p.order = spec.order
    }
    if (spec.values) p.values = spec.values.split('|').map((v) => numberish(v.trim()))
    parameters[key] = p
  }
  if (params.length) out.parameters = parameters
  const defs = { ...((out.metrics as Record<string, Record<string, unknown>> | undefined) ?? {}) }
  for (const arg of metrics) {
    const [id, text] = split('--metric-label', arg)
    if (!defs[id])
      throw new SuiteEditError(
        `--metric-label ${id}: the suite has no metric "${id}"${didYouMean(id, Object.keys(defs))} (metrics: ${Object.keys(defs).join(', ')})`,
      )
    const spec = parseSpec(`--metric-label ${id}`, text, METRIC_KEYS)
    const m = { ...defs[id] }
    if (spec.label) m.label = spec.label
    if (spec.description) m.description = spec.description
    if (spec.direction) {
      if (spec.direction !== 'higher' && spec.direction !== 'lower')
        throw new SuiteEditError(`--metric-label ${id}: direction "${spec.direction}": expected higher or lower`)
      m.direction = spec.direction
      // The maintainer says which way is better: the count is judged from now on.
      delete m.neutral
    }
    defs[id] = m
  }
  if (metrics.length) out.metrics = defs
  return out
}

/**
 * `--unit id=unit`: the unit of a metric whose input named none (an imported custom history, a generic
 * CSV: its numbers read "169.05 value"). Only such a metric: for one stored in a unit already, another
 * unit would misread every number its runs hold.
 */
export function applyUnits(suiteJson: Record<string, unknown>, units: string[]): Record<string, unknown> {
  const out = structuredClone(suiteJson)
  const defs = (out.metrics ?? {}) as Record<string, Record<string, unknown>>
  for (const arg of units) {
    const [id, unit] = split('--unit', arg)
    if (!defs[id])
      throw new SuiteEditError(
        `--unit ${id}: the suite has no metric "${id}"${didYouMean(id, Object.keys(defs))} (metrics: ${Object.keys(defs).join(', ')})`,
      )
    if (!isUnit(unit))
      throw new SuiteEditError(`--unit ${id}=${unit}: expected a unit such as ms, MB, B, ops/s, % or frames`)
    const was = String(defs[id]!.unit)
    // A count its input named no unit for (neutral: a Google Benchmark user counter) takes one too.
    if (was !== 'value' && was !== unit && defs[id]!.neutral !== true)
      throw new SuiteEditError(
        `--unit ${id}: its runs' numbers are in ${was} already; a new unit would misread them (only a metric whose input named no unit takes one)`,
      )
    defs[id] = { ...defs[id], unit }
  }
  return out
}

// Helpers shared by the JSON-format parsers (benchmarkdotnet, hyperfine, pytest-benchmark,
// google-benchmark, jmh, autocannon, k6-json, topgun-load-harness, generic-json):
//   J.root(file)              parse the text (syntax errors → ParseError with line and column)
//   node.num('mean')          a required number at $.results[3].mean, or a ParseError naming that path
//   node.optNum('median')     undefined when absent or null, a ParseError when of the wrong type
//   sniff(input)              cheap, never-throwing JSON look-up for detect()
// and small normalisers (metric ids, parameter values, percentile keys, ISO dates). Pure, no I/O.
import type { Measurement, ParamValue } from '../../data/schema/schema'
import { PATTERNS } from '../../data/schema/schema'
import { checkJson, DataError, parseJson, refuseDuplicateKeys } from '../../data/schema/validate'
import { ParseError } from './types'
import { mergeRuns } from './shared'
// One run builder and one percentile key for every parser: these are shared.ts's.
export { makeRun, pctKey } from './shared'
import type { InputFile, ParsedRun, ParserInput } from './types'

type Obj = Record<string, unknown>

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing'
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'an array'
  if (typeof v === 'string') return `"${v.length > 40 ? v.slice(0, 40) + '…' : v}"`
  if (typeof v === 'object') return 'an object'
  return String(v)
}

function childPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`
}

/**
 * A value inside a parsed JSON document, with its JSON path for error messages. The path is made
 * only when asked for (an error or a warning): a big report has hundreds of thousands of nodes.
 */
export class J {
  private p: string | undefined
  constructor(
    readonly file: string,
    readonly value: unknown,
    private readonly parent?: J,
    private readonly key?: string | number,
  ) {}

  get path(): string {
    return (this.p ??= this.parent ? childPath(this.parent.path, this.key as string | number) : '$')
  }

  /** Parses a file's text; a syntax error becomes a ParseError with "line L, column C". */
  static root(f: InputFile): J {
    const text = f.text.charCodeAt(0) === 0xfeff ? f.text.slice(1) : f.text
    try {
      // detect() parsed this very text already (sniff): take its value, checked as parseJson would.
      if (f.text === lastText && lastValue !== undefined) {
        const value = checkJson(lastValue, text.length, f.path)
        refuseDuplicateKeys(text, f.path)
        return new J(f.path, value)
      }
      return new J(f.path, parseJson(text, f.path))
    } catch (e) {
      if (!(e instanceof DataError)) throw e
      // Node 20 names no position for many syntax errors ("Unexpected token '}'"): find it ourselves.
      const at = e.jsonPath === '$' && e.expected.startsWith('valid JSON') ? syntaxErrorAt(text) : -1
      throw new ParseError(e.file, at >= 0 ? lineCol(text, at) : e.jsonPath, e.expected)
    }
  }

  /** Another value at this node's place, for errors about a value made from it. */
  holding(value: unknown): J {
    const j = new J(this.file, value, this.parent, this.key)
    j.p = this.p
    return j
  }

  fail(expected: string): never {
    throw new ParseError(this.file, this.path, `${expected}, found ${describe(this.value)}`)
  }

  at(key: string | number): J {
    const v =
      typeof key === 'number'
        ? Array.isArray(this.value)
          ? this.value[key]
          : undefined
        : isObj(this.value)
          ? this.value[key]
          : undefined
    return new J(this.file, v, this, key)
  }

  has(key: string): boolean {
    return isObj(this.value) && this.value[key] !== undefined && this.value[key] !== null
  }

  get isObj(): boolean {
    return isObj(this.value)
  }

  get isArr(): boolean {
    return Array.isArray(this.value)
  }

  get missing(): boolean {
    return this.value === undefined || this.value === null
  }

  /** This node as an object (fails otherwise). */
  obj(what = 'an object'): J {
    return isObj(this.value) ? this : this.fail(what)
  }

  /** The elements of this array (fails otherwise). */
  items(what = 'an array'): J[] {
    if (!Array.isArray(this.value)) this.fail(what)
    return (this.value as unknown[]).map((_, i) => this.at(i))
  }

  /** The [key, node] pairs of this object (fails otherwise). */
  entries(what = 'an object'): Array<[string, J]> {
    if (!isObj(this.value)) this.fail(what)
    return Object.keys(this.value as Obj).map((k) => [k, this.at(k)])
  }

  /** This node as a finite number; "NaN"/"Infinity" strings (JMH, .NET) count as not a number. */
  asNum(what = 'a number'): number {
    const v = this.value
    return typeof v === 'number' && Number.isFinite(v) ? v : this.fail(what)
  }

  asStr(what = 'a string'): string {
    return typeof this.value === 'string' ? this.value : this.fail(what)
  }

  /** A required number at `key`. */
  num(key: string | number, what?: string): number {
    return this.at(key).asNum(what)
  }

  /**
   * An optional number at `key`: undefined when absent, null, empty or a non-finite marker ("NaN",
   * "Infinity", "-nan", "" as some tools write them); a ParseError for anything else, an overflowing
   * literal (1e309) included.
   */
  optNum(key: string | number, what = 'a number'): number | undefined {
    const n = this.at(key)
    const v = n.value
    if (v === undefined || v === null) return undefined
    // JSON has no NaN or Infinity: a non-finite number here was a literal too large for a double (1e309).
    if (typeof v === 'number')
      return Number.isFinite(v) ? v : n.fail(`${what} that fits a double, found one beyond ±1.8e308`)
    if (typeof v === 'string' && /^([+-]?(nan|inf(inity)?))?$/i.test(v.trim())) return undefined
    return n.fail(what)
  }

  str(key: string | number, what?: string): string {
    return this.at(key).asStr(what)
  }

  optStr(key: string | number, what = 'a string'): string | undefined {
    const n = this.at(key)
    if (n.missing) return undefined
    return n.asStr(what)
  }

  optBool(key: string, what = 'true or false'): boolean | undefined {
    const n = this.at(key)
    if (n.missing) return undefined
    return typeof n.value === 'boolean' ? n.value : n.fail(what)
  }

  /** A required array at `key`. */
  arr(key: string, what?: string): J[] {
    return this.at(key).items(what)
  }

  /** An optional array at `key` ([] when absent or null). */
  optArr(key: string, what?: string): J[] {
    const n = this.at(key)
    return n.missing ? [] : n.items(what)
  }

  /** Numbers of an array at `key` (undefined when absent); every element must be a number. */
  optNums(key: string, what = 'an array of numbers'): number[] | undefined {
    const n = this.at(key)
    if (n.missing) return undefined
    return n.items(what).map((e) => e.asNum('a number'))
  }
}

function lineCol(s: string, pos: number): string {
  let line = 1
  let lineStart = 0
  for (let i = s.indexOf('\n'); i >= 0 && i < pos; i = s.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return `line ${line}, column ${pos - lineStart + 1}`
}

import { syntaxErrorAt } from '../../data/schema/json-locate'
import { trimEndOf } from './scan'

// ---------------------------------------------------------------- detection

let lastText: string | undefined
let lastValue: unknown

/**
 * The parsed JSON of the first input file, or undefined when it is not JSON. Never throws. The last
 * parse is remembered so that every JSON parser's detect() on the same text parses it only once.
 */
export function sniff(input: ParserInput): unknown {
  const f = input.files[0]
  if (!f) return undefined
  const text = f.text
  if (text === lastText) return lastValue
  let value: unknown
  const start = /\S/.exec(text.length > 64 ? text.slice(0, 64) : text)
  const c = start ? start[0] : ''
  if ((c === '{' || c === '[' || c === '\ufeff') && text.length <= 50 * 1024 * 1024) {
    try {
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    } catch {
      value = undefined
    }
  }
  lastText = text
  lastValue = value
  return value
}

/** The beginning of the first input file, for detecting inputs that are not valid JSON. */
export function head(input: ParserInput, chars = 4096): string {
  const t = input.files[0]?.text ?? ''
  return t.length > chars ? t.slice(0, chars) : t
}

/** Whether `o` is an object having every one of `keys`. */
export function hasKeys(o: unknown, ...keys: string[]): o is Obj {
  return isObj(o) && keys.every((k) => k in o)
}

// ---------------------------------------------------------------- building runs

/** Drops undefined fields (and an empty percentiles object) so that results stay tidy and comparable. */
export function measurement(m: Measurement): Measurement {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(m)) {
    if (v === undefined) continue
    if (k === 'percentiles' && isObj(v) && Object.keys(v).length === 0) continue
    if (k === 'samples' && Array.isArray(v) && v.length === 0) continue
    out[k] = v
  }
  return out as Measurement
}

/** The percentiles an object of statistics holds, by `table`'s [key, percent] pairs ("p99" → "99"). */
export function percentilesOf(o: J, table: ReadonlyArray<readonly [string, string]>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const [k, pct] of table) {
    const v = o.optNum(k)
    if (v !== undefined) out[pct] = v
  }
  return out
}

/** A metric id the schema accepts (lowercase slug): "·gc.alloc.rate" → "gc.alloc.rate". */
export function metricId(raw: string): string {
  const s = trimEndOf(
    raw
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '_')
      .replace(/^[^a-z0-9]+/, ''),
    '_',
  )
  return (s || 'metric').slice(0, 80)
}

/** A label of at most 80 characters. */
export function label(raw: string): string {
  const s = raw.trim() || 'value'
  return s.length > 80 ? s.slice(0, 79) + '…' : s
}

/** Strings that are plain decimal numbers ("8", "-1.5") become numbers; everything else stays as given. */
export function paramValue(v: unknown): ParamValue {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'boolean') return v
  if (typeof v === 'string') {
    if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(v) && String(Number(v)) === v) return Number(v)
    return v // a long value is fitted (with a warning) by ingest, the same for every format
  }
  return v === null || v === undefined ? 'None' : JSON.stringify(v)
}

const ISO = PATTERNS.isoDate

/** The date as the schema wants it ("2026-04-18T10:00:00+00:00"); "2019-03-19 15:31:19" gets its T. */
export function isoDate(s: string | undefined): string | undefined {
  if (!s) return undefined
  const t = s.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
  return ISO.test(t) ? t : undefined
}

/** Text for a schema field of at most `max` characters. */
export function text(s: string, max: number): string {
  return s.length > max ? s.slice(0, max - 1) + '…' : s
}

/** A distribution such as {"200": 1990, "503": 10} or {"connection refused": 3}, as counts ([] when absent). */
export function tally(node: J): Array<[string, number]> {
  return node.isObj ? node.entries().map(([k, n]) => [k, n.asNum('a number of requests')]) : []
}

/** A tally as the load tools' notes and warnings write it: "200 ×1990, 503 ×10". */
export function tallyText(t: Array<[string, number]>, sep = ', '): string {
  return t.map(([k, n]) => `${k} ×${n}`).join(sep)
}

/**
 * Parses every input file with `one` and merges the runs: results in order, metrics united (a
 * metric whose unit differs in a later file keeps that file's unit on its measurements), the
 * first environment, date, commit and version, all warnings.
 */
export function parseFiles(input: ParserInput, one: (f: InputFile) => ParsedRun): ParsedRun {
  if (input.files.length === 0) throw new ParseError('(no input)', '$', 'at least one input file')
  return mergeRuns(input.files.map(one), { metrics: 'first', environment: 'first' })
}

/** A commit id the schema accepts (7–40 lowercase hex digits), or undefined. */
export function commitId(s: string | undefined): string | undefined {
  const c = s?.trim().toLowerCase()
  return c && PATTERNS.commit.test(c) ? c : undefined
}

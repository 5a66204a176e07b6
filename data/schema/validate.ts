// Validation with messages a maintainer can act on: file, JSON path, what was expected.
import type { z } from 'zod'
import { duplicateKey, syntaxErrorAt } from './json-locate'
import { didYouMean } from './suggest'

/** The largest data file the build reads (and so the largest ingest writes); see MAX_SAMPLES in schema.ts. */
export const MAX_DATA_FILE_BYTES = 50 * 1024 * 1024

export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly jsonPath: string,
    readonly expected: string,
  ) {
    super(`${file}: ${jsonPath}: ${expected}`)
    this.name = 'DataError'
  }
}

/** "$.results[3].values.throughput" from zod's path array. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$'
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`
    else if (typeof p === 'string' && /^[A-Za-z_$][\w$]*$/.test(p)) out += `.${p}`
    else out += `[${JSON.stringify(String(p))}]`
  }
  return out
}

/** Parses `value` with `schema` or throws a DataError naming the first problems (at most three). */
export function validate<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const issues = r.error.issues
  const [first] = issues
  if (!first) throw new DataError(file, '$', 'invalid data')
  const describe = (i: z.core.$ZodIssue) => describeIssue(i) + unknownKeyHint(schema, i)
  const others = issues.slice(1, 3).map((i) => `${jsonPath(i.path)}: ${describe(i)}`)
  const more = issues.length > 3 ? `; and ${issues.length - 3} more` : ''
  throw new DataError(
    file,
    jsonPath(first.path),
    `expected ${describe(first)}${others.length ? ` (also ${others.join('; ')}${more})` : ''}`,
  )
}

/** The keys an object schema accepts at `path` (through optional, nullable, arrays, records, unions). */
function keysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const inner = (k: string) => def[k] as z.core.$ZodType
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return keysAt(inner('innerType'), path)
    case 'pipe':
      return keysAt(inner('in'), path)
    case 'lazy':
      return keysAt((def.getter as () => z.core.$ZodType)(), path)
    case 'union':
      return [...new Set((def.options as z.core.$ZodType[]).flatMap((o) => keysAt(o, path)))]
    case 'array':
      return path.length ? keysAt(inner('element'), path.slice(1)) : []
    case 'record':
      return path.length ? keysAt(inner('valueType'), path.slice(1)) : []
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>
      if (!path.length) return Object.keys(shape)
      const next = shape[String(path[0])]
      return next ? keysAt(next, path.slice(1)) : []
    }
    default:
      return []
  }
}

/** `; did you mean "series"?` for a misspelt key, from the keys the schema accepts there. */
function unknownKeyHint(schema: z.core.$ZodType, issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys' || issue.keys.length !== 1) return ''
  return didYouMean(issue.keys[0]!, keysAt(schema, issue.path))
}

/** What a zod issue expected, in words: "a number, found a string", "one of: higher, lower". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `no unknown keys, found ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
    case 'invalid_type': {
      const found = /received (\w+)/.exec(issue.message)?.[1]
      return found === 'undefined'
        ? `${article(issue.expected)} (missing)`
        : `${article(issue.expected)}${found ? `, found ${found}` : ''}`
    }
    case 'invalid_union': {
      const alternatives = issue.errors
        .map((branch) => (branch[0] ? describeIssue(branch[0]).replace(/ \(missing\)$/, '') : ''))
        .filter(Boolean)
      const missing = issue.errors.every(
        (b) => b[0]?.code === 'invalid_type' && /received undefined/.test(b[0].message),
      )
      return `${[...new Set(alternatives)].join(' or ') || 'one of the allowed forms'}${missing ? ' (missing)' : ''}`
    }
    case 'invalid_key':
      return issue.issues[0] ? `a key that is ${describeIssue(issue.issues[0])}` : 'a valid key'
    case 'invalid_element':
      return issue.issues[0] ? describeIssue(issue.issues[0]) : 'a valid element'
    case 'invalid_value':
      return `one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_format':
      // Our patterns carry their own wording; zod's default repeats the regex.
      return /^Invalid|must match/i.test(issue.message)
        ? `text in the ${issue.format} format${issue.pattern ? ` ${issue.pattern}` : ''}`
        : issue.message
    default:
      return issue.message.replace(/^Invalid input:?\s*/i, '').replace(/^expected\s+/i, '') || issue.code
  }
}

function article(type: string): string {
  return (
    {
      number: 'a number',
      string: 'a string',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
      int: 'an integer',
    }[type] ?? type
  )
}

/** JSON.parse that reports the line and column of a syntax error, and refuses huge or deep input. */
export function parseJson(textIn: string, file: string, maxBytes = MAX_DATA_FILE_BYTES, maxDepth = 64): unknown {
  if (textIn.length > maxBytes)
    throw new DataError(file, '$', `a file of at most ${maxBytes} bytes, found ${textIn.length}`)
  let value: unknown
  try {
    value = JSON.parse(textIn)
  } catch (e) {
    const m = /position (\d+)/.exec(String((e as Error).message))
    const pos = m ? Number(m[1]) : syntaxErrorAt(textIn)
    const where = pos >= 0 ? lineCol(textIn, pos) : ''
    throw new DataError(file, where || '$', `valid JSON (${(e as Error).message})`)
  }
  checkJson(value, textIn.length, file, maxBytes, maxDepth)
  refuseDuplicateKeys(textIn, file)
  return value
}

/** A DataError at the first key that appears twice in one object (see duplicateKey). */
export function refuseDuplicateKeys(text: string, file: string): void {
  const d = duplicateKey(text)
  if (d)
    throw new DataError(
      file,
      `${jsonPath(d.path)} (${lineCol(text, d.at)})`,
      `each key once in an object, found "${d.key}" a second time (JSON keeps only the last, silently)`,
    )
}

/** The limits parseJson sets, for a value parsed elsewhere from a text of `length` characters. */
export function checkJson(
  value: unknown,
  length: number,
  file: string,
  maxBytes = MAX_DATA_FILE_BYTES,
  maxDepth = 64,
): unknown {
  if (length > maxBytes) throw new DataError(file, '$', `a file of at most ${maxBytes} bytes, found ${length}`)
  if (deeperThan(value, maxDepth)) throw new DataError(file, '$', `JSON nested at most ${maxDepth} levels deep`)
  return value
}

function lineCol(s: string, pos: number): string {
  let line = 1
  let col = 1
  for (let i = 0; i < pos && i < s.length; i++) {
    if (s.charCodeAt(i) === 10) {
      line++
      col = 1
    } else col++
  }
  return `line ${line}, column ${col}`
}

/**
 * Whether `v` nests more than `levels` levels (a value inside an object or array is one level below
 * it, the top value is level 0). Recursive but bounded: it stops
 * going down once past the limit, so a hostile file cannot overflow the stack.
 */
function deeperThan(v: unknown, levels: number): boolean {
  if (levels < 0) return true
  if (v === null || typeof v !== 'object') return false
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (deeperThan(v[i], levels - 1)) return true
  } else {
    for (const k in v) if (deeperThan((v as Record<string, unknown>)[k], levels - 1)) return true
  }
  return false
}

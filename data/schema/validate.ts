// Validation with messages a maintainer can act on: file, JSON path, what was expected.
import type { z } from 'zod'

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

/** Parses `value` with `schema` or throws a DataError naming the first problem (and how many more). */
export function validate<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const [first, ...rest] = r.error.issues
  if (!first) throw new DataError(file, '$', 'invalid data')
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : ''
  throw new DataError(file, jsonPath(first.path), `expected ${describeIssue(first)}${more}`)
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // zod's own message already says what was wrong ("Invalid input: expected number, received string");
  // keep it, lower-cased, and drop its "Invalid input:" prefix so the sentence reads "expected …".
  const msg = issue.message.replace(/^Invalid (input|string|option|key|element)?:?\s*/i, '').replace(/^expected\s+/i, '')
  if (issue.code === 'unrecognized_keys') return `no unknown keys, found ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
  return msg || issue.code
}

/** JSON.parse that reports the line and column of a syntax error, and refuses huge or deep input. */
export function parseJson(textIn: string, file: string, maxBytes = 50 * 1024 * 1024, maxDepth = 64): unknown {
  if (textIn.length > maxBytes) throw new DataError(file, '$', `a file of at most ${maxBytes} bytes, found ${textIn.length}`)
  let value: unknown
  try {
    value = JSON.parse(textIn)
  } catch (e) {
    const m = /position (\d+)/.exec(String((e as Error).message))
    const pos = m ? Number(m[1]) : -1
    const where = pos >= 0 ? lineCol(textIn, pos) : ''
    throw new DataError(file, where || '$', `valid JSON (${(e as Error).message})`)
  }
  const depth = maxNesting(value, maxDepth)
  if (depth > maxDepth) throw new DataError(file, '$', `JSON nested at most ${maxDepth} levels deep`)
  return value
}

function lineCol(s: string, pos: number): string {
  let line = 1
  let col = 1
  for (let i = 0; i < pos && i < s.length; i++) {
    if (s.charCodeAt(i) === 10) { line++; col = 1 } else col++
  }
  return `line ${line}, column ${col}`
}

function maxNesting(v: unknown, limit: number): number {
  // Iterative so that a hostile file cannot overflow the stack.
  let max = 0
  const stack: Array<[unknown, number]> = [[v, 0]]
  while (stack.length) {
    const [x, d] = stack.pop()!
    if (d > max) max = d
    if (max > limit) return max
    if (x && typeof x === 'object') for (const c of Object.values(x)) stack.push([c, d + 1])
  }
  return max
}

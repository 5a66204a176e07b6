// Where JSON stops being valid, and the first key it repeats, for error messages that name a line and
// column (Node 20's JSON.parse often names no position: "Unexpected token '}'") and a JSON path. The
// scanning is jsonc-parser's (comments and trailing commas refused: this is strict JSON).
import { visit } from 'jsonc-parser'
import type { JSONPath, ParseErrorCode } from 'jsonc-parser'

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** A string or number the text ends inside: the error is where the text ends, not where the token began. */
// (ParseErrorCode.UnexpectedEndOfString and UnexpectedEndOfNumber: a const enum, which isolated modules cannot read.)
const RUNS_OUT = new Set<ParseErrorCode>([12, 13])

/** Offset of the first JSON syntax error in `s` (s.length for an early end), or -1 when it is valid. */
export function syntaxErrorAt(s: string): number {
  let at = -1
  visit(
    s,
    {
      onError: (error, offset, length) => {
        if (at < 0) at = Math.min(RUNS_OUT.has(error) ? offset + length : offset, s.length)
      },
    },
    STRICT,
  )
  return at
}

/**
 * The first key that appears twice in one object of a VALID JSON text, with its offset and JSON path,
 * or undefined. JSON.parse keeps the last of two equal keys without a word, so a file saying
 * {"value": 1, "value": 900} would publish 900 while a reader of the file sees 1 first.
 */
export function duplicateKey(s: string): { at: number; key: string; path: Array<string | number> } | undefined {
  const objects: Array<Set<string>> = []
  let found: { at: number; key: string; path: JSONPath } | undefined
  visit(
    s,
    {
      onObjectBegin: () => {
        objects.push(new Set())
        return !found
      },
      onObjectEnd: () => {
        objects.pop()
      },
      onObjectProperty: (key, offset, _length, _line, _col, path) => {
        const keys = objects[objects.length - 1]!
        if (!found && keys.has(key)) found = { at: offset, key, path: [...path(), key] }
        keys.add(key)
      },
    },
    STRICT,
  )
  return found
}

// Bare non-finite numbers in a JSON-like report, for the tools known to write them (not valid JSON):
//       "aggregate_name": "cv",
//       "zero": NaN
// (Google Benchmark 1.7.1, a user counter that stays 0 over --benchmark_repetitions: its _cv is 0/0).
// Each bare NaN, nan, inf, Infinity (any case, with a sign or not) outside strings becomes null: a
// figure with no value, never a number. Everything else is left byte for byte, newlines included, so
// line numbers in later errors still point into the file as written. Pure, one pass, no regex.
import { J } from './json-shared'
import { ParseError, type InputFile } from './types'

/** One bare non-finite token: its 1-based line, the key it was the value of, and the token as written. */
export interface NonFinite {
  line: number
  key: string
  token: string
}

const WORDS = new Set(['nan', 'inf', 'infinity'])
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)

/** The text with each bare non-finite token replaced by null, and where they were (none: the text as is). */
export function nonFiniteToNull(text: string): { text: string; found: NonFinite[] } {
  const found: NonFinite[] = []
  const out: string[] = []
  let copied = 0
  let line = 1
  let lastString = ''
  let key = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) line++
    else if (c === 34) {
      // A string: skip to its closing quote (escapes included); it may be the next value's key.
      const start = i + 1
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) {
        if (text.charCodeAt(i) === 92) i++
        else if (text.charCodeAt(i) === 10) line++
      }
      lastString = text.slice(start, Math.min(i, start + 80))
    } else if (c === 58) key = lastString
    else if (isLetter(c) || ((c === 45 || c === 43) && isLetter(text.charCodeAt(i + 1)))) {
      let end = i + 1
      while (end < text.length && isLetter(text.charCodeAt(end))) end++
      const word = text.slice(c === 45 || c === 43 ? i + 1 : i, end)
      if (WORDS.has(word.toLowerCase())) {
        found.push({ line, key, token: text.slice(i, end) })
        out.push(text.slice(copied, i), 'null')
        copied = end
      }
      i = end - 1
    }
  }
  if (!found.length) return { text, found }
  out.push(text.slice(copied))
  return { text: out.join(''), found }
}

/** The one warning for a file's non-finite figures: where each is, and that it is left out. */
export function nonFiniteWarning(f: InputFile, found: NonFinite[]): string {
  const spots = found.slice(0, 5).map((n) => `line ${n.line} "${n.key}": ${n.token}`)
  const more = found.length > 5 ? ` and ${found.length - 5} more` : ''
  return `${f.path}: ${spots.join(', ')}${more} — not a number (the tool writes it for a figure it could not compute, e.g. the CV of a counter that stays 0); that figure is left out, the rest is read`
}

/**
 * For detect(): the value of a file that is not JSON as it stands but is once its bare non-finite
 * tokens are null, when its head holds `marker` (a key of the format). Never throws; the last is cached.
 */
export function lenientJson(f: InputFile | undefined, marker: string): unknown {
  if (!f || !/^\s*\{/.test(f.text.slice(0, 64)) || !f.text.slice(0, 4096).includes(marker)) return undefined
  if (f.text === last?.from) return last.value
  const pre = nonFiniteToNull(f.text)
  let value: unknown
  try {
    value = pre.found.length ? JSON.parse(pre.text) : undefined
  } catch {
    value = undefined
  }
  last = { from: f.text, value }
  return value
}
let last: { from: string; value: unknown } | undefined

/**
 * The file's root: as JSON, or, when it holds bare NaN/Infinity, with those figures null and one warning
 * (`say`: a format's own words for it).
 */
export function rootAllowingNonFinite(f: InputFile, warnings: string[], say = nonFiniteWarning): J {
  try {
    return J.root(f)
  } catch (e) {
    if (!(e instanceof ParseError)) throw e
    const pre = nonFiniteToNull(f.text)
    if (!pre.found.length) throw e
    // Newlines are kept, so an error still left names the line of the file as written.
    const root = J.root({ ...f, text: pre.text })
    warnings.push(say(f, pre.found))
    return root
  }
}

// Scanning text in linear time where a regular expression would backtrack over a long line (issue 47):
// `/^\s+X/m` tries every split of a run of white space, and a line of a megabyte of spaces took the
// square of its length. Each helper gives exactly what the expression it replaces gives, in one pass.
// Pure, no I/O.

/** Where JavaScript's `^` and `$` (flag m) and `.` see a line end: \n, \r, U+2028, U+2029. */
const TERMINATOR = /[\n\r\u2028\u2029]/

/** The runs of non-space characters (JavaScript's \S), each [start, end). */
const TOKEN = /\S+/g

/**
 * `/^\s+X/m.test(text)` (indent 1) or `/^\s*X/m.test(text)` (indent 0), for an X that starts with a
 * non-space, given as a sticky expression (flag y). The white space before X may span blank lines, as
 * the expression's did: X must start a run of non-spaces, and some line must start in the white space
 * before it, at least `indent` characters before X. Each run is looked at once.
 */
export function indentedLine(text: string, x: RegExp, indent: 0 | 1): boolean {
  if (!x.sticky) throw new Error(`indentedLine: ${x} must be sticky (flag y)`)
  let prevEnd = -1
  for (const t of text.matchAll(TOKEN)) {
    const at = t.index!
    if (lineStartsIn(text, prevEnd, at - indent)) {
      x.lastIndex = at
      if (x.test(text)) return true
    }
    prevEnd = at + t[0].length
  }
  return false
}

/**
 * Whether a line starts at a position in [from, to] of the white space after a non-space that ends at
 * `prevEnd` (-1: the text's start, where a line starts).
 */
function lineStartsIn(text: string, prevEnd: number, to: number): boolean {
  if (prevEnd < 0) return to >= 0
  for (let i = prevEnd; i < to; i++) if (TERMINATOR.test(text[i]!)) return true
  return false
}

/** Whether `text` has a line (one without U+2028 or \r in it, as `.` sees one) with `a`, later `b`: / a .* b/. */
export function inOrderOnALine(text: string, a: string, b: string): boolean {
  for (const part of text.split(TERMINATOR)) {
    const i = part.indexOf(a)
    if (i >= 0 && part.indexOf(b, i + a.length) >= 0) return true
  }
  return false
}

/** Whether `s` holds no line end, so that `.` matches each of its characters as `[^]` does. */
export const oneLine = (s: string): boolean => !TERMINATOR.test(s)

/** The index of the last line end in `s` (-1: none). */
function lastLineEnd(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) if (TERMINATOR.test(s[i]!)) return i
  return -1
}

/** `s.replace(/C.*$/, '')`: `s` cut at the first `c` on its last line (as `.` sees lines). */
export function cutAtOnLastLine(s: string, c: string): string {
  const i = s.indexOf(c, lastLineEnd(s) + 1)
  return i < 0 ? s : s.slice(0, i)
}

/** `s.replace(/O[^C]*C$/, '')` for one-character `open` and `close`: a last "[…]" taken off the end. */
export function withoutBracketTail(s: string, open: string, close: string): string {
  if (!s.endsWith(close)) return s
  const i = s.indexOf(open, s.lastIndexOf(close, s.length - 2) + 1)
  return i < 0 || i === s.length - 1 ? s : s.slice(0, i)
}

/** `s.replace(/C+$/, '')`: the `c` characters at the end of `s` taken off. */
export function trimEndOf(s: string, c: string): string {
  let end = s.length
  while (end > 0 && s[end - 1] === c) end--
  return s.slice(0, end)
}

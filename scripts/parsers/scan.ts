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

/** The index of the first line end in `s` (-1: none). */
export const firstLineEnd = (s: string): number => s.search(TERMINATOR)

/** The index of the last line end in `s` (-1: none). */
export function lastLineEnd(s: string): number {
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

/** What an expression's exec gives: the whole match, then each group (undefined: it took no part). */
export type Groups = [string, ...Array<string | undefined>] & { index: number }

export const groups = (list: Groups[number][], index: number): Groups => Object.assign(list as Groups, { index })

/** The runs of non-spaces of `s`, each [start, end). */
export function tokens(s: string): Array<[number, number]> {
  return [...s.matchAll(TOKEN)].map((m) => [m.index!, m.index! + m[0].length])
}

/**
 * `/\[(\S+)S (\S+)S … (\S+)S\]/.exec(s)` with `n` groups, `S` being `suffix` ('' or '%'): a "[" inside
 * a run of non-spaces, then that run and the next n - 1, one space apart, each ending in the suffix,
 * the last at its last "S]". Each run is looked at a fixed number of times.
 */
export function bracketed(s: string, n: number, suffix: string): Groups | null {
  const runs = tokens(s)
  const k = suffix.length
  for (let r = 0; r + n - 1 < runs.length; r++) {
    const [a, b] = runs[r]!
    const open = s.slice(a, b).indexOf('[')
    if (open < 0 || a + open > b - k - 2 || !s.endsWith(suffix, b)) continue
    const list: Array<string | undefined> = ['', s.slice(a + open + 1, b - k)]
    let end = -1
    for (let j = 1; j < n; j++) {
      const [c, d] = runs[r + j]!
      if (c !== runs[r + j - 1]![1] + 1 || s[c - 1] !== ' ') break
      if (j < n - 1) {
        if (d - c - k < 1 || !s.endsWith(suffix, d)) break
        list.push(s.slice(c, d - k))
      } else {
        const close = s.slice(c, d).lastIndexOf(`${suffix}]`)
        if (close < 1) break
        list.push(s.slice(c, c + close))
        end = c + close + k + 1
      }
    }
    if (end < 0) continue
    list[0] = s.slice(a + open, end)
    return groups(list, a + open)
  }
  return null
}

const NUMBER = /^-?[\d.]+(?:e[+-]?\d+)?$/

/**
 * A Google Benchmark console row → [, name, time, unit, cpu, unit, iterations, rest], as
 * /^(.+?)\s+(-?[\d.]+(?:e[+-]?\d+)?) (\S+)\s+(-?[\d.]+(?:e[+-]?\d+)?) (\S+)(?:\s+(\d+))?(?:\s+(.*?))?\s*$/
 * read it, run by run of non-spaces: the name is the shortest that the rest fits after (the expression
 * tried every split of each run of spaces, as the square of the line's length).
 */
export function benchmarkRow(s: string): Array<string | undefined> | null {
  const runs = tokens(s)
  const n = runs.length
  const last = n ? runs[n - 1]![1] : 0
  const firstEnd = firstLineEnd(s)
  const lastEnd = lastLineEnd(s.slice(0, last))
  const text = (r: number) => s.slice(runs[r]![0], runs[r]![1])
  const oneSpace = (r: number) => runs[r + 1]![0] === runs[r]![1] + 1 && s[runs[r]![1]] === ' '
  for (let k = 0; k + 3 < n; k++) {
    const nameEnd = k === 0 ? 1 : runs[k - 1]![1]
    if (firstEnd >= 0 && firstEnd < nameEnd) break // . took no line end into the name
    if (nameEnd >= runs[k]![0] || !oneSpace(k) || !oneSpace(k + 2)) continue
    if (!NUMBER.test(text(k)) || !NUMBER.test(text(k + 2))) continue
    const head = [s, s.slice(0, nameEnd), text(k), text(k + 1), text(k + 2), text(k + 3)]
    // White space after the last run is an empty last group, as \s+(.*?) took it.
    const after = (r: number) => (s.length > runs[r]![1] ? '' : undefined)
    if (k + 4 === n) return [...head, undefined, after(k + 3)]
    const its = /^\d+$/.test(text(k + 4)) ? text(k + 4) : undefined
    if (its !== undefined && k + 5 === n) return [...head, its, after(k + 4)]
    const from = runs[its === undefined ? k + 4 : k + 5]![0]
    if (lastEnd < from) return [...head, its, s.slice(from, last)]
  }
  return null
}

/**
 * `/^(\S.*?)\s+REST/.exec(s)` for a REST that starts with a non-space, given sticky (flag y): the name is
 * the shortest that ends before a run of white space REST matches after, each run tried once (the lazy
 * name tried every split of a long run of spaces).
 */
export function namedLine(s: string, rest: RegExp): Groups | null {
  if (!rest.sticky) throw new Error(`namedLine: ${rest} must be sticky (flag y)`)
  if (!/^\S/.test(s)) return null
  const firstEnd = firstLineEnd(s)
  for (const ws of s.matchAll(/\s+/g)) {
    if (firstEnd >= 0 && firstEnd < ws.index!) return null // . took no line end into the name
    rest.lastIndex = ws.index! + ws[0].length
    const r = rest.exec(s)
    if (r) return groups([s.slice(0, rest.lastIndex), s.slice(0, ws.index), ...r.slice(1)], 0)
  }
  return null
}

// Issue 47, finding 3: no parser expression backtracks super-linearly on a line. Every regular expression
// literal in scripts/parsers is given to a ReDoS checker (recheck); its verdicts are remembered in
// redos-checked.json by source and flags, and an expression not yet there is checked here
// (`pnpm exec tsx tests/unit/redos-regexes.ts` adds it to the file). None is flagged any more: where an
// expression could not be made linear as an expression, a scan in scripts/parsers/scan.ts (or beside its
// parser) reads the line as it did, and the property tests below hold each scan to that expression.
import { describe, expect, it } from 'vitest'
import { checkRegex, parserRegexes, readChecked } from './redos-regexes'
import {
  cutAtOnLastLine,
  indentedLine,
  inOrderOnALine,
  trimEndOf,
  withoutBracketTail,
} from '../../scripts/parsers/scan'

describe('parser regular expressions', () => {
  it('none backtracks super-linearly', async () => {
    const found = parserRegexes()
    expect(found.length).toBeGreaterThan(300)
    const known = readChecked()
    for (const r of found) known[r.key] ??= await checkRegex(r.source, r.flags)
    const flagged = Object.fromEntries(
      found.filter((r) => known[r.key] !== 'safe').map((r) => [`${r.file} ${r.key}`, known[r.key]!]),
    )
    expect(flagged).toEqual({})
  }, 300_000)

  it("vegeta's text report row is linear (it was the fourth power of a line's length)", async () => {
    const row = parserRegexes().find((r) => r.file === 'vegeta-text.ts' && r.source.includes('\\]\\s+('))!
    expect(await checkRegex(row.source, row.flags)).toBe('safe')
  })
})

describe('the linear scans that replace them (scripts/parsers/scan.ts)', () => {
  // Random texts over the characters that decide a match (spaces, each line end, a non-breaking space,
  // the pattern's letters): each scan must say what the expression it replaces says, on every one.
  const ALPHABET = [' ', '\t', '\n', '\r', '\u2028', '\u00a0', 'a', 'b', 'x', ':']
  let seed = 47
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const texts = Array.from({ length: 4000 }, () =>
    Array.from({ length: Math.floor(random() * 12) }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(''),
  )

  it('indentedLine is /^\\s+X/m and /^\\s*X/m', () => {
    for (const t of texts) {
      expect([t, indentedLine(t, /ab:/y, 1)]).toEqual([t, /^\s+ab:/m.test(t)])
      expect([t, indentedLine(t, /a\s*b$/my, 0)]).toEqual([t, /^\s*a\s*b$/m.test(t)])
      expect([t, indentedLine(t, /x/y, 1)]).toEqual([t, /^\s+x/m.test(t)])
    }
  })

  it('inOrderOnALine is / a .* b/', () => {
    for (const t of texts) expect([t, inOrderOnALine(t, ' a', 'b:')]).toEqual([t, / a.*b:/.test(t)])
  })

  it('cutAtOnLastLine, withoutBracketTail and trimEndOf are the replacements they stand for', () => {
    for (const t of texts) {
      expect([t, cutAtOnLastLine(t, 'a')]).toEqual([t, t.replace(/a.*$/, '')])
      expect([t, withoutBracketTail(t, 'a', 'b')]).toEqual([t, t.replace(/a[^b]*b$/, '')])
      expect([t, t.endsWith(':') ? cutAtOnLastLine(t, 'a') : t]).toEqual([t, t.replace(/a.*:$/, '')])
      expect([t, trimEndOf(t, 'b')]).toEqual([t, t.replace(/b+$/, '')])
    }
  })
})

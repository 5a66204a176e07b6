// Issue 47, finding 3: no parser expression backtracks super-linearly on a line. Every regular expression
// literal in scripts/parsers is given to a ReDoS checker (recheck); its verdicts are remembered in
// redos-checked.json by source and flags, and an expression not yet there is checked here
// (`pnpm exec tsx tests/unit/redos-regexes.ts` adds it to the file). What the checker still flags is
// listed below, each a known debt (quadratic at worst; the third and fourth powers are rewritten): a new
// flagged expression fails, and so does a listed one that is gone or fixed.
import { describe, expect, it } from 'vitest'
import { checkRegex, parserRegexes, readChecked } from './redos-regexes'
import {
  cutAtOnLastLine,
  indentedLine,
  inOrderOnALine,
  trimEndOf,
  withoutBracketTail,
} from '../../scripts/parsers/scan'

/** `file /source/flags` → the checker's verdict, for the expressions not yet rewritten. */
const LEFT: Record<string, string> = {
  'catch2-console.ts /^(.*?)\\s+(\\d+)\\s+(\\d+)\\s+(\\S+) (\\S+)\\s*$/': '2nd degree polynomial',
  'catch2-xml.ts /([A-Za-z_][\\w-]*)="([^"]*)"/g': '2nd degree polynomial',
  'catch2-xml.ts /<Catch2?TestRun[^>]*catch2-version="([^"]+)"/': '2nd degree polynomial',
  'catch2-xml.ts /<TestCase\\b[^>]*>|<BenchmarkResults\\b[^>]*>|<\\/BenchmarkResults>|<(mean|standardDeviation)\\b[^>]*\\/>/g':
    '2nd degree polynomial (fuzz)',
  'criterion.ts /\\[(\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)\\]/': 'unknown: timeout',
  'criterion.ts /\\[(\\S+)% (\\S+)% (\\S+)%\\]/': '2nd degree polynomial',
  'criterion.ts /^.*\\stime:\\s+\\[[\\d.]+ \\S+ [\\d.]+ \\S+ [\\d.]+ \\S+\\]/m': 'unknown: timeout',
  'fio-text.ts /(\\w+)=\\s*([^,\\s]+)/g': '2nd degree polynomial',
  'fio-text.ts /^(\\S+): \\(g=\\d+\\): rw=(\\w+), .*ioengine=(\\S+), iodepth=(\\d+)$/': '2nd degree polynomial',
  'generic-csv.ts /^#\\s*([A-Za-z][\\w .-]{0,59}?)\\s*:\\s*(.+)$/': '2nd degree polynomial (fuzz)',
  'generic-csv.ts /^([^[\\]:]+?)\\s*\\[([^\\]]+)\\]\\s*(?:\\((higher|lower)\\))?$/': '2nd degree polynomial',
  'google-benchmark-console.ts /^(.+?)\\s+(-?[\\d.]+(?:e[+-]?\\d+)?) (\\S+)\\s+(-?[\\d.]+(?:e[+-]?\\d+)?) (\\S+)(?:\\s+(\\d+))?(?:\\s+(.*?))?\\s*$/':
    'unknown: timeout',
  "google-benchmark-csv.ts /^\\S*csv_reporter\\.cc:\\d+: ReportRuns: Check `.*' failed\\. (All counters must be present in each run\\..*)$/":
    '2nd degree polynomial',
  'hey.ts /^\\s+([A-Za-z/+ -]+):\\s+(\\S+)(?: secs| bytes)?\\s*$/': '2nd degree polynomial',
  'hyperfine-text.ts /^Benchmark \\d+: .+\\r?\\n\\s+Time \\((mean ± σ|abs ≡)\\):/m': 'unknown: timeout',
  'jmh-text.ts /^Benchmark\\s+(\\(\\S+\\)\\s+)*Mode\\s+(Threads\\s+)?(Cnt|Samples)?\\s*Score\\s+Error\\s+Units$/':
    '2nd degree polynomial',
  'jmh-text.ts /^JDK ([^,]+), (.+), (.+)$/': '2nd degree polynomial',
  'mitata-text.ts /^(\\S.*?)\\s+error: (.*)$/': '2nd degree polynomial',
  'openmetrics.ts /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+(\\S+))?(?:\\s+#.*)?$/':
    '2nd degree polynomial',
  'pgbench.ts /^\\s+(\\S+)\\s+(?:\\d+\\s+)?(\\S.*?)\\s*$/': '2nd degree polynomial',
  'pytest-benchmark-text.ts /^(.+?)\\[(.+)\\]$/': '2nd degree polynomial',
  'pytest-benchmark-text.ts /^Name \\(time in (\\S+)\\)\\s+(.*)$/': '2nd degree polynomial',
  'redis-benchmark.ts /^[^\\r\\n]*: [\\d.]+ requests per second(, p50=[\\d.]+ msec)?\\r?$/m': '2nd degree polynomial',
}

describe('parser regular expressions', () => {
  it('none backtracks super-linearly, but those listed as left', async () => {
    const found = parserRegexes()
    expect(found.length).toBeGreaterThan(300)
    const known = readChecked()
    for (const r of found) known[r.key] ??= await checkRegex(r.source, r.flags)
    const flagged = Object.fromEntries(
      found.filter((r) => known[r.key] !== 'safe').map((r) => [`${r.file} ${r.key}`, known[r.key]!]),
    )
    expect(flagged).toEqual(LEFT)
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

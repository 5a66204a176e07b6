// Issue 47, finding 3: no parser expression backtracks super-linearly on a line. Every regular expression
// literal in scripts/parsers is given to a ReDoS checker (recheck); its verdicts are remembered in
// redos-checked.json by source and flags, and an expression not yet there is checked here
// (`pnpm exec tsx tests/unit/redos-regexes.ts` adds it to the file). None is flagged any more: where an
// expression could not be made linear as an expression, a scan in scripts/parsers/scan.ts (or beside its
// parser) reads the line as it did, and the property tests below hold each scan to that expression.
import { describe, expect, it } from 'vitest'
import { REPRESENTATIVE, builtRegexes, checkRegex, parserRegexes, readChecked } from './redos-regexes'
import {
  cutAtOnLastLine,
  indentedLine,
  inOrderOnALine,
  trimEndOf,
  withoutBracketTail,
} from '../../scripts/parsers/scan'
import { benchmarkRow, namedLine } from '../../scripts/parsers/scan'
import { firstLine } from '../../scripts/parsers/catch2-console'
import { attrs, catch2Version, tags } from '../../scripts/parsers/catch2-xml'
import { jobOptions } from '../../scripts/parsers/fio-text'
import { metaLine, metricCol } from '../../scripts/parsers/generic-csv'
import { summaryLine } from '../../scripts/parsers/hey'
import { errorLine } from '../../scripts/parsers/mitata-text'
import { statementLine } from '../../scripts/parsers/pgbench'
import { header, paramId } from '../../scripts/parsers/pytest-benchmark-text'
import { sample } from '../../scripts/parsers/openmetrics'
import { firstFarTag } from '../../.vitepress/markdown/placement'
import { ruleBodies } from '../../.vitepress/markdown/chart-embeds'

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

/**
 * Built expressions the checker flags, kept because what they read is bounded: each by its pattern, so that
 * a change to one is checked again, with why it stays. (firstFarId's and rootVars' were flagged too; linear
 * readers replace them, held to the expressions below.)
 */
const ACCEPTED: Record<string, string> = {
  // isFigureCell tests it only on a cell of at most MAX_CHARS (24) characters: 2^12 tries at worst.
  [String.raw`/^[-−+~≈]?\d[\d,.\u00a0\u202f]*(?:\s?[%×x])?(?:\s[A-Za-zµμ°/]+)?(?:\s[-−+~≈]?\d[\d,.\u00a0\u202f]*(?:\s?[%×x])?(?:\s[A-Za-zµμ°/]+)?)*$/`]:
    'exponential',
}

describe('expressions built with new RegExp(…) anywhere in the source', () => {
  // Read once: every source file parsed by TypeScript.
  let read: ReturnType<typeof builtRegexes> | undefined
  const allBuilt = () => (read ??= builtRegexes(REPRESENTATIVE))

  it('are all known: built from constants of their file, or from the representative values given for them', () => {
    const built = allBuilt()
    expect(new Set(built.map((b) => b.file)).size).toBeGreaterThanOrEqual(10)
    const unknown = built
      .filter((b) => b.unresolved.length)
      .map((b) => `${b.file}:${b.line} ${b.unresolved.join(', ')}`)
    // Give such a call values like those it is built from in REPRESENTATIVE (tests/unit/redos-regexes.ts).
    expect(unknown).toEqual([])
    // And values for a call no longer there go.
    expect(Object.keys(REPRESENTATIVE).filter((f) => !built.some((b) => b.file.endsWith(`/${f}`)))).toEqual([])
  })

  it('none backtracks super-linearly, but for the accepted one (a bounded input)', async () => {
    const known = readChecked()
    const verdicts: Record<string, string> = {}
    for (const b of allBuilt()) {
      known[b.key] ??= await checkRegex(b.source, b.flags)
      if (known[b.key] !== 'safe') verdicts[b.key] = known[b.key]!
    }
    expect(verdicts).toEqual(ACCEPTED)
  }, 300_000)

  it('a vulnerable pattern built from constants, or from an unknown value, is caught', async () => {
    const file: [string, string] = [
      'scripts/parsers/made-up.ts',
      [
        "const WORD = '\\\\w+'",
        'const ROW = new RegExp(`^(?:${WORD}\\\\s?)+$`)',
        'export const cell = (x: string) => new RegExp(`^${x}$`)',
      ].join('\n'),
    ]
    const [row, cell] = builtRegexes({}, [file])
    expect([row!.source, row!.unresolved]).toEqual(['^(?:\\w+\\s?)+$', []])
    expect(await checkRegex(row!.source, row!.flags)).not.toBe('safe')
    expect(cell!.unresolved).toEqual(['x'])
    // With a value for it, the pattern it builds is checked like any other.
    expect(builtRegexes({ 'made-up.ts': { x: ['a|b'] } }, [file])[1]!.key).toBe('/^a|b$/')
  }, 60_000)
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

describe('the readers that replace expressions beside their parsers give what the expressions gave', () => {
  // Random lines over the characters each expression turns on, 3,000 a reader: the reader's groups must be
  // the expression's, line for line (undefined where a group took no part, null where nothing matched).
  const WS = [' ', ' ', '\t', '\r', '\u2028']
  function lines(alphabet: string[], n = 3000, max = 14): string[] {
    let seed = alphabet.length * 7919
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    return Array.from({ length: n }, () =>
      Array.from({ length: Math.floor(random() * max) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      ),
    )
  }
  const same = (
    alphabet: string[],
    was: RegExp,
    now: (s: string) => unknown,
    pick = (m: RegExpExecArray): Array<string | undefined> => [...m],
  ) => {
    // A first symbol ending in a space starts every line (the fixed opening of a line such as fio's).
    const start = alphabet[0]!.endsWith(' ') && alphabet[0]!.length > 2 ? alphabet[0]! : ''
    for (const s of lines(alphabet).map((l) => start + l)) {
      const m = was.exec(s)
      expect([s, now(s)]).toEqual([s, m ? pick(m) : null])
    }
  }
  const or = <T>(x: T | undefined | null) => x ?? null

  it('google benchmark and catch2 console rows', () => {
    same(
      ['a', ' 1 ns', ' 1.5 ns', '-', 'e', '5', ' x', ...WS],
      /^(.+?)\s+(-?[\d.]+(?:e[+-]?\d+)?) (\S+)\s+(-?[\d.]+(?:e[+-]?\d+)?) (\S+)(?:\s+(\d+))?(?:\s+(.*?))?\s*$/,
      (s) => or(benchmarkRow(s)),
    )
    same(
      ['a', ' 1', ' 2', ' x y', 'x', ...WS],
      /^(.*?)\s+(\d+)\s+(\d+)\s+(\S+) (\S+)\s*$/,
      (s) => (or(firstLine(s)) as string[] | null)?.slice() ?? null,
    )
  })

  it("mitata's rows (namedLine)", () => {
    const rest = /([\d.]+) (ns|s)\/iter\s+([\d.]+) (ns|s)(?:\s|$)/y
    same(
      ['a', ' 1 ns/iter', ' 2 ns', '1', 'x', ...WS],
      /^(\S.*?)\s+([\d.]+) (ns|s)\/iter\s+([\d.]+) (ns|s)(?:\s|$)/,
      (s) => {
        const g = namedLine(s, rest)
        return g ? [...g] : null
      },
    )
  })

  it('catch2 XML tags, attributes and version', () => {
    const A = [
      '<',
      '>',
      '/',
      '"',
      '=',
      'a',
      '-',
      '1',
      ' ',
      '<TestCase',
      '<mean',
      '</BenchmarkResults>',
      '<BenchmarkResults',
    ]
    for (const s of lines(A)) {
      const want = [
        ...s.matchAll(
          /<TestCase\b[^>]*>|<BenchmarkResults\b[^>]*>|<\/BenchmarkResults>|<(mean|standardDeviation)\b[^>]*\/>/g,
        ),
      ]
      expect([s, [...tags(s)]]).toEqual([s, want.map((m) => ({ tag: m[0], index: m.index }))])
    }
    for (const s of lines(['a', 'b=', '="', '"', ' ', '-', '1', '_'])) {
      const at: Record<string, string> = {}
      for (const m of s.matchAll(/([A-Za-z_][\w-]*)="([^"]*)"/g)) at[m[1]!] = m[2]!
      expect([s, attrs(s)]).toEqual([s, at])
    }
    const V = ['<CatchTestRun', '<Catch2TestRun', ' catch2-version="', '"', '>', 'v', ' ']
    for (const s of lines(V))
      expect([s, catch2Version(s)]).toEqual([s, /<Catch2?TestRun[^>]*catch2-version="([^"]+)"/.exec(s)?.[1]])
  })

  it("the site's first far block and its theme's rules (built with new RegExp before)", () => {
    // Symbols that make tags with and without the class (about one text in ten holds one), and ones that break them.
    const TAG = [
      '<a',
      ' class="',
      'bench-far',
      '"',
      '>',
      ' ',
      '\n',
      'x',
      ' id="y"',
      '<',
      '\u00a0',
      '<b class="bench-far ',
    ]
    const far = /<[a-zA-Z][^>]*\sclass="(?:[^"]*\s)?bench-far(?:\s[^"]*)?"[^>]*>/
    for (const s of lines(TAG, 4000, 16)) expect([s, firstFarTag(s)]).toEqual([s, far.exec(s)?.[0]])
    const CSS = ['}', '/', ' ', '\n', ':root', '{', '--a: 1;', 'x', '}:root{', '.dark', '\t', '}.dark{']
    for (const [selector, sel] of [
      [':root', '\\:root'],
      ['.dark', '\\.dark'],
    ] as const) {
      const rule = new RegExp(`(?:^|[}/])\\s*${sel}\\s*\\{([^}]*)\\}`, 'g')
      for (const s of lines(CSS, 4000, 16))
        expect([s, ruleBodies(s, selector)]).toEqual([s, [...s.matchAll(rule)].map((m) => m[1])])
    }
  })

  it('fio, generic CSV, hey, mitata, pgbench, pytest-benchmark and OpenMetrics lines', () => {
    same(
      ['j: (g=0): rw=read, ', 'ioengine=x', ', iodepth=1', 'x', ',', ...WS],
      /^(\S+): \(g=\d+\): rw=(\w+), .*ioengine=(\S+), iodepth=(\d+)$/,
      (s) => or(jobOptions(s)),
    )
    same(['a', '[', ']', ':', '(higher)', '(', ...WS], /^([^[\]:]+?)\s*\[([^\]]+)\]\s*(?:\((higher|lower)\))?$/, (s) =>
      or(metricCol(s)),
    )
    same(
      ['#', ' A', 'b', ': ', 'v', '.', '\n', ...WS],
      /^#\s*([A-Za-z][\w .-]{0,59}?)\s*:\s*(.+)$/,
      (s) => or(metaLine(s)),
      (m) => [m[1], m[2]],
    )
    same(
      ['A', 'b', '/', '-', ':', '1', ' secs', ...WS],
      /^\s+([A-Za-z/+ -]+):\s+(\S+)(?: secs| bytes)?\s*$/,
      (s) => or(summaryLine(s)),
      (m) => [m[0], m[1], m[2]],
    )
    same(
      ['a', ':', 'error: ', 'x', ...WS],
      /^(\S.*?)\s+error: (.*)$/,
      (s) => or(errorLine(s)),
      (m) => [m[1], m[2]],
    )
    same(['1', '0', 'a', ';', '\n', ...WS], /^\s+(\S+)\s+(?:\d+\s+)?(\S.*?)\s*$/, (s) => or(statementLine(s)))
    same(
      ['a', '[', ']', '\n', ...WS],
      /^(.+?)\[(.+)\]$/,
      (s) => or(paramId(s)),
      (m) => [m[1], m[2]],
    )
    same(
      ['Name (time in us)', ')', 'x', '\n', ...WS],
      /^Name \(time in (\S+)\)\s+(.*)$/,
      (s) => or(header(s)) && [...header(s)!],
    )
    same(
      ['a', '{', '}', '1', '#', ':', ...WS],
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+(\S+))?(?:\s+#.*)?$/,
      (s) => or(sample(s)) && [...sample(s)!].slice(0, 5),
    )
  })
})

// pnpm bench:lines — ingest of a report with one hostile line against the same report with a harmless
// line of the same size. A line that makes a parser's regular expression backtrack (ReDoS) once stalled
// ingest: a vegeta report with one 1.5 KB line took 89 s. Each case is parsed as `pnpm ingest --dry-run`
// parses (format detection, then readAndParse), in this process, fastest of three; the ratio hostile / plain
// stays near 1 when every expression that reads the line is linear. BENCH_LINES_KB sets the line's size
// (default 1024, 1 MB).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parsers } from '../../scripts/parsers/parser-registry'
import { chooseParser, readAndParse } from '../../scripts/write/ingest-core'
import { collectInputs } from '../../scripts/write/inputs'
import { ParseError } from '../../scripts/parsers/types'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

interface Case {
  format: string
  fixture: string
  /** A line of about `size` characters that made the format's expressions backtrack (from the ReDoS checker's attack strings). */
  hostile: (size: number) => string
  /** The line after which it goes: past what format detection reads, among the lines the parser reads. */
  after: RegExp
  /** The harmless line of the same size (default: letters), where a line of letters is not one the format allows. */
  plain?: (size: number) => string
  /** Parsed as with --format: a long line early in the report pushes what detection reads past its head. */
  named?: true
}

const CASES: Case[] = [
  {
    format: 'vegeta-text',
    fixture: 'tests/fixtures/vegeta-text/rate200_3s.txt',
    hostile: (n) => `A${' '.repeat(n / 3)}[]\t${'\t'.repeat(n / 3)} [${'\t'.repeat(n / 3)}`,
    after: /^Latencies .*\n/m,
  },
  // The rest from the expressions issue 47 rewrote, each the checker's attack string made a line long.
  {
    format: 'hey',
    named: true,
    fixture: 'tests/fixtures/hey/summary_n2000_c10.txt',
    hostile: (n) => `\t${' '.repeat(n - 1)}`,
    after: /^ {2}Slowest:.*\n/m,
  },
  {
    format: 'pgbench',
    named: true,
    fixture: 'tests/fixtures/pgbench/select_r.txt',
    hostile: (n) => `  0.001  x${' '.repeat(n)}\u2028y`,
    after: /^statement latencies.*\n/m,
  },
  {
    format: 'mitata-text',
    named: true,
    fixture: 'tests/fixtures/mitata-text/throws_nocolor.txt',
    hostile: (n) => `:${' '.repeat(n)} `,
    after: /^parse broken .*\n/m,
  },
  {
    format: 'k6',
    named: true,
    fixture: 'tests/fixtures/k6/mixed_default.txt',
    hostile: (n) => `✓ '${"' ".repeat(n / 2)}\u2028`,
    after: /^ {4}checks\n/m,
  },
  {
    format: 'benchmark-js',
    named: true,
    fixture: 'tests/fixtures/benchmark-js/fib_regexp.txt',
    hostile: (n) => ' x '.repeat(n / 3),
    after: /^fib\(10\) .*\n/m,
  },
  {
    format: 'catch2-xml',
    named: true,
    fixture: 'tests/fixtures/catch2-xml/fib_sort.xml',
    hostile: (n) => '<TestCase/v'.repeat(n / 11),
    after: /^ *<TestCase name="Sorting".*\n/m,
  },
  {
    format: 'generic-csv',
    named: true,
    fixture: 'tests/fixtures/generic-csv/minimal.csv',
    hostile: (n) => `#A:${'\t'.repeat(n)}x\u2028y`,
    plain: (n) => `#${'x'.repeat(n - 1)}`,
    after: /^parse,.*\n/m,
  },
]

async function parseMs(file: string, format?: string): Promise<number> {
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now()
    const set = collectInputs([file])
    const { parser, whole } = chooseParser(set, parsers, format)
    // A refused line counts as read: what is timed is how long ingest takes to accept or refuse it.
    await readAndParse(set, parser, undefined, whole).catch((e: unknown) => {
      if (!(e instanceof ParseError)) throw e
    })
    best = Math.min(best, performance.now() - t0)
  }
  return best
}

/** The report with `line` inserted after the line `after` matches. */
function withLine(report: string, line: string, after: RegExp): string {
  const m = after.exec(report)
  if (!m) throw new Error(`bench:lines: no line matching ${after} in the fixture`)
  const at = m.index + m[0].length
  return `${report.slice(0, at)}${line}\n${report.slice(at)}`
}

async function main(): Promise<void> {
  const size = Number(process.env.BENCH_LINES_KB ?? 1024) * 1024
  const dir = mkdtempSync(join(tmpdir(), 'bench-lines-'))
  try {
    console.log('format\tline\tplain ms\thostile ms\thostile / plain')
    for (const c of CASES) {
      const report = readFileSync(join(ROOT, c.fixture), 'utf8')
      const bad = c.hostile(size)
      const plainFile = join(dir, `${c.format}-plain.txt`)
      const badFile = join(dir, `${c.format}-hostile.txt`)
      writeFileSync(plainFile, withLine(report, c.plain?.(bad.length) ?? 'x'.repeat(bad.length), c.after))
      writeFileSync(badFile, withLine(report, bad, c.after))
      const format = c.named && c.format
      const [plain, hostile] = [
        await parseMs(plainFile, format || undefined),
        await parseMs(badFile, format || undefined),
      ]
      const kb = `${Math.round(bad.length / 1024)} KB`
      console.log(`${c.format}\t${kb}\t${plain.toFixed(1)}\t${hostile.toFixed(1)}\t${(hostile / plain).toFixed(2)}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

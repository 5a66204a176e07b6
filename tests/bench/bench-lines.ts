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

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

interface Case {
  format: string
  fixture: string
  /** A line of about `size` characters that made the format's expressions backtrack (from the ReDoS checker's attack strings). */
  hostile: (size: number) => string
  /** The line after which it goes: past what format detection reads, among the lines the parser reads. */
  after: RegExp
}

const CASES: Case[] = [
  {
    format: 'vegeta-text',
    fixture: 'tests/fixtures/vegeta-text/rate200_3s.txt',
    hostile: (n) => `A${' '.repeat(n / 3)}[]\t${'\t'.repeat(n / 3)} [${'\t'.repeat(n / 3)}`,
    after: /^Latencies .*\n/m,
  },
]

async function parseMs(file: string): Promise<number> {
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now()
    const set = collectInputs([file])
    const { parser, whole } = chooseParser(set, parsers)
    await readAndParse(set, parser, undefined, whole)
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
      writeFileSync(plainFile, withLine(report, 'x'.repeat(bad.length), c.after))
      writeFileSync(badFile, withLine(report, bad, c.after))
      const [plain, hostile] = [await parseMs(plainFile), await parseMs(badFile)]
      const kb = `${Math.round(bad.length / 1024)} KB`
      console.log(`${c.format}\t${kb}\t${plain.toFixed(1)}\t${hostile.toFixed(1)}\t${(hostile / plain).toFixed(2)}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

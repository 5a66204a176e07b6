// Detection over every fixture: each input in tests/fixtures/<format id>/ must be detected as that
// format — not as a look-alike, and not as a tie that makes ingest ask for --format. The folders are
// read from disk, so a new format's fixtures are checked as soon as its folder exists. When the
// shared corpus of real outputs is present, each of its files is checked against the table below
// (its folders mix formats); a file the table does not name fails, so new files get a row.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { corpusSuite, SHARED_CORPUS } from './shared-corpus'
import { parserById, parsers } from '../../../../scripts/parsers/parser-registry'
import { chooseParser, IngestError } from '../../../../scripts/write/ingest-core'
import { collectInputs } from '../../../../scripts/write/inputs'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const FIXTURES = join(ROOT, 'tests/fixtures')
const ids = new Set(parsers.map((p) => p.id))

/** What ingest picks for a file or folder: a format id, or the IngestError's message. */
function detected(path: string): string {
  try {
    return chooseParser(collectInputs([path]), parsers).parser.id
  } catch (e) {
    if (e instanceof IngestError) return `refused: ${e.message.split('\n')[0]}`
    throw e
  }
}

const inputsOf = (dir: string) =>
  readdirSync(dir)
    .sort()
    .filter((n) => n !== 'README.md' && !n.startsWith('_') && !n.startsWith('.') && !n.endsWith('.expected.json'))

const own = readdirSync(FIXTURES)
  .sort()
  .filter((f) => ids.has(f) && statSync(join(FIXTURES, f)).isDirectory())

describe('detection matrix: tests/fixtures/<format>/* is detected as <format>', () => {
  test('every registered format that has fixtures is in the matrix', () =>
    expect(own.length).toBeGreaterThanOrEqual(30))
  test.each(own)('%s', (format) => {
    const got = inputsOf(join(FIXTURES, format)).map((name) => [name, detected(join(FIXTURES, format, name))])
    expect(
      got.filter(([, id]) => id !== format),
      `fixtures of ${format} detected as something else`,
    ).toEqual([])
  })
})

/**
 * The shared corpus: [folder/file pattern, expected format id, or "refused" with a hint that must be
 * in the message]. The first matching row applies.
 */
const CORPUS: Array<[RegExp, string, string?]> = [
  [/\.stderr$/, 'skip'],
  [/^_/, 'skip'],
  [/^autocannon\/.*_json\.json$/, 'autocannon'],
  [/^autocannon\/.*_table\.txt$/, 'autocannon-text'],
  [/^benchmarkdotnet\/.*\.json$/, 'benchmarkdotnet'],
  [/^benchmarkdotnet\/.*-report-default\.md$/, 'refused', "BenchmarkDotNet's console or default Markdown report"],
  [/^benchmarkdotnet\/.*-report-github\.md$/, 'benchmarkdotnet-markdown'],
  [/^benchmarkdotnet\/.*-report\.csv$/, 'benchmarkdotnet-csv'],
  [/^benchstat\/xxhash_\w+\.txt$/, 'go-test-bench'],
  [/^benchstat\//, 'benchstat'],
  [/^criterion-rs\//, 'criterion'],
  [/^go-test-bench\//, 'go-test-bench'],
  [/^google-benchmark\/.*\.json$/, 'google-benchmark'],
  [/^google-benchmark\/console.*\.txt$/, 'google-benchmark-console'],
  [/^hyperfine\/.*\.json$/, 'hyperfine'],
  [/^hyperfine\/.*\.csv$/, 'hyperfine-csv'],
  [/^hyperfine\/.*\.md$/, 'hyperfine-markdown'],
  [/^hyperfine\/.*\.console\.txt$/, 'hyperfine-text'],
  [/^jmh\/.*\.json$/, 'jmh'],
  [/^jmh\/.*\.txt$/, 'jmh-text'],
  [/^k6\/.*\.summary\.txt$/, 'k6'],
  [/^k6\/.*\.summary-export\.json$/, 'k6-json'],
  [/^k6\/.*\.ndjson$/, 'refused', "k6's --out json stream"],
  [/^pytest-benchmark\/.*\.json$/, 'pytest-benchmark'],
  [/^pytest-benchmark\/.*\.terminal\.txt$/, 'pytest-benchmark-text'],
  [/^redis-benchmark\//, 'redis-benchmark'],
  [/^rust-libtest-bench\//, 'rust-libtest'],
  [/^wrk\//, 'wrk'],
]

const shared = SHARED_CORPUS
const corpus = shared
  ? readdirSync(shared)
      .sort()
      .filter((d) => statSync(join(shared, d)).isDirectory())
      .flatMap((d) =>
        readdirSync(join(shared, d))
          .sort()
          .map((n) => `${d}/${n}`),
      )
  : []

describe.skipIf(!shared)(corpusSuite('detection matrix: the shared corpus of real outputs'), () => {
  test.each(corpus)('%s', (rel) => {
    const row = CORPUS.find(([re]) => re.test(rel))
    expect(row, `no row in CORPUS for ${rel}: add one`).toBeDefined()
    const [, want, hint] = row!
    if (want === 'skip') return
    const got = detected(join(shared!, rel))
    if (want === 'refused') {
      expect(got, `${rel} must be refused, not read as another format`).toMatch(/^refused: .*not a format/)
      if (hint) expect(got).toContain(hint)
    } else {
      expect(got, relative(shared!, join(shared!, rel))).toBe(want)
      // and the parser reads it (a folder input is read by its own format's tests)
      if (statSync(join(shared!, rel)).isFile()) {
        const run = parserById(want)!.parse({ files: [{ path: rel, text: readFileSync(join(shared!, rel), 'utf8') }] })
        expect(run.results.length, rel).toBeGreaterThan(0)
      }
    }
  })
})

describe('format hints for outputs no parser reads', () => {
  const cases: Array<[string, string, string | undefined]> = [
    [
      'k6 --out json',
      '{"type":"Metric","data":{"name":"http_reqs","type":"counter"},"metric":"http_reqs"}\n',
      '--summary-export',
    ],
    [
      'BenchmarkDotNet console',
      'BenchmarkDotNet v0.14.0, Ubuntu 24.04\n\n| Method | Mean     | Error |\n|------- |---------:|------:|\n',
      'JsonExporterAttribute',
    ],
    ['JMH cut before any benchmark', '# JMH version: 1.37\n# VM version: JDK 17\n', '-rf json'],
    [
      'go test without -bench',
      '=== RUN   TestX\n--- PASS: TestX (0.00s)\nPASS\nok  \texample.com/x\t0.002s\n',
      '-bench=.',
    ],
    ['autocannon progress only', 'Running 10s test @ http://127.0.0.1:3000/\n10 connections\n', '2> result.txt'],
    ['plain text', 'hello\nworld\n', undefined],
  ]
  test.each(cases)('%s', async (_, text, want) => {
    const { formatHint } = await import('../../../../scripts/parsers/hints')
    const hint = formatHint({ files: [{ path: 'x.txt', text }] })
    if (want === undefined) expect(hint).toBeUndefined()
    else expect(hint).toContain(want)
    // and no parser claims it, so the hint is what ingest says
    expect(parsers.filter((p) => p.detect({ files: [{ path: 'x.txt', text }] }) > 0).map((p) => p.id)).toEqual([])
  })
})

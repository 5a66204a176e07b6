// The pages import.spec.ts and ingest.spec.ts read, made as a user makes them (`pnpm import`, `pnpm ingest`)
// into the data and pages of the real-histories site (sites.ts), so that one build serves the three specs: a
// build of a page or two cost each of those specs ~11 CPU-s, nearly all of it the site's code, the same each time.
// Suites of their own (gab-history, asv-history, demo-sort), pages of their own (IMPORTED, INGESTED).
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** The page of import.spec.ts: trend charts of a data.js and of an asv results folder. */
export const IMPORTED = '/imported'
/** The page of ingest.spec.ts: a table, a figure and a chart of one `go test -bench` capture. */
export const INGESTED = '/ingested'
/** What `pnpm ingest --json` printed for that capture, in the site's work folder (ingest.spec.ts compares the page with it). */
export const INGEST_OUTPUT = 'ingest-output.json'

const tsx = (args: string[]) =>
  promisify(execFile)('node_modules/.bin/tsx', args, { encoding: 'utf8', maxBuffer: 64 << 20 })

const IMPORTED_MD = `# Imported histories

\`\`\`bench-trend
suite: gab-history
metric: time
where: { benchmark: bench_case_0 }
id: trend-gab
\`\`\`

\`\`\`bench-trend
suite: asv-history
metric: time
where: { benchmark: bench_basic.TimeSuite.time_fib10 }
id: trend-asv
\`\`\`
`

const INGESTED_MD = `# Sorting demo

Sorting 64 random items takes :fig{suite=demo-sort metric=time n=64 kind=random}.

\`\`\`bench-table
suite: demo-sort
metric: time
rows: [n, kind]
caption: Time per sort
\`\`\`

\`\`\`bench-chart
suite: demo-sort
metric: time
groups: n
series: kind
id: sort-time
\`\`\`
`

/** Imports and ingests into `data` and writes the two pages into `docs`; `work` keeps ingest's JSON output. */
export async function writeImportedPages(work: string, docs: string, data: string): Promise<void> {
  const suite = (id: string) => ['--suite', id, '--create', '--title', id, '--project', 'Imported', '--data-dir', data]
  await tsx([
    'scripts/commands/import.ts',
    'tests/fixtures-import/data-js/data.js',
    '--one-suite',
    ...suite('gab-history'),
  ])
  await tsx(['scripts/commands/ingest.ts', '--history', 'tests/fixtures-import/asv/results', ...suite('asv-history')])
  const { stdout } = await tsx([
    'scripts/commands/ingest.ts',
    'tests/fixtures/go-test-bench/sort_new.txt',
    '--suite',
    'demo-sort',
    '--create',
    '--title',
    'Sorting demo',
    '--project',
    'Demo',
    '--version',
    '1.2.3',
    '--data-dir',
    data,
    '--json',
  ])
  writeFileSync(join(work, INGEST_OUTPUT), stdout)
  writeFileSync(join(docs, `${IMPORTED.slice(1)}.md`), IMPORTED_MD)
  writeFileSync(join(docs, `${INGESTED.slice(1)}.md`), INGESTED_MD)
}

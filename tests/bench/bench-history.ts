// `pnpm bench:history`: does a page's payload grow with the history of its suite? Generates a suite with
// 10, 100, 1,000 and 10,000 runs, builds a page with a bar chart, a table and a trend chart of it, and
// prints the bytes a reader downloads for that page (HTML + its JS, raw and gzip) and the build time,
// each as a ratio to the 10-run case. BENCH_HISTORY_SIZES=10,100 picks other sizes.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { loadAll } from '../../scripts/read/load'
import { suiteChanges } from '../../components/build-time/change-point-series'
import { commandOptions } from '../../scripts/tools/cli-options'

commandOptions('bench:history', {})

const sizes = (process.env.BENCH_HISTORY_SIZES ?? '10,100,1000,10000').split(',').map(Number)

function writeSuite(dir: string, runs: number): void {
  const suiteDir = join(dir, 'gen')
  mkdirSync(join(suiteDir, 'runs'), { recursive: true })
  writeFileSync(
    join(suiteDir, 'suite.json'),
    JSON.stringify({
      id: 'gen',
      title: 'Generated suite',
      project: 'Bench',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
    }),
  )
  for (let i = 0; i < runs; i++) {
    const day = new Date(Date.UTC(2000, 0, 1) + i * 3600_000).toISOString()
    writeFileSync(
      join(suiteDir, 'runs', `r${String(i).padStart(6, '0')}.json`),
      JSON.stringify({
        id: `r${String(i).padStart(6, '0')}`,
        date: day.slice(0, 19) + 'Z',
        version: `1.0.${i}`,
        results: ['Encode', 'Decode', 'Hash', 'Sort'].map((b, k) => ({
          benchmark: b,
          values: { time: { value: 100 + k * 50 + (i % 17) } },
        })),
      }),
    )
  }
}

const page = `# Generated

\`\`\`bench-chart
suite: gen
metric: time
\`\`\`

\`\`\`bench-table
suite: gen
metric: time
rows: benchmark
\`\`\`

\`\`\`bench-changes
suite: gen
\`\`\`

\`\`\`bench-trend
suite: gen
metric: time
\`\`\`
`

function pageBytes(out: string): { raw: number; gzip: number } {
  const html = readFileSync(join(out, 'index.html'))
  const assets = join(out, 'assets')
  // What this page loads up front: its HTML, the scripts it names, and its own page chunk.
  const names = [...html.toString().matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!)
  const pageChunk = readdirSync(assets).filter(
    (f) => f.startsWith('index.md.') && f.endsWith('.js') && !f.includes('.lean.'),
  )
  let raw = html.length
  let gzip = gzipSync(html).length
  for (const name of new Set([...names, ...pageChunk])) {
    const buf = readFileSync(join(assets, name))
    raw += buf.length
    gzip += gzipSync(buf).length
  }
  return { raw, gzip }
}

const rows: Array<{
  runs: number
  raw: number
  gzip: number
  seconds: number
  load: number
  changes: number
  files: number
}> = []
for (const runs of sizes) {
  // Inside the project, so that the generated page resolves vue and the theme like a real one.
  mkdirSync('.tmp', { recursive: true })
  const tmp = mkdtempSync(join('.tmp', 'bench-history-'))
  try {
    writeSuite(join(tmp, 'data'), runs)
    mkdirSync(join(tmp, 'docs'))
    writeFileSync(join(tmp, 'docs', 'index.md'), page)
    // The part of the build that reads history: loading and validating every run file.
    const l0 = performance.now()
    const loaded = loadAll(join(tmp, 'data'))
    const load = (performance.now() - l0) / 1000
    // The part that finds change points in every benchmark's history (once per build, shared by the blocks).
    const c0 = performance.now()
    for (const s of loaded.values()) suiteChanges(s)
    const changes = (performance.now() - c0) / 1000
    const t0 = performance.now()
    execFileSync('pnpm', ['exec', 'vitepress', 'build'], {
      env: {
        ...process.env,
        BENCH_DATA_DIR: join(tmp, 'data'),
        BENCH_SRC_DIR: join(tmp, 'docs'),
        BENCH_OUT_DIR: join(tmp, 'out'),
      },
      stdio: 'pipe',
    })
    const seconds = (performance.now() - t0) / 1000
    const files = readdirSync(join(tmp, 'out', 'bench-data', 'gen')).length
    rows.push({ runs, ...pageBytes(join(tmp, 'out')), seconds, load, changes, files })
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}
const base = rows[0]!
console.log(
  'runs\tpage bytes\tgzip\tvs first\tbuild s\tvs first\tof which loading s\tof which change points s\trun files emitted',
)
for (const r of rows) {
  console.log(
    `${r.runs}\t${r.raw}\t${r.gzip}\t${(r.gzip / base.gzip).toFixed(2)}×\t${r.seconds.toFixed(1)}\t${(r.seconds / base.seconds).toFixed(2)}×\t${r.load.toFixed(1)}\t${r.changes.toFixed(2)} (${((100 * r.changes) / r.seconds).toFixed(1)} %)\t${r.files}`,
  )
}

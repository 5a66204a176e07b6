// Sites the end-to-end specs build besides the main one (.vitepress/dist, from `pnpm build`): each is built
// once per `playwright test` run and shared by every spec and worker that uses it.
//
// In a spec, one line gives a describe (or the file) a static server over a site, started before its tests:
//
//   const site = serveSite('hostile')            // then `${site.origin}/` in the tests
//
// or, for the output folder alone: `const dir = await builtSite('same-a')`. A new variant is one entry of
// SITES; a spec's own small data set rather joins a site already built (as in `generated` and `histories`,
// its suites and pages apart): a VitePress build of this project costs ~10 CPU-s whatever its pages. In CI (`CI` set, as `.ci/run` does) tests/e2e/global-setup.ts starts building them all:
// the fixture sites in parallel, the project's own root one at a time (VitePress shares its temp folder
// between builds of one root: tests/e2e/build-site.ts), while the first tests run. Elsewhere, e.g. one spec at a time, a site is built
// when a spec first asks for it. A build is reused within a run, also by a worker restarted after a
// failure; the next run builds again.
import { execFile } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { test } from '@playwright/test'
import { buildSiteApartAsync, buildSiteAsync, withLock } from './build-site'
import { writeChangepointsSite } from './changepoints-site'
import { writeImportedPages } from './imported-pages'
import { builtForRun, mainBuiltForRun, stamp } from './run-stamp'
import { serveStatic, stopServer } from '../../scripts/tools/static-server'

/** The sub-path of the pull-request preview site. */
export const PREVIEW_BASE = '/bench-pages/pr-preview/pr-42/'

interface Site {
  /** Output folder. */
  out: string
  /** The path it is served under. */
  base: string
  build: () => Promise<unknown>
  /** Built in the project's root, one such build at a time (build-site.ts). */
  ownRoot?: boolean
}

/** A fixture with its own VitePress root (tests/e2e/fixtures-<name>/docs), whose config writes .vitepress/dist-<name>
 *  (the hostile one: its config also sets the search and the sidebar). */
const fixture = (name: string): Site => ({
  out: `.vitepress/dist-${name}`,
  base: '/',
  build: () =>
    promisify(execFile)('node_modules/.bin/vitepress', ['build', `tests/e2e/fixtures-${name}/docs`], {
      maxBuffer: 64 << 20,
    }),
})

/** The project's own site built into `out` with this environment (and CLI arguments). */
const ownRoot = (out: string, env: Record<string, string>, args: string[] = [], base = '/'): Site => ({
  out,
  base,
  build: () => buildSiteAsync({ BENCH_OUT_DIR: out, ...env }, args),
  ownRoot: true,
})

/**
 * The pages of tests/fixtures-histories the layout sweep reads (layout.spec.ts): one per distinct shape of page,
 * not all 51 pages of the 27 histories (~50 CPU-s to import and build, and a third of a minute of sweep). Those
 * 51 pages were grouped by what their layout depends on (notes/ci-e2e.md): the blocks and verdicts shown, how
 * many tables, charts and series, the tables' columns (runs, commits, labels, asv parameters) and header
 * lengths, row-name lengths and characters, figure widths, how many runs. Each page here has a shape no other
 * kept one has; the three with known defects (KNOWN_IN_HISTORIES) stay, so the sweep still sees them. A history
 * of several benchmark sets brings only the sets named (`--set`). Every history is still imported whole by the
 * unit tests (tests/unit/history-corpus.test.ts).
 */
const SWEPT_HISTORIES: Array<[file: string, sets?: string[]]> = [
  // .NET's page: "base run was off" (a known defect at 320 px); C++'s: 134 runs, 100-row tables, six charts.
  ['benchmark-action-github-action-benchmark.data.js', ['Benchmark.Net Benchmark', 'C++ Benchmark']],
  // jmh, five runs: units that change, names repeated in one entry, "unknown" verdicts, up to eight series.
  ['icodening-benchmark.data.js'],
  // One run: Go's old extractor, B/op and allocs/op as metrics of their own beside the time.
  ['induzo-otelinit.data.js'],
  // jmh, names ending in JSON parameters: a six-column table, four series.
  ['ivan-magda-kotlin-textmate.data.js'],
  // pytest names with brackets and hyphens inside (a known defect at 390 px).
  ['ixc-python-edtf.data.js'],
  // The only real history with an improvement verdict.
  ['j3hempsey-actions-github-action-benchmark-results.data.js', ['Catch2 Benchmark']],
  // Requests per second, two runs, one series.
  ['jabolina-IspnPerfTest.data.js', ['adjustments']],
  // One run of one benchmark, its name in parentheses.
  ['scheibo-benchmark-action.data.js'],
  // customBiggerIsBetter holding times, one name twice in an entry: tables by occurrence, six columns.
  ['speedy-js-benchmarks.data.js'],
  // Go, one name repeated in each entry: a table of four occurrence columns.
  ['trym-b-warchaeology-ubuntu.data.js'],
  // asv: two machines (two pages), one or two parameters, notes and targets (a known defect: a table too wide).
  ['emsig-emg3d-bench-asv/results'],
]

/** Imports those histories as a user would (`pnpm import <file> --suite … --create --page …`), each with the
 *  starter page the import writes; run in one child process, since the import reads the pages folder from the
 *  environment, which a test process must not change under its other builds. Suites are numbered as in the whole
 *  folder (h1…h27, the asv folder last), so that a page keeps its name whichever histories are swept. */
const IMPORT_HISTORIES = `(async () => {
  const { main } = await import('./scripts/commands/import.ts')
  const { readdirSync } = await import('node:fs')
  const dir = 'tests/fixtures-histories'
  const swept = new Map(${JSON.stringify(SWEPT_HISTORIES)})
  const names = readdirSync(dir).filter((n) => n.endsWith('.data.js'))
  names.push('emsig-emg3d-bench-asv/results')
  const missing = [...swept.keys()].filter((n) => !names.includes(n))
  if (missing.length) throw new Error('tests/e2e/sites.ts: no such history in ' + dir + ': ' + missing.join(', '))
  const io = { stdout: () => {}, stderr: (s) => process.stderr.write(s), cwd: process.cwd() }
  for (const [i, name] of names.entries()) {
    if (!swept.has(name)) continue
    const file = dir + '/' + name
    const title = name.replace(/\\.data\\.js$|\\/.*/g, '')
    const args = ['--suite', 'h' + (i + 1), '--create', '--title', title, '--project', 'Real histories']
    for (const set of swept.get(name) ?? []) args.push('--set', set)
    if (await main([file, ...args, '--page', process.env.BENCH_SRC_DIR + '/h' + (i + 1) + '.md'], io)) process.exit(1)
  }
})()`

/** The histories site's data and pages (and ingest's output: imported-pages.ts). */
export const HISTORIES_WORK = '.tmp/histories-site'

/** The pages generated from the real histories (SWEPT_HISTORIES), with import.spec.ts's and ingest.spec.ts's
 *  (imported-pages.ts), built as the project's own site. */
function histories(): Site {
  const work = HISTORIES_WORK
  const env = { BENCH_SRC_DIR: `${work}/docs`, BENCH_DATA_DIR: `${work}/data` }
  const out = '.vitepress/dist-histories'
  const build = async () => {
    rmSync(work, { recursive: true, force: true })
    mkdirSync(env.BENCH_SRC_DIR, { recursive: true })
    copyFileSync('docs/site.yaml', `${env.BENCH_SRC_DIR}/site.yaml`)
    writeFileSync(`${env.BENCH_SRC_DIR}/index.md`, '---\ntitle: Real histories\n---\n\n# Real histories\n')
    await promisify(execFile)('node_modules/.bin/tsx', ['-e', IMPORT_HISTORIES], {
      env: { ...process.env, ...env },
      maxBuffer: 64 << 20,
    })
    await writeImportedPages(work, env.BENCH_SRC_DIR, env.BENCH_DATA_DIR)
    await buildSiteAsync({ BENCH_OUT_DIR: out, ...env })
  }
  return { out, base: '/', build, ownRoot: true }
}

/** Where the generated site (below) puts each fixture's page. */
export const GENERATED_PAGES = {
  /** tests/e2e/fixtures-layout/docs/index.md */
  layout: '/',
  /** tests/e2e/fixtures-charts/docs/index.md */
  charts: '/charts',
  /** changepoints-site.ts: a trend with change points, and the site-wide list of them. */
  changepoints: ['/demo', '/changes'],
}

/**
 * The generated data sets of tests/e2e/fixtures-layout and fixtures-charts (their data and their page) and the
 * change points suite (changepoints-site.ts), in one VitePress root of its own (build-site.ts): one build where
 * there were three, each ~10 CPU-s whatever its pages. Their suites have names of their own, and neither
 * fixture has change points, so the site-wide list and the feed hold the change points suite's only.
 */
function generated(): Site {
  const work = '.tmp/e2e-generated'
  const out = '.vitepress/dist-generated'
  const build = async () => {
    writeChangepointsSite(work)
    for (const fixture of ['layout', 'charts'])
      cpSync(`tests/e2e/fixtures-${fixture}/data`, `${work}/data`, { recursive: true })
    copyFileSync('tests/e2e/fixtures-layout/docs/index.md', `${work}/docs/index.md`)
    copyFileSync('tests/e2e/fixtures-charts/docs/index.md', `${work}/docs${GENERATED_PAGES.charts}.md`)
    cpSync('tests/e2e/fixtures-layout/docs/public', `${work}/docs/public`, { recursive: true })
    await buildSiteApartAsync({ BENCH_DATA_DIR: `${work}/data`, BENCH_SRC_DIR: `${work}/docs`, BENCH_OUT_DIR: out })
  }
  return { out, base: '/', build }
}

// The project's own root builds take turns in the order given here (buildAllSites): the order in which the specs,
// run in file order, first ask for them (determinism.spec, then import.spec, ingest.spec and layout.spec, then
// subpath.spec and snapshots.spec, the last), so that a spec does not wait for a site built before it was needed.
const SITES = {
  /** Data that looks like markup (injection.spec.ts). */
  hostile: fixture('hostile'),
  /** Long names, many series, wide value ranges (layout.spec.ts); charts on generated data (chart-layout.spec.ts,
   *  chart-svg.spec.ts); a suite with change points, the site-wide list of them and the feed (changepoints.spec.ts). */
  generated: generated(),
  /** The second of two builds of the same inputs (determinism.spec.ts): the first is `pnpm build`'s own
   *  (.vitepress/dist, built by `pnpm test` beside lint and the type check, then stamped for the run:
   *  mainBuiltForRun), else `same-a`. Built later, beside the other sites: a page that depends on the machine's
   *  load differs. Building the pair apart from the main build cost CI a third own-root build (~20 CPU-s). */
  'same-a': ownRoot('.vitepress/dist-same-a', {}),
  'same-b': ownRoot('.vitepress/dist-same-b', {}),
  /** The pages `pnpm import --page` writes for real histories of tests/fixtures-histories, one per shape
   *  (layout.spec.ts), and the pages of import.spec.ts and ingest.spec.ts (imported-pages.ts). */
  histories: histories(),
  /** A pull-request preview under a sub-path (subpath.spec.ts). */
  subpath: ownRoot(
    '.vitepress/dist-subpath',
    { BENCH_PREVIEW_PR: '42', BENCH_PREVIEW_URL: 'https://github.com/example/bench-pages/pull/42' },
    ['--base', PREVIEW_BASE],
    PREVIEW_BASE,
  ),
} satisfies Record<string, Site>

export type SiteName = keyof typeof SITES
export const SITE_NAMES = Object.keys(SITES) as SiteName[]

/** The site's output folder, built in this run (at most once, whichever process asks first); `after`: what its
 *  build waits for, holding the site's lock meanwhile (so no other process builds it). */
export async function builtSite(name: SiteName, after: Promise<unknown> = Promise.resolve()): Promise<string> {
  const { out, build } = SITES[name]
  if (!builtForRun(out)) {
    await withLock(`${out}.lock`, async () => {
      if (builtForRun(out)) return
      await after
      await build()
      stamp(out)
    })
  }
  return out
}

/** Builds every site for this run (the project's root ones in turn, in SITES' order, the fixtures beside them);
 *  says how long it took. Every site's lock is taken at once, before the first build starts. */
export async function buildAllSites(): Promise<void> {
  const started = Date.now()
  // same-a stands in for the main build only when that is not this run's (determinism.spec.ts).
  const names = SITE_NAMES.filter((n) => n !== 'same-a' || !mainBuiltForRun())
  let turn: Promise<unknown> = Promise.resolve()
  await Promise.all(
    names.map((name) => {
      if (!SITES[name].ownRoot) return builtSite(name)
      const built = builtSite(name, turn)
      turn = built.catch(() => undefined)
      return built
    }),
  )
  process.stderr.write(`e2e sites built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${names.join(', ')}\n`)
}

/** Serves the site for the tests of the calling describe (or file): `origin` is set once they start. */
export function serveSite(name: SiteName): { origin: string; base: string; out: string } {
  const site = { origin: '', base: SITES[name].base, out: SITES[name].out }
  let server: Server | undefined
  test.beforeAll(async () => {
    // In CI the site may still be building (global-setup.ts starts them all at once, the project's root
    // ones in turn): on a busy machine that took up to 7 minutes.
    test.setTimeout(600_000)
    server = await serveStatic(await builtSite(name), site.base, 0)
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  test.afterAll(() => stopServer(server))
  return site
}

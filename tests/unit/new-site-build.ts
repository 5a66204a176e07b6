// One `vitepress build` of a site made by `pnpm create-site`, for the tests that need a real build of a site
// of the project's own configuration: create-site.test.ts (what a new site holds, one go test -bench output
// ingested with a starter page by the new site's own CLI) and injection.test.ts (a second suite whose every
// string is hostile, with its starter page, hostile-suite.ts). A build costs ~10 s of CPU; test files share
// their modules in one worker (vitest.config.ts, isolate: false), so the build runs once for both, whichever
// file comes first; a file run alone builds it for itself.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSite } from '../../scripts/commands/create-site'
import { pagesListHtml } from '../../.vitepress/markdown/pages-list'
import { starterPage } from '../../scripts/tools/starter-page'
import { hostileSuite } from './hostile-suite'
import { runAsync, type Ran } from './run-async'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = join(ROOT, 'tests/fixtures/go-test-bench/stdlib_strings_fields_repeat_count3.txt')

export interface NewSite {
  /** The site's folder, and its build output. */
  site: string
  dist: string
  /** The home page's list as create-site left it, before any run. */
  emptyHome: string
  /** data/ and docs/ once the run was ingested, before the hostile suite was added. */
  dataAfterIngest: string[]
  docsAfterIngest: string[]
  ingest: Ran
  build: Ran
  /** The hostile suite's id and its page (docs/<id>.md). */
  hostile: string
}

let made: Promise<NewSite> | undefined

/** The site, built (once per worker). */
export function newSiteBuild(): Promise<NewSite> {
  return (made ??= make())
}

const PREFIX = 'bench-new-site-'

/**
 * Removes the folders of earlier runs whose process has ended. Vitest ends its workers without an exit
 * event, and no file can remove the shared folder when it is done (the other may not have run yet), so
 * each run leaves its folder (~10 MB) until the next one.
 */
function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name)
    let pid = NaN
    try {
      pid = Number(readFileSync(join(dir, 'owner-pid'), 'utf8'))
    } catch {
      continue // not made here, or being made: left alone
    }
    try {
      process.kill(pid, 0)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ESRCH') rmSync(dir, { recursive: true, force: true })
    }
  }
}

async function make(): Promise<NewSite> {
  removeLeftovers()
  const tmp = mkdtempSync(join(tmpdir(), PREFIX))
  writeFileSync(join(tmp, 'owner-pid'), String(process.pid))
  const site = join(tmp, 'acme-bench')
  // The new site's own folders, whatever the test process was started with.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('BENCH_')))
  createSite(site, 'Acme benchmarks')
  const emptyHome = pagesListHtml(join(site, 'docs'), 'index.md', new Map(), null)
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'))
  const ingest = await runAsync(
    join(site, 'node_modules/.bin/tsx'),
    [
      'scripts/commands/ingest.ts',
      FIXTURE,
      '--suite',
      'acme',
      '--create',
      '--title',
      'Acme strings',
      '--date',
      '2026-11-01',
      '--project',
      'Acme',
      '--page',
      'docs/acme.md',
    ],
    { cwd: site, env },
  )
  const dataAfterIngest = readdirSync(join(site, 'data')).sort()
  const docsAfterIngest = readdirSync(join(site, 'docs')).sort()
  const { suite, runs } = hostileSuite()
  mkdirSync(join(site, 'data', suite.id, 'runs'), { recursive: true })
  writeFileSync(join(site, 'data', suite.id, 'suite.json'), JSON.stringify(suite))
  writeFileSync(join(site, 'data', suite.id, 'runs', 'r1.json'), JSON.stringify(runs[0]))
  writeFileSync(join(site, 'docs', `${suite.id}.md`), starterPage(suite, runs))
  const build = await runAsync(process.execPath, [join(site, 'node_modules/vitepress/bin/vitepress.js'), 'build'], {
    cwd: site,
    env,
    timeout: 280_000,
  })
  return {
    site,
    dist: join(site, '.vitepress/dist'),
    emptyHome,
    dataAfterIngest,
    docsAfterIngest,
    ingest,
    build,
    hostile: suite.id,
  }
}

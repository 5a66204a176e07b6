// `pnpm test`: every check, each stage as soon as what it needs is ready, so that neither core waits. Lint
// and the type check each use one core and run side by side, with the production build; then the unit tests
// (one Vitest process: one core) beside the sites the end-to-end tests share (tests/e2e/build-sites.ts),
// which follow the build. The end-to-end tests start as soon as the build is done and the type check passed
// (lint still running), while the sites still build and the unit tests run (MEASUREMENTS.md#ci). A stage starts only when the ones it needs passed,
// and the first failure stops every stage still running. Prints each stage's wall time (CONTRIBUTING.md's table
// of CI stage times comes from these lines).
import { spawn } from 'node:child_process'
import { MAIN_DIST, stamp } from '../../tests/e2e/run-stamp'
import { commandOptions } from '../tools/cli-options'

commandOptions('test', {})

interface Stage {
  name: string
  /** `pnpm <script> …` */
  script: string[]
}

interface Running {
  /** Whether it passed (false once stopped). */
  done: Promise<boolean>
  /** Ends it early: pnpm passes SIGTERM on to the command it runs. */
  stop: () => void
}

/** Starts `pnpm <script>`; `quiet` buffers its output and prints it when the stage ends. */
function start({ name, script }: Stage, quiet: boolean): Running {
  const started = Date.now()
  const child = spawn('pnpm', script, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  let stopped = false
  const done = new Promise<boolean>((resolve) => {
    const out: Buffer[] = []
    child.stdout?.on('data', (b: Buffer) => out.push(b))
    child.stderr?.on('data', (b: Buffer) => out.push(b))
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(out))
      const s = ((Date.now() - started) / 1000).toFixed(0)
      const how = stopped ? 'stopped' : code === 0 ? 'passed' : `failed (exit ${code})`
      process.stdout.write(`\n[test] ${name}: ${how} in ${s} s\n\n`)
      resolve(code === 0 && !stopped)
    })
  })
  return {
    done,
    stop: () => {
      if (child.exitCode !== null || stopped) return
      stopped = true
      child.kill('SIGTERM')
    },
  }
}

const started = Date.now()
// The e2e run's name (tests/e2e/sites.ts): the sites built beside the unit tests are this run's.
process.env.E2E_RUN_ID ??= `test-all-${process.pid}-${started}`
const stages: Running[] = []
const begin = (stage: Stage, quiet: boolean) => {
  const r = start(stage, quiet)
  stages.push(r)
  return r
}
let failed = false
/** A stage's outcome; a failure stops every stage still running (the run has failed: no need to wait). */
const watch = (r: Running) =>
  r.done.then((passed) => {
    if (!passed && !failed) {
      failed = true
      for (const s of stages) s.stop()
    }
    return passed
  })
// The production build starts with lint and the type check: they took 28 and 17 s, so one core was free for
// the last 11 s. The sites follow the build (both use the project root's .vitepress/.temp,
// tests/e2e/build-site.ts); the unit tests follow lint and the type check.
const linted = watch(begin({ name: 'lint', script: ['lint'] }, true))
const typed = watch(begin({ name: 'typecheck', script: ['typecheck'] }, true))
const checks = Promise.all([linted, typed]).then((r) => r.every(Boolean))
const built = watch(begin({ name: 'build', script: ['build'] }, true))
// Whichever of this stage and the e2e run's global setup (in CI) reaches a site first builds it; the other waits
// for its lock and finds it built for this run (tests/e2e/sites.ts): each site is built once.
// The main build is marked as this run's: the determinism check compares it with a second build of the same
// inputs made beside the sites, instead of building a pair of its own (tests/e2e/sites.ts).
const sites = built.then((ok) => {
  if (ok) stamp(MAIN_DIST)
  return ok && !failed && watch(begin({ name: 'e2e sites', script: ['exec', 'tsx', 'tests/e2e/build-sites.ts'] }, true))
})
// The unit tests' output is printed whole when they end (the e2e run's streams meanwhile); each other stage's too.
const unit = checks.then((ok) => ok && !failed && watch(begin({ name: 'unit', script: ['test:unit'] }, true)))
// The e2e tests need the main build and the type check, not the sites: the page sweeps (the first and longest
// specs) start while the sites still build, and a spec that serves a site waits for its lock (tests/e2e/sites.ts).
// Waiting for the sites here kept e2e, the longest stage, from starting for their whole 77 s (a868b54). Nor do
// they wait for lint: it ran alone on one core for its last ~35 s while the other was idle, and a lint failure
// still stops them (watch).
const e2e = Promise.all([typed, built]).then(
  ([a, b]) => a && b && !failed && watch(begin({ name: 'e2e', script: ['test:e2e'] }, false)),
)
const ok = (await Promise.all([checks, built, sites, unit, e2e])).every(Boolean) && !failed
process.stdout.write(`[test] ${ok ? 'all passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
process.exit(ok ? 0 : 1)

// `pnpm test`: every check, in the order a failure is cheapest to find. Lint and the type check each use
// one core, so they run side by side (each one's output printed whole when it ends); then the unit tests
// (one Vitest process: one core) beside the production build and the sites the end-to-end tests share
// (tests/e2e/build-sites.ts), which take the other core. The end-to-end tests start as soon as those are
// built, while the unit tests still run: the build and the sites took 93 s of the unit tests' 162 s, and the
// second core sat idle for the rest (MEASUREMENTS.md#ci). A step starts only when the ones it needs passed,
// and a failing unit run stops the end-to-end one. Prints each stage's wall time (the README's table of CI
// stage times comes from these lines).
import { spawn } from 'node:child_process'

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

const run = (stage: Stage, quiet: boolean) => start(stage, quiet).done

const started = Date.now()
// The e2e run's name (tests/e2e/sites.ts): the sites built beside the unit tests are this run's.
process.env.E2E_RUN_ID ??= `test-all-${process.pid}-${started}`
let ok = (
  await Promise.all([
    run({ name: 'lint', script: ['lint'] }, true),
    run({ name: 'typecheck', script: ['typecheck'] }, true),
  ])
).every(Boolean)
if (ok) {
  // The unit tests' output is printed whole when they end (the e2e run's streams meanwhile); the build's and
  // the sites' too. The sites after the build: both use the project root's .vitepress/.temp
  // (tests/e2e/build-site.ts).
  const unit = start({ name: 'unit', script: ['test:unit'] }, true)
  let e2e: Running | undefined
  let unitFailed = false
  const unitDone = unit.done.then((passed) => {
    unitFailed = !passed
    if (!passed) e2e?.stop()
    return passed
  })
  const rest = (async () => {
    if (!(await run({ name: 'build', script: ['build'] }, true))) return false
    if (!(await run({ name: 'e2e sites', script: ['exec', 'tsx', 'tests/e2e/build-sites.ts'] }, true))) return false
    if (unitFailed) return false
    e2e = start({ name: 'e2e', script: ['test:e2e'] }, false)
    return e2e.done
  })()
  ok = (await Promise.all([unitDone, rest])).every(Boolean)
}
process.stdout.write(`[test] ${ok ? 'all passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
process.exit(ok ? 0 : 1)

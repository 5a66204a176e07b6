// `pnpm test`: every check, in the order a failure is cheapest to find. Lint and the type check each use
// one core, so they run side by side (each one's output printed whole when it ends); then the unit tests
// (one Vitest process: one core) beside the production build and the sites the end-to-end tests share
// (tests/e2e/build-sites.ts), which take the other core; then the end-to-end tests, which find those sites
// built for their run. Each step runs only when the ones before it passed. Prints each stage's wall time
// (the README's table of CI stage times comes from these lines).
import { spawn } from 'node:child_process'

interface Stage {
  name: string
  /** `pnpm <script> …` */
  script: string[]
}

/** Runs `pnpm <script>`; `quiet` buffers its output and prints it when the stage ends. */
function run({ name, script }: Stage, quiet: boolean): Promise<boolean> {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn('pnpm', script, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const out: Buffer[] = []
    child.stdout?.on('data', (b: Buffer) => out.push(b))
    child.stderr?.on('data', (b: Buffer) => out.push(b))
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(out))
      const s = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`\n[test] ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${s} s\n\n`)
      done(code === 0)
    })
  })
}

const started = Date.now()
// The e2e run's name (tests/e2e/sites.ts): the sites built beside the unit tests are this run's.
process.env.E2E_RUN_ID ??= `test-all-${process.pid}-${started}`
let ok = (
  await Promise.all([
    run({ name: 'lint', script: ['lint'] }, true),
    run({ name: 'typecheck', script: ['typecheck'] }, true),
  ])
).every(Boolean)
// The unit tests' output streams; the build's and the sites' is printed whole when each ends. The sites
// after the build: both use the project root's .vitepress/.temp (tests/e2e/build-site.ts).
ok &&= (
  await Promise.all([
    run({ name: 'unit', script: ['test:unit'] }, false),
    (async () =>
      (await run({ name: 'build', script: ['build'] }, true)) &&
      run({ name: 'e2e sites', script: ['exec', 'tsx', 'tests/e2e/build-sites.ts'] }, true))(),
  ])
).every(Boolean)
if (ok) ok = await run({ name: 'e2e', script: ['test:e2e'] }, false)
process.stdout.write(`[test] ${ok ? 'all passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
process.exit(ok ? 0 : 1)

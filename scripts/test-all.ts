// `pnpm test`: every check, in the order a failure is cheapest to find. Lint and the type check each use
// one core, so they run side by side (each one's output printed whole when it ends); then unit tests, the
// production build and the end-to-end tests, each after the one before passed. Prints each stage's wall
// time (the README's table of CI stage times comes from these lines).
import { spawn } from 'node:child_process'

interface Stage {
  name: string
  script: string
}

/** Runs `pnpm <script>`; `quiet` buffers its output and prints it when the stage ends. */
function run({ name, script }: Stage, quiet: boolean): Promise<boolean> {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn('pnpm', [script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
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
const side = await Promise.all([
  run({ name: 'lint', script: 'lint' }, true),
  run({ name: 'typecheck', script: 'typecheck' }, true),
])
let ok = side.every(Boolean)
for (const stage of [
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e' },
]) {
  if (!ok) break
  ok = await run(stage, false)
}
process.stdout.write(`[test] ${ok ? 'all passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
process.exit(ok ? 0 : 1)

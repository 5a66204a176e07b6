// `pnpm preview` and `pnpm dev` stopped by the PID of pnpm (what a CI runner or `kill` does) free their
// port: pnpm passes no signal on, and the server below it kept the port. `pnpm build` and `pnpm dev`
// refuse an unknown option with a "did you mean" (VitePress's own parser took `--bsae /x/` silently).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

const tmp = mkdtempSync(join(tmpdir(), 'site-processes-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok))
  const port = (s.address() as { port: number }).port
  await new Promise((ok) => s.close(ok))
  return port
}

const listening = (port: number) =>
  new Promise<boolean>((ok) => {
    const c = connect(port, '127.0.0.1')
    c.on('connect', () => (c.destroy(), ok(true)))
    c.on('error', () => ok(false))
  })

async function until(what: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200)))
    if (await what()) return true
  return false
}

/**
 * Starts `pnpm <args>` in a process group of its own, waits for the port, sends `signal` to pnpm's PID
 * (or, `group`, to the whole group as a terminal's Ctrl-C does: pnpm ignores a SIGINT to its PID alone)
 * and says whether the port is freed.
 */
async function stopsWithPnpm(args: string[], port: number, signal: NodeJS.Signals, group = false, env = {}) {
  const child: ChildProcess = spawn('pnpm', args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } })
  try {
    expect(await until(() => listening(port), 90_000)).toBe(true)
    process.kill(group ? -child.pid! : child.pid!, signal)
    return await until(async () => !(await listening(port)), 15_000)
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      /* the group has ended */
    }
  }
}

describe('servers stop with pnpm', () => {
  test('pnpm preview, on SIGTERM and SIGINT to pnpm', async () => {
    const dir = join(tmp, 'dist')
    mkdirSync(dir)
    writeFileSync(join(dir, 'index.html'), '<p>hi</p>')
    for (const [signal, group] of [
      ['SIGTERM', false],
      ['SIGINT', true],
    ] as const) {
      const port = await freePort()
      expect(await stopsWithPnpm(['preview', '--port', String(port), '--dir', dir], port, signal, group)).toBe(true)
    }
  }, 120_000)
  test('pnpm dev, on SIGTERM to pnpm', async () => {
    const docs = join(tmp, 'docs')
    const data = join(tmp, 'data')
    mkdirSync(docs)
    mkdirSync(data)
    writeFileSync(join(docs, 'index.md'), '# Hi\n')
    const port = await freePort()
    const env = { BENCH_SRC_DIR: docs, BENCH_DATA_DIR: data }
    expect(await stopsWithPnpm(['dev', '--port', String(port), '--strictPort'], port, 'SIGTERM', false, env)).toBe(true)
  }, 120_000)
})

describe('unknown options', () => {
  const run = (args: string[]) =>
    spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/commands/site-command.ts', ...args], { encoding: 'utf8' })
  test('pnpm build --bsae /x/: one line, did you mean --base, exit 2, nothing built', () => {
    expect(run(['build', '--bsae', '/x/'])).toMatchObject({
      status: 2,
      stderr: "error: Unknown option '--bsae'; did you mean --base? (pnpm build --help lists the options)\n",
    })
  })
  test('commands with few or no options refuse others instead of running for minutes', () => {
    const tsx = (script: string, args: string[]) =>
      spawnSync(resolve('node_modules/.bin/tsx'), [script, ...args], { encoding: 'utf8', timeout: 60_000 })
    expect(tsx('scripts/commands/test-all.ts', ['--bogus'])).toMatchObject({
      status: 2,
      stderr: "error: pnpm test: Unknown option '--bogus': it takes no options\n",
    })
    expect(tsx('scripts/commands/emit-schema.ts', ['--bogus']).status).toBe(2)
    expect(tsx('scripts/commands/snapshots.ts', ['--dfif', 'x']).stderr).toContain('did you mean --diff?')
  })
  test('pnpm dev --prot 1: did you mean --port', () => {
    expect(run(['dev', '--prot', '1']).stderr).toContain('did you mean --port?')
  })
})

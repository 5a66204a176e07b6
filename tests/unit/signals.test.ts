// Stopping `pnpm ingest` stops it: a SIGTERM to pnpm alone (what `kill` or a CI runner sends) used
// to leave the node process below it running, and it went on to store the run. Ctrl-C reaches the
// whole process group. Either way nothing may be written: no run, no suite, no lock, no temp file.
// (A SIGKILL is covered by the journal: tests/unit/scripts/write/store.test.ts.)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { main } from '../../scripts/commands/ingest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'signals-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
}

/** Starts `pnpm ingest`, paused with the suite lock held; signals it there; resumes; waits for node to end. */
async function stopAt(name: string, signal: (pnpmPid: number) => void): Promise<{ data: string; nodeGone: boolean }> {
  const dir = join(tmpRoot, name)
  const data = join(dir, 'data')
  mkdirSync(data, { recursive: true })
  const input = join(dir, 'in.txt')
  writeFileSync(input, 'goos: linux\npkg: x\nBenchmarkA-2 \t 100\t 5.0 ns/op\nPASS\nok  \tx\t1s\n')
  const resume = join(dir, 'resume')
  const p = spawn(
    'pnpm',
    ['ingest', input, '--suite', 's', '--create', '--title', 'S', '--project', 's', '--data-dir', data],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        BENCH_DATA_DIR: '',
        BENCH_INGEST_PAUSE_AT: 'after-lock',
        BENCH_INGEST_RESUME_FILE: resume,
      },
    },
  )
  let err = ''
  const node = await new Promise<number>((res, rej) => {
    p.stderr!.on('data', (d) => {
      err += d
      const m = /PAUSED after-lock (\d+)/.exec(err)
      if (m) res(Number(m[1]))
    })
    p.on('exit', () => rej(new Error(`ingest ended before pausing: ${err}`)))
  })
  expect(existsSync(join(data, 's', '.lock'))).toBe(true)
  signal(p.pid!)
  await new Promise((r) => setTimeout(r, 300))
  writeFileSync(resume, '')
  for (let waited = 0; waited < 15_000 && alive(node); waited += 100) await new Promise((r) => setTimeout(r, 100))
  return { data, nodeGone: !alive(node) }
}

test.concurrent(
  'SIGTERM to pnpm stops the node process below it before it stores anything',
  async () => {
    const { data, nodeGone } = await stopAt('term', (pid) => process.kill(pid, 'SIGTERM'))
    expect(nodeGone).toBe(true)
    expect(files(data)).toEqual([]) // no run, no suite.json, no raw copy, no .lock, no temp file
  },
  40_000,
)

test.concurrent(
  'Ctrl-C (SIGINT to the process group) stops it; at most a stale lock is left, which the next ingest breaks',
  async () => {
    const { data, nodeGone } = await stopAt('int', (pid) => process.kill(-pid, 'SIGINT'))
    expect(nodeGone).toBe(true)
    // tsx may end node before node's own handler removes the lock (as a SIGKILL would): the lock names
    // a process of this host that is gone, so it is stale. Nothing else is there.
    expect(files(data).filter((f) => !f.endsWith(`${join('s', '.lock')}`))).toEqual([])
    let err = ''
    const input = join(tmpRoot, 'int', 'in.txt')
    const code = await main(
      [input, '--suite', 's', '--create', '--title', 'S', '--project', 's', '--data-dir', data, '--lock-timeout', '5'],
      { stdout: () => {}, stderr: (x) => (err += x), isTTY: false, cwd: ROOT },
    )
    expect(code, err).toBe(0)
    expect(files(data).filter((f) => f.endsWith('.lock'))).toEqual([])
  },
  40_000,
)

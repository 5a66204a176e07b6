// A child process run without blocking the test worker's event loop. A Vitest worker reports each test to the
// main process over RPC and gives up on an answer after 60 s of wall clock; a `spawnSync` of a whole
// `vitepress build` blocked the loop for the build's length (30 s in a CI run busy with the e2e run beside it),
// and a run failed with every report waiting meanwhile timed out at once ("Timeout calling onTaskUpdate", 81 of
// them, all tests passing: likely this, not proven). The same command awaited keeps the loop turning. The
// unit tests' one way to await a child process and collect its output (ingest and compare CLIs, builds, g++).
import { spawn } from 'node:child_process'

export interface Ran {
  status: number | null
  stdout: string
  stderr: string
}

/** `command args` in `cwd` with `env`; killed after `timeout` ms (status null then). */
export function runAsync(
  command: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, timeout: opts.timeout })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

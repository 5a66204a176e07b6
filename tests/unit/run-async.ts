// A child process run without blocking the test worker's event loop. A Vitest worker reports each test to the
// main process over RPC and gives up on an answer after 60 s of wall clock; a `spawnSync` of a whole
// `vitepress build` blocked the loop for the build's length, and on a CI machine busy with the e2e run beside
// it a build took over 60 s: every report waiting meanwhile timed out at once and failed the run ("Timeout
// calling onTaskUpdate", 81 of them, all tests passing). The same command awaited keeps the loop turning.
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

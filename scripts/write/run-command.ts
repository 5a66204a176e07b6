// `pnpm ingest --run "<command>"`: runs the benchmark command through the shell, streams what it prints
// to the terminal as it comes, and keeps its standard output as the run's raw input. On a terminal a
// progress line (time, bytes, results so far) sits under the output; in CI logs there is none.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface CommandOutcome {
  command: string
  /** The command's exit status; null when a signal ended it. */
  exitStatus: number | null
  signal: NodeJS.Signals | null
  /** Its standard output, byte for byte. */
  stdout: Buffer
  durationMs: number
}

export interface RunIo {
  /** Where the command's output is echoed (ingest's stderr, so that --json stays clean on stdout). */
  echo: (s: string) => void
  /** Whether echo goes to a terminal: only then is a progress line drawn. */
  isTTY: boolean
  /** Variables added to the command's environment (Google Benchmark's BENCHMARK_OUT). */
  env?: Record<string, string>
}

/** A line that most tools print once per result (go test, Google Benchmark, criterion, JMH, hyperfine). */
const RESULT_LINE =
  /^(Benchmark\S*\s+\d+\s|BM_\S+\s+\d|\S+\s+time:\s+\[|\S+\s+(thrpt|avgt|sample|ss)\s+\d|\s*Time \(mean ± σ\):)/

function countResultLines(text: string): number {
  let n = 0
  for (const line of text.split('\n')) if (RESULT_LINE.test(line)) n++
  return n
}

const kb = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`)

/** Runs `command` with the user's shell in `cwd`; resolves when it ends, whatever its status. */
export function runCommand(command: string, cwd: string, io: RunIo): Promise<CommandOutcome> {
  const t0 = Date.now()
  const chunks: Buffer[] = []
  let bytes = 0
  let results = 0
  let partial = ''
  let progressShown = false
  const clear = () => {
    if (progressShown) io.echo('\r\x1b[K')
    progressShown = false
  }
  const progress = () => {
    if (!io.isTTY) return
    const s = ((Date.now() - t0) / 1000).toFixed(0)
    io.echo(
      `\r\x1b[2m  running ${s} s · ${kb(bytes)} of output · ${results} result line${results === 1 ? '' : 's'}\x1b[0m\x1b[K`,
    )
    progressShown = true
  }
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: process.env.SHELL || true,
      stdio: ['inherit', 'pipe', 'pipe'],
      ...(io.env ? { env: { ...process.env, ...io.env } } : {}),
    })
    const timer = io.isTTY ? setInterval(progress, 1000) : undefined
    const echo = (text: string) => {
      clear()
      io.echo(text)
      // Keep the progress line below the output, never in the middle of a line.
      if (text.endsWith('\n')) progress()
    }
    child.stdout.on('data', (b: Buffer) => {
      chunks.push(b)
      bytes += b.length
      const text = partial + b.toString('utf8')
      const cut = text.lastIndexOf('\n')
      results += countResultLines(text.slice(0, cut + 1))
      partial = text.slice(cut + 1)
      echo(b.toString('utf8'))
    })
    child.stderr.on('data', (b: Buffer) => echo(b.toString('utf8')))
    child.on('error', (e) => {
      if (timer) clearInterval(timer)
      clear()
      reject(e)
    })
    child.on('close', (code, signal) => {
      if (timer) clearInterval(timer)
      clear()
      resolve({ command, exitStatus: code, signal, stdout: Buffer.concat(chunks), durationMs: Date.now() - t0 })
    })
  })
}

/** Writes the captured output where ingest reads inputs from: a file named for its content (txt or json). */
export function saveOutput(stdout: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'))
  const head = stdout.subarray(0, 64).toString('utf8').trimStart()
  const file = join(dir, head.startsWith('{') || head.startsWith('[') ? 'output.json' : 'output.txt')
  writeFileSync(file, stdout)
  return file
}

export interface RepoState {
  commit: string
  dirty: boolean
}

/** The commit checked out in `dir` and whether tracked files differ from it; undefined outside git. */
export function repoState(dir: string): RepoState | undefined {
  const git = (...args: string[]) => spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' })
  const head = git('rev-parse', 'HEAD')
  if (head.error || head.status !== 0) return undefined
  const status = git('status', '--porcelain', '--untracked-files=no')
  return { commit: head.stdout.trim(), dirty: status.status === 0 && status.stdout.trim() !== '' }
}

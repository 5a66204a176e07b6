// `ingest --run "cargo bench"` with criterion.rs: the console report rounds to 4–5 digits and holds no
// samples, while criterion writes each benchmark's estimates, intervals and samples to
// target/criterion/<benchmark>/new/. After the command, the new/ folders it wrote (modified since it
// started) are the run's input, copied with the console text into a folder of their own (the raw copy).
// They are used only when they hold exactly the benchmarks the console printed; otherwise the console
// is read as before, with a warning saying why.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { criterion, criterionName } from '../parsers/criterion'

/** `cargo bench`, `cargo +nightly bench …`, also after `cd x &&` or an environment assignment. */
export const isCargoBench = (command: string) => /(^|[\s;&|(])cargo\s+(\+\S+\s+)?bench(\s|$)/.test(command)

/** Where criterion writes: $CRITERION_HOME, else <cargo's target directory>/criterion. */
export function criterionHome(cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.CRITERION_HOME) return resolve(cwd, env.CRITERION_HOME)
  if (env.CARGO_TARGET_DIR) return join(resolve(cwd, env.CARGO_TARGET_DIR), 'criterion')
  // A workspace member's benches write to the workspace's target/: cargo knows where that is.
  const r = spawnSync('cargo', ['metadata', '--no-deps', '--offline', '--format-version', '1'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (r.status === 0) {
    try {
      const dir = (JSON.parse(r.stdout) as { target_directory?: unknown }).target_directory
      if (typeof dir === 'string' && isAbsolute(dir)) return join(dir, 'criterion')
    } catch {
      /* not cargo's JSON: fall back below */
    }
  }
  return join(cwd, 'target', 'criterion')
}

const FILES = ['benchmark.json', 'estimates.json', 'sample.json'] as const
const MAX_DIRS = 20_000

/** Every <benchmark>/new/ folder below `home` whose estimates.json was written at or after `sinceMs`. */
export function touchedNewDirs(home: string, sinceMs: number): string[] {
  const out: string[] = []
  let seen = 0
  // mtimes on some file systems have whole seconds only: the second the command started counts.
  const since = Math.floor(sinceMs / 1000) * 1000
  const walk = (dir: string) => {
    if (++seen > MAX_DIRS) return
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (!d.isDirectory()) continue
      const abs = join(dir, d.name)
      const est = join(abs, 'estimates.json')
      // A benchmark's own new/, base/ and change/ hold estimates.json; a group may be named "base" too.
      if (d.name === 'new' && existsSync(est)) {
        if (statSync(est).mtimeMs >= since) out.push(abs)
      } else if (!((d.name === 'base' || d.name === 'change') && existsSync(est))) walk(abs)
    }
  }
  if (existsSync(home)) walk(home)
  return out.sort()
}

/** The benchmark a new/ folder holds, as the console names it (criterion's full id, split the same way). */
function keyOfDir(newDir: string): string | undefined {
  try {
    const b = JSON.parse(readFileSync(join(newDir, 'benchmark.json'), 'utf8')) as { full_id?: unknown }
    if (typeof b.full_id !== 'string') return undefined
    const { name, params } = criterionName(b.full_id)
    return JSON.stringify([name, params ?? {}])
  } catch {
    return undefined
  }
}

/** The benchmarks the console printed, in the same form; undefined when it is not criterion's console. */
function consoleKeys(console: string): string[] | undefined {
  const input = { files: [{ path: 'console', text: console }] }
  if (criterion.detect(input) === 0) return undefined
  try {
    return criterion.parse(input).results.map((r) => JSON.stringify([r.benchmark, r.params ?? {}]))
  } catch {
    return undefined
  }
}

export interface CriterionPick {
  /** A folder holding the touched new/ folders (paths relative to criterion's home) and console.txt. */
  folder?: string
  /** What was read instead of the console (said on stderr). */
  note?: string
  /** Why the console text is read instead (a warning), when criterion's files did not match it. */
  warning?: string
}

/** After `cargo bench`: criterion's files of the benchmarks this run measured, when they match what it printed. */
export function pickCriterionFiles(
  console: string,
  cwd: string,
  startedMs: number,
  env: NodeJS.ProcessEnv = process.env,
): CriterionPick {
  const printed = consoleKeys(console)
  if (!printed) return {}
  const home = criterionHome(cwd, env)
  const dirs = touchedNewDirs(home, startedMs)
  const where = relative(cwd, home) || home
  if (dirs.length === 0)
    return {
      warning: `criterion wrote no results to ${where} during this run: its console output is read (no samples kept; set CRITERION_HOME if it writes elsewhere)`,
    }
  const found = dirs.map(keyOfDir)
  const a = [...printed].sort().join('\n')
  const b = [...found].sort().join('\n')
  if (found.includes(undefined) || a !== b) {
    return {
      warning: `criterion's files in ${where} (${dirs.length} written during this run) do not match the ${printed.length} benchmark(s) it printed: its console output is read instead (no samples kept)`,
    }
  }
  const folder = mkdtempSync(join(tmpdir(), 'bench-run-'))
  for (const d of dirs) {
    const to = join(folder, 'criterion', relative(home, d))
    mkdirSync(to, { recursive: true })
    for (const f of FILES) if (existsSync(join(d, f))) copyFileSync(join(d, f), join(to, f))
  }
  writeFileSync(join(folder, 'criterion', 'console.txt'), console)
  const note = `read criterion's files in ${where} for the ${dirs.length} benchmark${dirs.length === 1 ? '' : 's'} this run measured (its samples and exact estimates), with the console output kept beside them`
  return { folder: join(folder, 'criterion'), note }
}

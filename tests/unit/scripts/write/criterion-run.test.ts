// `ingest --run "cargo bench"` with criterion.rs reads criterion's own files (samples, exact estimates)
// for the benchmarks the run measured, not the rounded console. A stand-in `cargo` on PATH replays a
// real run (tests/fixtures/criterion/cargo-bench-run-*: the new/ folders criterion wrote, and what it
// printed) into a temporary crate's target/criterion; a folder left by an earlier run must not count.
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import type { Run } from '../../../../data/schema/schema'
import { main as ingest } from '../../../../scripts/commands/ingest'
import { criterionHome, isCargoBench, touchedNewDirs } from '../../../../scripts/write/criterion-run'
import { applySuiteEdits } from '../../../../scripts/write/suite-edit'
import { loadSuite } from '../../../../scripts/read/load'
import { starterPage } from '../../../../scripts/tools/starter-page'

const FIX = fileURLToPath(new URL('../../../fixtures/criterion/', import.meta.url))
const root = mkdtempSync(join(tmpdir(), 'criterion-run-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())
let n = 0

/** A crate folder whose `cargo bench` writes `fixture`'s new/ folders and prints its console.txt. */
function crate(fixture: string, stale?: string): { dir: string; data: string } {
  const dir = join(root, `c${n++}`)
  const bin = join(dir, '.bin')
  mkdirSync(bin, { recursive: true })
  const src = join(FIX, fixture)
  writeFileSync(
    join(bin, 'cargo'),
    [
      '#!/bin/sh',
      'case "$1" in',
      `  metadata) printf '{"target_directory":"%s/target","packages":[]}' "$PWD" ;;`,
      `  bench) mkdir -p target/criterion && cp -R '${src}/.' target/criterion/ && rm target/criterion/console.txt && cat '${src}/console.txt' ;;`,
      '  *) exit 101 ;;',
      'esac',
    ].join('\n'),
  )
  chmodSync(join(bin, 'cargo'), 0o755)
  vi.stubEnv('PATH', `${bin}:${process.env.PATH}`)
  // Bash reads ~/.bashrc even for `bash -c` when its standard input is a socket and SHLVL is unset (its
  // "remote shell" rule); this machine's ~/.bashrc puts ~/.cargo/bin first on PATH, and the real cargo ran
  // (reproduced with the suite started on a socket). A HOME without a .bashrc keeps the stand-in first.
  vi.stubEnv('HOME', dir)
  vi.stubEnv('CARGO_TARGET_DIR', '')
  vi.stubEnv('CRITERION_HOME', '')
  if (stale) {
    // An earlier run's folder: its files are older than this run.
    const to = join(dir, 'target/criterion', stale)
    cpSync(join(FIX, 'cargo-bench-run-all', stale), to, { recursive: true })
    const old = new Date(Date.now() - 3600_000)
    for (const f of readdirSync(join(to, 'new'))) utimesSync(join(to, 'new', f), old, old)
  }
  return { dir, data: join(dir, 'data') }
}

async function run(args: string[], cwd: string) {
  let stdout = ''
  let stderr = ''
  const code = await ingest([...args], {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTTY: false,
    cwd,
  })
  return { code, stdout, stderr }
}
const NEW = ['--new-suite', 'crit', '--title', 'crit', '--project', 'critbench', '--data-dir', 'data']
const onlyRun = (data: string): Run => {
  const dir = join(data, 'crit', 'runs')
  return JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')) as Run
}

describe('ingest --run "cargo bench" (criterion)', () => {
  test("keeps the samples and exact estimates of criterion's files, and the console as their note and order", async () => {
    const { dir, data } = crate('cargo-bench-run-all')
    const r = await run(['--run', 'cargo bench --bench text', ...NEW], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain(
      "note: read criterion's files in target/criterion for the 6 benchmarks this run measured",
    )
    const stored = onlyRun(data)
    expect(stored.source!.files).toContain('fib/recursive/8/new/sample.json')
    expect(stored.source!.files).toContain('console.txt')
    const est = JSON.parse(readFileSync(join(FIX, 'cargo-bench-run-all/fib/recursive/8/new/estimates.json'), 'utf8'))
    const fib8 = stored.results.find((x) => x.benchmark === 'fib/recursive' && x.params?.input === 8)!
    expect(fib8.values.time!.value).toBe(est.slope.point_estimate) // not the console's "233.55 ns"
    expect(fib8.values.time!.samples).toHaveLength(10)
    expect(fib8.values.time!.ci).toMatchObject({ lower: est.slope.confidence_interval.lower_bound, level: 0.95 })
    // The starter page charts criterion's estimate, grouped by the value; the mean estimate gets a table only.
    const { suite, runs } = loadSuite('crit', data)
    const charts = starterPage(suite, runs)
      .split('```bench-chart')
      .slice(1)
      .map((b) => /metric: (\S+)/.exec(b)![1])
    expect(charts).toEqual(['time', 'time', 'time', 'throughput', 'throughput-elements'])
    // The order criterion ran them in (its console), not the folders' alphabetical one.
    expect(stored.results.map((x) => `${x.benchmark}${x.params ? `/${x.params.input}` : ''}`)).toEqual([
      'fib/recursive/8',
      'fib/recursive/12',
      'checksum/64',
      'checksum/4096',
      'count/sum u32 elements',
      'a rather long benchmark name that wraps onto its own line',
    ])
  })

  test("takes only the folders this run wrote, with the console's change notes", async () => {
    const { dir, data } = crate('cargo-bench-run-fib', 'checksum/64')
    const r = await run(['--run', 'cargo bench --bench text -- fib/', ...NEW], dir)
    expect(r.code, r.stderr).toBe(0)
    const stored = onlyRun(data)
    expect(stored.results.map((x) => x.params?.input)).toEqual([8, 12])
    expect(stored.results.map((x) => x.values.time!.samples?.length)).toEqual([10, 10])
    expect(stored.source!.files!.filter((f) => f.startsWith('checksum/'))).toEqual([])
    expect(stored.results[1]!.note).toMatch(
      /^change: \+290\.36% \[\+106\.88% … \+552\.26%\] \(p = 0\.00 < 0\.05\) Performance has regressed\.$/,
    )
  })

  test("criterion's files that do not match what it printed: the console is read, with a warning", async () => {
    // The console of the fib-only run, but every benchmark's folder written now.
    const { dir, data } = crate('cargo-bench-run-fib')
    const extra = join(dir, 'target/criterion/checksum')
    cpSync(join(FIX, 'cargo-bench-run-all/checksum'), extra, { recursive: true })
    const soon = new Date(Date.now() + 60_000) // written "during" the run, whatever the clock's resolution
    for (const b of ['64', '4096']) utimesSync(join(extra, b, 'new/estimates.json'), soon, soon)
    const r = await run(['--run', 'cargo bench --bench text', ...NEW], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain(
      "warning: criterion's files in target/criterion (4 written during this run) do not match the 2 benchmark(s) it printed: its console output is read instead (no samples kept)",
    )
    const stored = onlyRun(data)
    expect(stored.results[0]!.values.time!.value).toBe(1014.1) // "1.0141 µs", as printed
    expect(stored.results[0]!.values.time!.samples).toBeUndefined()
  })

  test('where criterion writes, and which commands are cargo bench', () => {
    expect(criterionHome('/x', { CRITERION_HOME: 'out' })).toBe('/x/out')
    expect(criterionHome('/x', { CARGO_TARGET_DIR: '/t' })).toBe('/t/criterion')
    expect(isCargoBench('cargo bench')).toBe(true)
    expect(isCargoBench('cd crates/a && cargo +nightly bench --bench x -- fib')).toBe(true)
    expect(isCargoBench('cargo criterion --message-format json')).toBe(false)
    expect(isCargoBench('go test -bench=.')).toBe(false)
    expect(touchedNewDirs(join(root, 'nowhere'), 0)).toEqual([])
    // A group named "base" is a group, not an earlier run's folder.
    const home = join(root, 'home-base')
    for (const d of ['base/sum/new', 'base/sum/base', 'fib/new', 'fib/change']) {
      mkdirSync(join(home, d), { recursive: true })
      writeFileSync(join(home, d, 'estimates.json'), '{}')
    }
    expect(touchedNewDirs(home, 0)).toEqual([join(home, 'base/sum/new'), join(home, 'fib/new')])
  })

  test("criterion's value is the parameter `input`, which --param size=… labels as for Go's unnamed segments", () => {
    const notes: string[] = []
    const out = applySuiteEdits({ id: 'crit' }, ['size=unit:B'], [], ['input'], notes)
    expect(out.parameters).toEqual({ input: { label: 'size', unit: 'B' } })
    expect(notes).toEqual([
      '--param size: the results name this parameter input (the value in criterion\'s group/function/value); labelled "size" unless a label is given, and blocks refer to it as input',
    ])
  })
})

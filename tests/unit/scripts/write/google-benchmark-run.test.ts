// `ingest --run` of a Google Benchmark program stores the JSON report's full-precision numbers with the
// console report's counter flags: a kIsRate counter is "<name>/s", higher is better, with no guess.
// A stand-in program replays one real run (tests/fixtures/google-benchmark-console/rate_flags.txt is what
// it printed, tests/fixtures/google-benchmark/rate_flags_out.json what --benchmark_out wrote), so these
// tests always run; the last one compiles and runs the real program (_source/rate_flags.cc) when g++ and
// libbenchmark-dev are installed, and says loudly that it is skipped when not.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import type { Run, Suite } from '../../../../data/schema/schema'
import { main as ingest } from '../../../../scripts/commands/ingest'
import { requestJson } from '../../../../scripts/write/google-benchmark-run'
import { runAsync } from '../../run-async'
import { main as suiteCommand } from '../../../../scripts/commands/suite'
import { loadSuite } from '../../../../scripts/read/load'
import { buildChanges } from '../../../../components/build-time/changes'

const FIX = fileURLToPath(new URL('../../../fixtures/', import.meta.url))
const CONSOLE = join(FIX, 'google-benchmark-console/rate_flags.txt')
const JSON_OUT = join(FIX, 'google-benchmark/rate_flags_out.json')
const SOURCE = join(FIX, 'google-benchmark-console/_source/rate_flags.cc')
const root = mkdtempSync(join(tmpdir(), 'gbench-run-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0

/**
 * A folder with `./bench`: prints the real console report and, like the library, writes the real JSON
 * report where --benchmark_out (or else $BENCHMARK_OUT) says; `json: false` plays a library older
 * than 1.5.1, which does not read its flags from the environment.
 */
function folder(opts: { json?: string | false } = {}): string {
  const dir = join(root, `p${n++}`)
  mkdirSync(dir)
  const json = opts.json === false ? '' : (opts.json ?? JSON_OUT)
  writeFileSync(
    join(dir, 'bench'),
    [
      '#!/bin/sh',
      'out="$BENCHMARK_OUT"',
      'for a in "$@"; do case "$a" in --benchmark_out=*) out="${a#--benchmark_out=}" ;; esac; done',
      json ? `[ -n "$out" ] && cp '${json}' "$out"` : 'true',
      `cat '${CONSOLE}'`,
    ].join('\n'),
  )
  chmodSync(join(dir, 'bench'), 0o755)
  return dir
}

async function run(args: string[], cwd: string) {
  let stdout = ''
  let stderr = ''
  const code = await ingest([...args, '--new-suite', 'gb', '--title', 'GB', '--project', 'gb', '--data-dir', 'data'], {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTTY: false,
    cwd,
  })
  const dir = join(cwd, 'data/gb')
  const suite = code === 0 ? (JSON.parse(readFileSync(join(dir, 'suite.json'), 'utf8')) as Suite) : undefined
  const runs = code === 0 ? readdirSync(join(dir, 'runs')) : []
  const stored = runs[0] ? (JSON.parse(readFileSync(join(dir, 'runs', runs[0]), 'utf8')) as Run) : undefined
  return { code, stderr, suite, stored }
}

const fills256 = (r: Run | undefined) => r?.results.find((x) => x.params?.arg0 === 256)?.values['counter.fills']?.value
const RATE = { label: 'fills', unit: 'fills/s', direction: 'higher' }
const GUESS = /user counter "fills"|carries no counter flags/

describe('ingest --run of a Google Benchmark program', () => {
  test("stores the JSON report's numbers with the console's flags: a kIsRate counter is <name>/s, higher is better", async () => {
    const dir = folder()
    const r = await run(['--run', './bench --benchmark_min_time=0.05'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.suite!.metrics['counter.fills']).toEqual(RATE)
    expect(r.suite!.metrics['counter.per_fill']).toEqual({ label: 'per_fill', unit: 's', direction: 'lower' })
    expect(r.stderr).not.toMatch(GUESS)
    expect(r.stderr).toContain("note: read Google Benchmark's JSON report of this run (full precision)")
    // The JSON's number, not the console's "3.56359G/s".
    expect(fills256(r.stored)).toBe(3563591786.648798)
    expect(r.stored!.source!.format).toBe('google-benchmark')
    expect(r.stored!.source!.files).toEqual(['benchmark_out.json', 'console.txt'])
    expect(r.stored!.date).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  test('an out file the user asked for is left to them and read with the console flags', async () => {
    const dir = folder()
    const r = await run(['mine.json', '--run', './bench --benchmark_out=mine.json --benchmark_out_format=json'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.suite!.metrics['counter.fills']).toEqual(RATE)
    expect(fills256(r.stored)).toBe(3563591786.648798)
    expect(r.stderr).not.toMatch(GUESS)
    expect(requestJson('./bench --benchmark_out=x.json', {})).toBeUndefined()
    expect(requestJson('./bench --benchmark_out x.json', {})).toBeUndefined()
    expect(requestJson('./bench', { BENCHMARK_OUT: 'x.json' })).toBeUndefined()
    expect(requestJson('./bench --benchmark_out_format=json', {})?.env).toMatchObject({ BENCHMARK_OUT_FORMAT: 'json' })
  })

  test('a library that writes no JSON (before 1.5.1): the console is read, its rate still a rate', async () => {
    const dir = folder({ json: false })
    const r = await run(['--run', './bench'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.suite!.metrics['counter.fills']).toEqual(RATE)
    expect(fills256(r.stored)).toBe(3.56359e9)
    expect(r.stored!.source!.format).toBe('google-benchmark-console')
    // Warnings name the command's output, not the temporary file ingest saved it in.
    expect(r.stderr).toContain('warning: the output of `./bench`: the console report rounds to 3–6 significant digits')
    expect(r.stderr).not.toContain(tmpdir())
  })

  test('a JSON report of other benchmarks than the console printed: the console is read, with a warning', async () => {
    const dir = folder({ json: join(FIX, 'google-benchmark/single_counters_bigo_threads.json') })
    const r = await run(['--run', './bench'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(
      /warning: the JSON report Google Benchmark wrote \(BENCHMARK_OUT\) does not match its console output \(benchmark_out\.json: \$: the benchmarks of the console report given with it \(it shows BM_Fill\/256, BM_Fill\/16384, which this JSON lacks\)/,
    )
    expect(r.stderr).not.toContain(tmpdir())
    expect(r.suite!.metrics['counter.fills']).toEqual(RATE)
    expect(fills256(r.stored)).toBe(3.56359e9)
  })

  // The real program, built here: g++ and Debian's libbenchmark-dev (or any install of the library).
  const header = ['/usr/include/benchmark/benchmark.h', '/usr/local/include/benchmark/benchmark.h'].some(existsSync)
  const gxx = spawnSync('g++', ['--version']).status === 0
  if (!header || !gxx)
    console.warn(
      `SKIPPED: ingest --run with a real Google Benchmark program needs ${gxx ? '' : 'g++ and '}${header ? '' : 'libbenchmark-dev (benchmark/benchmark.h)'}; apt-get install -y g++ libbenchmark-dev`,
    )
  test.skipIf(!header || !gxx)(
    'the real program (rate_flags.cc, compiled here): a kIsRate counter stores as fills/s, higher is better',
    async () => {
      const dir = join(root, `real${n++}`)
      mkdirSync(dir)
      // Awaited, not spawnSync: a compile on a busy machine must not block the worker (run-async.ts).
      const cc = await runAsync('g++', [
        '-O2',
        '-std=c++17',
        SOURCE,
        '-o',
        join(dir, 'rate_flags'),
        '-lbenchmark',
        '-lpthread',
      ])
      expect(cc.status, cc.stderr).toBe(0)
      const r = await run(['--run', './rate_flags --benchmark_min_time=0.01'], dir)
      expect(r.code, r.stderr).toBe(0)
      expect(r.suite!.metrics['counter.fills']).toEqual(RATE)
      expect(r.suite!.metrics['counter.per_fill']).toEqual({ label: 'per_fill', unit: 's', direction: 'lower' })
      expect(r.stderr).not.toMatch(GUESS)
      expect(r.stored!.source!.files).toEqual(['benchmark_out.json', 'console.txt'])
      // Full precision: the console prints at most 6 significant digits.
      const v = fills256(r.stored)!
      expect(Number(v.toPrecision(6))).not.toBe(v)
    },
    120_000,
  )
})

describe('user counters the file gives no unit for', () => {
  // Two real runs of _source/user_counters.cc (tests/fixtures/google-benchmark/README.md): "bytes", "buckets",
  // "length" and "rounds" are plain counters; items_per_second and bytes_per_second the library's own rates.
  const UC = (i: number) => join(FIX, `google-benchmark/user_counters_reps3_${i}.json`)
  test('are counts with no better or worse (no verdict) until `pnpm suite` sets a direction; the rates keep theirs', async () => {
    const cwd = join(root, `p${n++}`)
    mkdirSync(cwd)
    const io = { stdout: () => {}, stderr: () => {}, isTTY: false, cwd }
    const data = ['--data-dir', 'data']
    expect(await ingest([UC(1), '--new-suite', 'uc', '--title', 'UC', '--project', 'uc', ...data], io)).toBe(0)
    expect(await ingest([UC(2), '--suite', 'uc', ...data], io)).toBe(0)
    const rows = (metric: string) => {
      const loaded = loadSuite('uc', join(cwd, 'data'))
      return buildChanges(loaded, { suite: 'uc', metric })!.rows
    }
    const { suite } = loadSuite('uc', join(cwd, 'data'))
    // The name "bytes" is no unit: a count, not B.
    expect(suite.metrics['counter.bytes']).toMatchObject({ unit: 'count', neutral: true })
    expect(suite.metrics['counter.rounds']).toMatchObject({ unit: 'rounds', neutral: true })
    expect(suite.metrics.items_per_second).toMatchObject({ unit: 'items/s', direction: 'higher' })
    expect(suite.metrics.bytes_per_second).toMatchObject({ unit: 'B/s', direction: 'higher' })
    // rounds moved (854,851 → 867,850 at 16; 13,761 → 13,069 at 1024): told, never badged.
    const rounds = rows('counter.rounds')
    expect(rounds.map((r) => [r.verdict, r.reason])).toEqual([
      ['unknown', 'no better or worse set'],
      ['unknown', 'no better or worse set'],
    ])
    expect(rounds.every((r) => r.change !== '')).toBe(true)
    expect(rows('items_per_second').some((r) => r.reason === 'no better or worse set')).toBe(false)
    // A coefficient of variation is the repetitions' scatter: told, not judged, and no "whole run moved".
    expect(rows('real_time_cv').every((r) => r.verdict === 'unknown')).toBe(true)
    const all = buildChanges(loadSuite('uc', join(cwd, 'data')), { suite: 'uc' })!
    expect(all.shared.filter((s) => s.includes('CV'))).toEqual([])
    // The maintainer says: fewer rounds are better, and "bytes" is in B.
    const edit = ['uc', '--metric-label', 'counter.rounds=direction:lower', '--unit', 'counter.bytes=B', ...data]
    expect(await suiteCommand(edit, { stdout: () => {}, stderr: () => {}, cwd })).toBe(0)
    const after = loadSuite('uc', join(cwd, 'data')).suite
    expect(after.metrics['counter.rounds']).toEqual({ label: 'rounds', unit: 'rounds', direction: 'lower' })
    expect(after.metrics['counter.bytes']).toMatchObject({ unit: 'B', neutral: true })
    expect(rows('counter.rounds').some((r) => r.reason === 'no better or worse set')).toBe(false)
  })
})

// `ingest --run` of a command that names its results file reads that file, not the console report printed
// beside it (the README's `pytest --benchmark-json=results.json` and `hyperfine --export-json results.json`
// stored the rounded console text with a warning). A stand-in program replays real runs
// (tests/fixtures/run-output-files: what each printed, and the file it wrote), so these tests always run;
// the last runs the real hyperfine when it is installed (apt-get install hyperfine).
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import type { Run } from '../../data/schema/schema'
import { main as ingest } from '../../scripts/commands/ingest'
import { namedOutputs } from '../../scripts/write/output-file'

const FIX = fileURLToPath(new URL('../fixtures/', import.meta.url))
const PAIRS = join(FIX, 'run-output-files')
const root = mkdtempSync(join(tmpdir(), 'run-output-file-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0

/** A folder with `./tool`: prints `console` and copies `file` to the path after `flag` (`--flag x` or `--flag=x`). */
function folder(console: string, file: string | undefined, flag: string): string {
  const dir = join(root, `p${n++}`)
  mkdirSync(dir)
  writeFileSync(
    join(dir, 'tool'),
    [
      '#!/bin/sh',
      'out=""; prev=""',
      `for a in "$@"; do case "$a" in ${flag}=*) out="\${a#${flag}=}" ;; esac; [ "$prev" = "${flag}" ] && out="$a"; prev="$a"; done`,
      file ? `[ -n "$out" ] && cp '${file}' "$out"` : 'true',
      `cat '${console}'`,
    ].join('\n'),
  )
  chmodSync(join(dir, 'tool'), 0o755)
  return dir
}

async function run(args: string[], cwd: string) {
  let stderr = ''
  const code = await ingest([...args, '--new-suite', 's', '--title', 'S', '--project', 's', '--data-dir', 'data'], {
    stdout: () => {},
    stderr: (s) => (stderr += s),
    isTTY: false,
    cwd,
  })
  const runs = code === 0 ? readdirSync(join(cwd, 'data/s/runs')) : []
  const stored = runs[0] ? (JSON.parse(readFileSync(join(cwd, 'data/s/runs', runs[0]), 'utf8')) as Run) : undefined
  return { code, stderr, stored }
}

describe('ingest --run reads the results file the command names', () => {
  test('hyperfine --export-json: the JSON (every run kept), the console as its cross-check', async () => {
    const dir = folder(join(PAIRS, 'hyperfine-console.txt'), join(PAIRS, 'hyperfine.json'), '--export-json')
    const r = await run(['--run', "./tool -N --runs 5 'sleep 0.01' 'sleep 0.02' --export-json results.json"], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stored!.source!.format).toBe('hyperfine')
    expect(r.stderr).toContain(
      'note: read results.json, which the command wrote (hyperfine, full precision); its console output agrees (2 results)',
    )
    expect(r.stderr).not.toMatch(/console output has 3–4 significant digits/)
    expect(r.stored!.results[0]!.values.time!.samples?.length).toBe(5)
  })

  test('pytest --benchmark-json=…: the JSON, not the table', async () => {
    const dir = folder(join(PAIRS, 'pytest-console.txt'), join(PAIRS, 'pytest.json'), '--benchmark-json')
    const r = await run(['--run', './tool --benchmark-json=results.json test_small.py'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stored!.source!.format).toBe('pytest-benchmark')
    expect(r.stderr).toContain('note: read results.json, which the command wrote (pytest-benchmark, full precision)')
  })

  test('a named file the run did not write: the console is read, and a warning says so', async () => {
    const dir = folder(join(PAIRS, 'hyperfine-console.txt'), undefined, '--export-json')
    const r = await run(['--run', "./tool 'sleep 0.01' 'sleep 0.02' --export-json results.json"], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stored!.source!.format).toBe('hyperfine-text')
    expect(r.stderr).toContain(
      'warning: --export-json results.json was not written by this run: the console output is read instead',
    )
  })

  test("a Google Benchmark program's --benchmark_out, with no file given to ingest: its JSON with the console's flags", async () => {
    const dir = folder(
      join(FIX, 'google-benchmark-console/rate_flags.txt'),
      join(FIX, 'google-benchmark/rate_flags_out.json'),
      '--benchmark_out',
    )
    const r = await run(['--run', './tool --benchmark_out=mine.json --benchmark_out_format=json'], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stored!.source!.format).toBe('google-benchmark')
    expect(r.stored!.source!.files).toEqual(['benchmark_out.json', 'console.txt'])
  })

  test('the options that name a results file, written either way', () => {
    expect(namedOutputs("pytest --benchmark-json=out/r.json -k 'a b'")).toEqual([
      { flag: '--benchmark-json', file: 'out/r.json' },
    ])
    expect(namedOutputs('hyperfine \'sleep 1\' --export-json "my results.json"')).toEqual([
      { flag: '--export-json', file: 'my results.json' },
    ])
    expect(namedOutputs('k6 run --out json=k6.json script.js')).toEqual([{ flag: '--out', file: 'k6.json' }])
    expect(namedOutputs('ghz -o report.json --format json x')).toEqual([{ flag: '-o', file: 'report.json' }])
    expect(namedOutputs('go test -bench . -json')).toEqual([])
  })

  const hyperfine = spawnSync('hyperfine', ['--version']).status === 0
  test.skipIf(!hyperfine)('the real hyperfine (when installed)', async () => {
    const dir = join(root, 'real')
    mkdirSync(dir)
    const r = await run(['--run', "hyperfine -N --runs 3 'sleep 0.01' 'sleep 0.02' --export-json r.json"], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stored!.source!.format).toBe('hyperfine')
  })
})

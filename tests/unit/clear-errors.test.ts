// Smaller holes, each with the message a maintainer gets: a build error is one line, once, naming
// the data file and where in it; a truncated input is refused at its real line and column; UTF-16
// input is named as such; long names are cut the same way, with a warning, in every format; a data
// folder that cannot be written says so; leftovers of an interrupted ingest are ignored by git; a
// lock from another host is explained.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { main } from '../../scripts/commands/ingest'
import { runAsync } from './run-async'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'clear-errors-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))
let k = 0

async function ingest(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), isTTY: false, cwd: ROOT })
  return { code, out, err }
}

function input(name: string, content: string | Buffer): string {
  const f = join(tmpRoot, `${k++}-${name}`)
  writeFileSync(f, content)
  return f
}

const dry = (file: string, ...more: string[]) =>
  ingest([
    file,
    '--suite',
    'x',
    '--create',
    '--title',
    'X',
    '--project',
    'x',
    '--data-dir',
    join(tmpRoot, 'none'),
    '--dry-run',
    ...more,
  ])

describe('the build', () => {
  test('a truncated data file fails the build with one line, once: the file, line and column; no stack, no page', async () => {
    const data = join(tmpRoot, 'data')
    cpSync(join(ROOT, 'data'), data, { recursive: true })
    const suite = readdirSync(data).find((d) => existsSync(join(data, d, 'runs')))!
    const run = readdirSync(join(data, suite, 'runs')).find((f) => f.endsWith('.json'))!
    const file = join(data, suite, 'runs', run)
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.slice(0, Math.floor(text.length / 2)))
    const r = await runAsync(join(ROOT, 'node_modules/.bin/vitepress'), ['build'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_DATA_DIR: data },
      timeout: 120_000,
    })
    expect(r.status).toBe(1)
    const lines = r.stderr.split('\n').filter((l) => l.includes(run))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^invalid data: .*${run.replace('.', '\\.')}: line \\d+, column \\d+: valid JSON`),
    )
    expect(lines[0]).not.toMatch(/line 1, column 1:/)
    expect(r.stderr + r.stdout).not.toMatch(/\n\s+at |docs[\\/].*\.md/)
    // Vite's bundled copy of the config (config.ts.timestamp-….mjs) is not left behind. `pnpm test` builds the
    // site beside the unit tests, and that build's own copy lives for a moment: wait it out, not a leaked one.
    const leftovers = () => readdirSync(join(ROOT, '.vitepress')).filter((f) => f.includes('.timestamp-'))
    for (const until = Date.now() + 15_000; leftovers().length && Date.now() < until;)
      await new Promise((ok) => setTimeout(ok, 200))
    expect(leftovers()).toEqual([])
  }, 120_000)
})

describe('ingest', () => {
  test('truncated JSON: refused at its real line and column, said to be cut short', async () => {
    const json = readFileSync(join(ROOT, 'tests/fixtures/hyperfine/param_scan_sort.json'), 'utf8')
    const r = await dry(input('cut.json', json.slice(0, 700)))
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      /^parse error: .*cut\.json: line 33, column 8: valid JSON \(.*\); it ends early, so it looks cut short/,
    )
  })

  test('a text capture cut inside its last number (wrk "Requests/sec: 2337.90" cut to "2") is refused', async () => {
    const wrk = readFileSync(join(ROOT, 'tests/fixtures/wrk/t2_c10_d2s_latency.txt'), 'utf8')
    const at = wrk.indexOf('Requests/sec:')
    const cut = wrk.slice(0, wrk.indexOf(':', at) + 1) + wrk.slice(wrk.indexOf(':', at) + 1).match(/^\s*\d/)![0]
    const r = await dry(input('wrk.txt', cut))
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      /^parse error: .*wrk\.txt: line \d+: an end of line after the last line; the input stops inside this line, so it looks cut short/,
    )
  })

  test('UTF-16 input (with or without a byte-order mark) is named as such, with a way to convert it', async () => {
    const text = 'benchmark,time [ns]\nparse,812.5\n'
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      Buffer.from(text, 'utf16le'),
    ]) {
      const r = await dry(input('u16.csv', bytes))
      expect(r.code).toBe(1)
      expect(r.err).toMatch(
        /u16\.csv: the file is UTF-16 text .* ingest reads UTF-8\. Convert it first, e\.g\. iconv -f UTF-16 -t UTF-8/,
      )
    }
    const forced = await dry(input('u16.csv', Buffer.from(text, 'utf16le')), '--format', 'generic-csv')
    expect(forced.err).toMatch(/the file is UTF-16 text/)
  })

  test('names and parameter values too long for the schema are cut, with a warning, the same way in every format', async () => {
    const long = 'n'.repeat(350)
    const csv = await dry(input('long.csv', `benchmark,param:p,time [ns]\n${long},${'v'.repeat(250)},5\n`), '--json')
    expect(csv.code, csv.err).toBe(0)
    const hyperfine = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/hyperfine/param_scan_sort.json'), 'utf8')) as {
      results: Array<{ command: string; parameters: Record<string, string> }>
    }
    hyperfine.results[0]!.command = long
    hyperfine.results[0]!.parameters.n = 'v'.repeat(250)
    const hf = await dry(input('long.json', JSON.stringify(hyperfine)), '--json')
    expect(hf.code, hf.err).toBe(0)
    for (const [r, param] of [
      [csv, 'p'],
      [hf, 'n'],
    ] as const) {
      expect(r.err).toMatch(
        /warning: result 1: the benchmark name has 350 characters; it is kept cut to 300 \(the most a benchmark may have\), ending in "…"/,
      )
      expect(r.err).toMatch(
        new RegExp(
          `warning: result 1 \\("n{39}…"\\): parameter "${param}" has 250 characters; it is kept cut to 200 \\(the most a parameter value may have\\)`,
        ),
      )
      const res = (
        JSON.parse(r.out) as { run: { results: Array<{ benchmark: string; params: Record<string, string> }> } }
      ).run.results[0]!
      expect(res.benchmark).toBe(`${'n'.repeat(299)}…`)
      expect(res.params[param]).toBe(`${'v'.repeat(199)}…`)
    }
  })

  test('a data folder that cannot be written: one clear line, not "ENOTDIR … mkdir"', async () => {
    const file = input('a-file', 'x')
    const r = await ingest([
      '--new-suite',
      'abc',
      '--title',
      'A',
      '--project',
      'a',
      '--metric',
      't=ms',
      '--data-dir',
      join(file, 'data'),
    ])
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      /^error: cannot create the folder .*a-file[\\/]data[\\/]abc: a part of that path is a file, not a folder \(ENOTDIR\)\. Check --data-dir \(or \$BENCH_DATA_DIR\) points at a writable data folder; nothing was written\n$/,
    )
  })

  test('a lock held from another host: the message says it is never taken as stale, and why', async () => {
    const data = join(tmpRoot, `lock-${k++}`)
    const f = input('in.txt', 'goos: linux\npkg: x\nBenchmarkA-2 \t 100\t 5.0 ns/op\nPASS\nok  \tx\t1s\n')
    expect(
      (await ingest([f, '--suite', 's', '--create', '--title', 'S', '--project', 's', '--data-dir', data, '--no-raw']))
        .code,
    ).toBe(0)
    writeFileSync(
      join(data, 's', '.lock'),
      JSON.stringify({ pid: 999999, host: 'build-box-7', since: '2026-01-01T00:00:00Z', token: 't' }),
    )
    const r = await ingest([
      input('in2.txt', readFileSync(f, 'utf8').replace('5.0', '6.0')),
      '--suite',
      's',
      '--data-dir',
      data,
      '--lock-timeout',
      '0.3',
    ])
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      /locked by pid 999999 on build-box-7 .* A lock taken on another host \(build-box-7\) is never treated as stale, since this machine cannot tell whether its process still runs\. If no ingest is running, delete that file/,
    )
  })
})

test('git ignores the lock, journal and temp files an interrupted ingest leaves', () => {
  const paths = [
    'data/s/.lock',
    'data/s/.lock.break',
    'data/s/.ingest-journal.json',
    'data/s/runs/.r1.json.123.ab12cd34.tmp',
    'data/s/raw/.r1.txt.gz.9.ff.tmp',
  ]
  const r = spawnSync('git', ['check-ignore', '--no-index', ...paths], { cwd: ROOT, encoding: 'utf8' })
  expect(r.stdout.trim().split('\n')).toEqual(paths)
  const kept = spawnSync('git', ['check-ignore', '--no-index', 'data/s/runs/r1.json', 'data/s/suite.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  expect(kept.stdout.trim()).toBe('')
})

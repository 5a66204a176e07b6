// The write side of scripts/write/store.ts: atomic writes, the suite lock, crash safety (a process
// killed with SIGKILL mid-ingest leaves data/ as it was), roll-forward of an interrupted commit.
import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { DataError } from '../../../../data/schema/validate'
import {
  createSuite,
  loadSuite,
  planRun,
  readJsonFile,
  recoverSuite,
  storeRun,
  StoreError,
  writeFileAtomic,
} from '../../../../scripts/write/store'
import type { Run } from '../../../../data/schema/schema'
import { main } from '../../../../scripts/commands/ingest'
import { snapshot } from '../../dir-snapshot'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const INGEST = join(ROOT, 'scripts/commands/ingest.ts')
const tmpRoot = mkdtempSync(join(tmpdir(), 'store-test-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

interface Out {
  code: number | null
  stdout: string
  stderr: string
}

function start(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<Out>; stderrText: () => string } {
  const child = spawn(TSX, [INGEST, ...args], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATA_DIR: '', INIT_CWD: ROOT, ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (d) => (stdout += d))
  child.stderr!.on('data', (d) => (stderr += d))
  const done = new Promise<Out>((res, rej) => {
    child.on('error', rej)
    child.on('close', (code) => res({ code, stdout, stderr }))
  })
  return { child, done, stderrText: () => stderr }
}

const cli = (args: string[], env: Record<string, string> = {}) => start(args, env).done

/** The same CLI in this process (a child process costs ~1 s of CPU), its stderr readable while it runs. */
function startHere(args: string[]): { done: Promise<Out>; stderrText: () => string } {
  let stdout = ''
  let stderr = ''
  const io = { stdout: (s: string) => void (stdout += s), stderr: (s: string) => void (stderr += s), isTTY: false }
  const done = main(args, { ...io, cwd: ROOT }).then((code) => ({ code, stdout, stderr }))
  return { done, stderrText: () => stderr }
}

const inproc = (args: string[]) => startHere(args).done

async function until<T>(what: string, fn: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = fn()
    if (v !== undefined && v !== false) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

let n = 0
function tmp(name: string): string {
  const d = join(tmpRoot, `${name}-${n++}`)
  mkdirSync(d, { recursive: true })
  return d
}

const hidden = (rel: string) => rel.split('/').some((part) => part.startsWith('.'))
const visible = (snap: Record<string, string>) => Object.fromEntries(Object.entries(snap).filter(([k]) => !hidden(k)))

function goBench(name: string, ns: number[]): string {
  return [
    'goos: linux',
    'goarch: amd64',
    'pkg: example.com/store',
    ...ns.map((v) => `Benchmark${name}-2   \t 1000\t ${v} ns/op`),
    'PASS',
    '',
  ].join('\n')
}

function input(name: string, bench = name): string {
  const p = join(tmp('in'), `${name}.txt`)
  writeFileSync(p, goBench(bench, [10, 20, 30]))
  return p
}

/** A data folder with suite "s" holding one run. */
async function seeded(name: string): Promise<string> {
  const data = tmp(name)
  const r = await inproc([
    input('seed'),
    '--suite',
    's',
    '--create',
    '--title',
    'S',
    '--project',
    'p',
    '--data-dir',
    data,
    '--date',
    '2026-01-01',
  ])
  expect(r.code, r.stderr).toBe(0)
  return data
}

/** Starts an ingest that stops at `point`, waits until it is there, and kills it with SIGKILL. */
async function killAt(point: string, args: string[]): Promise<void> {
  const p = start(args, { BENCH_INGEST_PAUSE_AT: point })
  const pid = await until(`PAUSED ${point}`, () => {
    const m = new RegExp(`PAUSED ${point} (\\d+)`).exec(p.stderrText())
    return m ? Number(m[1]) : undefined
  })
  process.kill(pid, 'SIGKILL')
  const out = await p.done
  expect(out.code).not.toBe(0)
}

describe.concurrent('store: crash safety (SIGKILL mid-ingest)', { timeout: 90_000 }, () => {
  // (A kill right after taking the lock leaves only the stale lock; every case below covers that too.)
  for (const point of ['after-raw', 'before-rename']) {
    test(`killed at ${point}: data/ is unchanged for the loader, and the next ingest cleans up`, async () => {
      const data = await seeded(`kill-${point}`)
      const before = snapshot(data)
      const second = input(`second-${point}`, 'Second')
      await killAt(point, [second, '--suite', 's', '--data-dir', data])
      const after = snapshot(data)
      expect(visible(after)).toEqual(visible(before))
      const leftovers = Object.keys(after).filter((k) => !(k in before))
      for (const k of leftovers) expect(k).toMatch(/(^|\/)(\.lock|\.[^/]+\.tmp)$/)
      expect(leftovers.some((k) => k.endsWith('.tmp'))).toBe(true)
      expect(loadSuite('s', data).runs).toHaveLength(1)
      // The stale lock (dead pid) is broken, temp files are removed, and the ingest goes through
      // (in this process: recovery is the same code, and it saves a process start).
      const r = await inproc([second, '--suite', 's', '--data-dir', data])
      expect(r.code, r.stderr).toBe(0)
      expect(loadSuite('s', data).runs).toHaveLength(2)
      expect(Object.keys(snapshot(data)).filter(hidden)).toEqual([])
    })
  }

  test('killed between two renames: data/ still loads, and the next ingest completes the commit', async () => {
    const data = await seeded('kill-mid')
    const second = input('mid', 'Mid')
    await killAt('mid-commit', [second, '--suite', 's', '--data-dir', data])
    expect(existsSync(join(data, 's/.ingest-journal.json'))).toBe(true)
    expect(loadSuite('s', data).runs).toHaveLength(1) // raw copy renamed, run not yet: still valid
    const third = await inproc([input('third', 'Third'), '--suite', 's', '--data-dir', data])
    expect(third.code, third.stderr).toBe(0)
    expect(third.stderr).toContain('completed an interrupted ingest')
    const runs = loadSuite('s', data).runs
    expect(runs).toHaveLength(3)
    expect(runs.some((r) => r.results[0]!.benchmark === 'BenchmarkMid')).toBe(true)
    for (const r of runs) expect(existsSync(join(data, 's', r.source!.raw!))).toBe(true)
    expect(Object.keys(snapshot(data)).filter(hidden)).toEqual([])
  })

  test('killed during --replace: the old run is untouched', async () => {
    const data = tmp('kill-replace')
    const same = input('same', 'Same')
    expect(
      (await inproc([same, '--suite', 's', '--create', '--title', 'S', '--project', 'p', '--data-dir', data])).code,
    ).toBe(0)
    const before = snapshot(data)
    await killAt('before-rename', [same, '--suite', 's', '--data-dir', data, '--replace', '--label', 'new'])
    expect(visible(snapshot(data))).toEqual(visible(before))
  })
})

describe.concurrent('store: the suite lock', { timeout: 90_000 }, () => {
  test('two ingests at once: the second waits for the first, both are stored, data stays valid', async () => {
    const data = await seeded('lock-wait')
    const resume = join(tmp('resume'), 'go')
    const a = start([input('a', 'A'), '--suite', 's', '--data-dir', data], {
      BENCH_INGEST_PAUSE_AT: 'after-lock',
      BENCH_INGEST_RESUME_FILE: resume,
    })
    await until('the first ingest to hold the lock', () => a.stderrText().includes('PAUSED after-lock') || undefined)
    // The waiter in this process: the lock it waits for is the child's.
    const b = startHere([input('b', 'B'), '--suite', 's', '--data-dir', data])
    await until('the second ingest to wait', () => b.stderrText().includes('waiting for the suite lock') || undefined)
    writeFileSync(resume, '')
    const [ra, rb] = await Promise.all([a.done, b.done])
    expect(ra.code, ra.stderr).toBe(0)
    expect(rb.code, rb.stderr).toBe(0)
    expect(loadSuite('s', data).runs).toHaveLength(3)
    expect(Object.keys(snapshot(data)).filter(hidden)).toEqual([])
  })

  test('three ingests racing for the same suite all end well', async () => {
    const data = await seeded('lock-race')
    // Two child processes and this process, all at once.
    const outs = await Promise.all(
      ['x', 'y', 'z'].map((k, i) =>
        (i === 2 ? inproc : cli)([input(k, k.toUpperCase()), '--suite', 's', '--data-dir', data]),
      ),
    )
    for (const o of outs) expect(o.code, o.stderr).toBe(0)
    const runs = loadSuite('s', data).runs
    expect(runs).toHaveLength(4)
    expect(new Set(runs.map((r) => r.id)).size).toBe(4)
  })

  test('a lock held by a live process times out with a message naming it; data/ unchanged', async () => {
    const data = await seeded('lock-live')
    writeFileSync(
      join(data, 's/.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString(), token: 't' }),
    )
    const before = snapshot(data)
    const r = await inproc([input('live'), '--suite', 's', '--data-dir', data, '--lock-timeout', '0.4'])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain(`locked by pid ${process.pid}`)
    expect(snapshot(data)).toEqual(before)
  })
})

describe('store: in-process', () => {
  const suite = {
    id: 'p',
    title: 'P',
    project: 'p',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
  }
  const run = (id: string, hash: string): Run => ({
    id,
    date: '2026-02-03',
    source: { inputHash: `sha256:${hash.repeat(64)}` },
    results: [{ benchmark: 'b', values: { time: { value: 1 } } }],
  })

  test('writeFileAtomic replaces a file and leaves no temp file', () => {
    const d = tmp('atomic')
    writeFileAtomic(join(d, 'f.json'), 'one')
    writeFileAtomic(join(d, 'f.json'), 'two')
    expect(readdirSync(d)).toEqual(['f.json'])
    expect(readFileSync(join(d, 'f.json'), 'utf8')).toBe('two')
  })

  test('a data file over the size limit fails with its name before it is read; a deep one too', () => {
    const d = tmp('huge')
    const file = join(d, 'run.json')
    writeFileSync(file, JSON.stringify({ notes: 'x'.repeat(2000) }))
    expect(() => readJsonFile(file, 1000)).toThrow(`${file}: $: a file of at most 1000 bytes, found 2012`)
    expect(readJsonFile(file)).toEqual({ notes: 'x'.repeat(2000) })
    writeFileSync(file, '['.repeat(100_000) + ']'.repeat(100_000))
    expect(() => readJsonFile(file)).toThrow(`${file}: $: JSON nested at most 64 levels deep`)
  })

  test('createSuite validates first and refuses an existing suite', async () => {
    const d = tmp('create')
    await expect(createSuite({ ...suite, metrics: {} }, d)).rejects.toBeInstanceOf(DataError)
    expect(readdirSync(d)).toEqual([])
    await createSuite(suite, d)
    await expect(createSuite(suite, d)).rejects.toBeInstanceOf(StoreError)
    expect(readdirSync(join(d, 'p'))).toEqual(['suite.json'])
  })

  test('storeRun refuses invalid runs, duplicates and existing ids without writing', async () => {
    const d = tmp('plan')
    await createSuite(suite, d)
    const prep = (r: Run) => () => ({ suiteJson: suite, run: r })
    await storeRun({ suiteId: 'p', dir: d, inputHash: run('a', 'a').source!.inputHash!, prepare: prep(run('a', 'a')) })
    const before = snapshot(d)
    const bad = { ...run('b', 'b'), results: [{ benchmark: 'b', values: { nope: { value: 1 } } }] }
    await expect(
      storeRun({ suiteId: 'p', dir: d, inputHash: bad.source!.inputHash!, prepare: prep(bad) }),
    ).rejects.toThrow(/nope/)
    await expect(
      storeRun({ suiteId: 'p', dir: d, inputHash: run('c', 'a').source!.inputHash!, prepare: prep(run('c', 'a')) }),
    ).rejects.toThrow(/already ingested/)
    await expect(
      storeRun({ suiteId: 'p', dir: d, inputHash: run('a', 'c').source!.inputHash!, prepare: prep(run('a', 'c')) }),
    ).rejects.toThrow(/exists already/)
    expect(() => planRun({ suiteId: 'q', dir: d, inputHash: 'x', prepare: prep(run('a', 'a')) })).toThrow(
      /--new-suite q/,
    )
    expect(snapshot(d)).toEqual(before)
  })

  test('a half-written lock is stale once it is 10 s old; a fresh one is waited for', async () => {
    const d = tmp('halflock')
    await createSuite(suite, d)
    const prep = (r: Run) => () => ({ suiteJson: suite, run: r })
    writeFileSync(join(d, 'p/.lock'), '')
    await expect(
      storeRun({
        suiteId: 'p',
        dir: d,
        inputHash: run('a', 'a').source!.inputHash!,
        prepare: prep(run('a', 'a')),
        lock: { timeoutMs: 200 },
      }),
    ).rejects.toThrow(/locked/)
    const old = new Date(Date.now() - 60_000)
    utimesSync(join(d, 'p/.lock'), old, old)
    await storeRun({
      suiteId: 'p',
      dir: d,
      inputHash: run('a', 'a').source!.inputHash!,
      prepare: prep(run('a', 'a')),
      lock: { timeoutMs: 2000 },
    })
    expect(readdirSync(join(d, 'p')).sort()).toEqual(['runs', 'suite.json'])
  })

  test('recoverSuite rolls a journal forward and removes temp files', () => {
    const d = tmp('recover')
    mkdirSync(join(d, 'runs'))
    writeFileSync(join(d, 'runs/.r.json.1.aa.tmp'), '{"new":true}')
    writeFileSync(join(d, 'runs/.other.json.2.bb.tmp'), 'orphan')
    writeFileSync(
      join(d, '.ingest-journal.json'),
      JSON.stringify({
        ops: [
          { op: 'rename', from: 'runs/.r.json.1.aa.tmp', to: 'runs/r.json' },
          { op: 'unlink', path: 'runs/old.json' },
        ],
      }),
    )
    writeFileSync(join(d, 'runs/old.json'), '{}')
    const did = recoverSuite(d)
    expect(did.length).toBe(2)
    expect(readdirSync(join(d, 'runs'))).toEqual(['r.json'])
    expect(readdirSync(d)).toEqual(['runs'])
    // A journal pointing outside the suite is ignored.
    writeFileSync(join(d, '.ingest-journal.json'), JSON.stringify({ ops: [{ op: 'unlink', path: '../x' }] }))
    recoverSuite(d)
    expect(readdirSync(d)).toEqual(['runs'])
  })
})

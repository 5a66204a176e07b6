// Issue 47, finding 5 (low): a parameter named __proto__ is kept or refused, never dropped; a data.js
// date JavaScript cannot hold and a full disk give one line; a ref starting with "-" never reaches git
// as an option; the build never reads a suite an interrupted ingest left half-written.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parsers } from '../../scripts/parsers/parser-registry'
import { prepareRun } from '../../scripts/write/prepare-run'
import { loadAll, loadSuite } from '../../scripts/read/load'
import { failed, main as importMain } from '../../scripts/commands/import'
import { mergeBase, RunChoiceError } from '../../scripts/tools/compare-runs'
import { escapeMd } from '../../scripts/tools/compare-markdown'

const root = mkdtempSync(join(tmpdir(), 'trust-low-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0
const dir = () => join(root, `d${n++}`)

const GO = [
  'goos: linux',
  'goarch: amd64',
  'pkg: x',
  'BenchmarkX/__proto__=fast-8   \t 1000\t  59.32 ns/op',
  'BenchmarkX/constructor=slow-8 \t 1000\t  61.00 ns/op',
  'BenchmarkX/prototype=slow-8   \t 1000\t  62.00 ns/op',
  'PASS',
  '',
].join('\n')
const go = () => parsers.find((p) => p.id === 'go-test-bench')!.parse({ files: [{ path: 'x.txt', text: GO }] })
const prepare = (parsed: ReturnType<typeof go>) =>
  prepareRun({ suiteId: 's', suiteDir: tmpdir(), suiteJson: null, suite: null, runs: [] }, parsed, 'sha256:0', {
    environments: [],
    directions: {},
    files: ['x.txt'],
    newSuite: { title: 'S', project: 'P' },
    date: '2026-04-18',
  })

describe('parameters named __proto__, constructor, prototype', () => {
  it('the parser keeps each as a parameter', () => {
    expect(
      go().results.map((r) => Object.keys(r.params ?? {}).filter((k) => !['gomaxprocs', 'pkg'].includes(k))),
    ).toEqual([['__proto__'], ['constructor'], ['prototype']])
  })

  it('ingest stores constructor and prototype, and refuses __proto__ in one line', () => {
    const parsed = go()
    expect(() => prepare(parsed)).toThrow(/^result 1 \("BenchmarkX"\): a parameter named "__proto__" cannot be stored/)
    const kept = prepare({ ...parsed, results: parsed.results.slice(1) })
    const want: Array<Record<string, unknown>> = [
      { constructor: 'slow', gomaxprocs: 8, pkg: 'x' },
      { prototype: 'slow', gomaxprocs: 8, pkg: 'x' },
    ]
    expect(kept.run.results.map((r) => r.params)).toEqual(want)
  })

  it('a stored run with one is named, not read without it', () => {
    const data = dir()
    cpSync('data/example-go', join(data, 'example-go'), { recursive: true })
    const runs = join(data, 'example-go', 'runs')
    const name = readdirSync(runs)[0]!
    const run = JSON.parse(readFileSync(join(runs, name), 'utf8'))
    run.results[0].params = { ...run.results[0].params }
    Object.defineProperty(run.results[0].params, '__proto__', { value: 'fast', enumerable: true })
    writeFileSync(join(runs, name), JSON.stringify(run))
    expect(readFileSync(join(runs, name), 'utf8')).toContain('"__proto__":"fast"')
    expect(() => loadSuite('example-go', data)).toThrow(/\$\.results\[0\]\.params: .*no parameter named "__proto__"/)
  })
})

describe('import: one line, no stack trace', () => {
  const io = () => {
    const out = { stdout: '', stderr: '' }
    return {
      out,
      io: {
        stdout: (s: string) => void (out.stdout += s),
        stderr: (s: string) => void (out.stderr += s),
        cwd: process.cwd(),
      },
    }
  }

  it('for a data.js date past what a JavaScript date holds', async () => {
    const d = dir()
    const src = readFileSync('tests/fixtures-import/data-js/data.js', 'utf8').replace(/"date": \d+/, '"date": 1e20')
    mkdirSync(d, { recursive: true })
    writeFileSync(join(d, 'data.js'), src)
    const { out, io: o } = io()
    const code = await importMain(
      [
        join(d, 'data.js'),
        '--suite',
        'gab',
        '--one-suite',
        '--create',
        '--title',
        'H',
        '--project',
        'T',
        '--dry-run',
        '--data-dir',
        join(d, 'data'),
      ],
      o,
    )
    // The entry is left out with one line naming it and its date; the entries that read are imported.
    expect(code).toBe(0)
    expect(out.stderr).toMatch(
      /left out: .*date: the time of the entry \(milliseconds since 1970, at most 8\.64e15\), found 100000000000000000000/,
    )
    expect(out.stderr).not.toMatch(/\n\s+at /)
  })

  it('for a disk that fills during the import', () => {
    const { out, io: o } = io()
    const e = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      syscall: 'write',
      path: '/data/s/runs/.r1.json.tmp',
    })
    expect(failed(o, e, false)).toBe(1)
    expect(out.stderr).toBe(
      'error: cannot write /data/s/runs/.r1.json.tmp: the disk is full (ENOSPC). Check --data-dir (or $BENCH_DATA_DIR) points at a writable data folder\n',
    )
  })
})

describe('git refs', () => {
  it('a ref starting with "-" is refused before git sees it', () => {
    for (const [head, target] of [
      ['--output=/tmp/x', 'main'],
      ['HEAD', '-q'],
    ])
      expect(() => mergeBase(head!, target!, process.cwd())).toThrow(
        new RunChoiceError(
          `${head!.startsWith('-') ? 'the head' : '--target'} "${head!.startsWith('-') ? head : target}": a git ref or commit, which never starts with "-"`,
        ),
      )
  })
})

describe('a pending ingest journal', () => {
  it('keeps the build from reading the suite, in one line', () => {
    const data = dir()
    cpSync('data/example-go', join(data, 'example-go'), { recursive: true })
    writeFileSync(join(data, 'example-go', '.ingest-journal.json'), '{"pid":1,"ops":[]}\n')
    expect(() => loadAll(data, { refusePending: true })).toThrow(
      /\.ingest-journal\.json: an ingest of suite "example-go" was interrupted and its files are half-updated/,
    )
    // Ingest itself reads it (and completes the journal under the lock).
    expect(loadAll(data).get('example-go')!.runs.length).toBeGreaterThan(0)
  })
})

describe('the pull-request comment', () => {
  it('leaves no mention, link or issue reference in text from data, once GitHub has decoded its entities', () => {
    const text = escapeMd('see www.example.com and https://evil.example/x, cc @octocat, mail a@b.co, fixes #12')
    const decoded = text.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    expect(decoded).toContain('octocat')
    expect(decoded).not.toMatch(/www\.|https?:\/\/|@\w|#\d/i)
    expect(decoded.replace(/\u2060/g, '')).toBe(
      'see www.example.com and https://evil.example/x, cc @octocat, mail a@b.co, fixes #12',
    )
  })
})

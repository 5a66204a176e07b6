// pnpm bench:ingest — how fast ingest reads big inputs, and how much memory it needs.
// Generates in a temp folder ~100 MB of `go test -bench` text, ~100 MB of redis-benchmark --csv and
// a ~50 MB Google Benchmark JSON (BENCH_INGEST_MB=10 scales all three down for a quick run; a larger
// value scales the text inputs up, to see that memory stays flat, and JSON stays at ingest's 50 MB limit). The
// inputs look like the tools' own output, made long the way real files get long: go test with many
// -count repetitions of 240 sub-benchmarks (each line a sample of its benchmark), redis-benchmark
// --csv runs of the default 20 tests appended one after the other (each run a sample of each test),
// one Google Benchmark report with 3 repetitions of each of many families. Then for
// each runs, in a fresh child process, exactly what `pnpm ingest` does up to the parsed run (format
// detection on the first 64 KB, then readAndParse: stream + hash + parser.lines(), or whole-file
// read + parse() for JSON) and reports MB/s, the child's peak RSS (VmHWM), and the ratio of that time
// to a bare Node line count of the same file (createReadStream + count "\n"), the floor for any
// line-oriented reader. For text inputs it also runs the same path with a parser that takes every
// line on its byte fast path and does nothing ("no-op parser"): the ceiling set by ingest's own
// reading, hashing and cutting into lines, so that the rest of the time is the parser's. BENCH_INGEST_FULL=1 also times the rest of
// a dry run (metrics merge, run building, schema validation, normalizeRun).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Parser } from '../../scripts/parsers/types'
import { genGo, genGoogleBenchmark, genRedisCsv } from './ingest-inputs'
import { commandOptions } from '../../scripts/tools/cli-options'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TARGET_MBPS = 100

// ───────────── measuring (in a child process each) ─────────────

interface ChildReport {
  ms: number
  peakRssMB: number
  results?: number
  format?: string
  streamed?: boolean
  fullMs?: number
  lines?: number
}

function peakRssMB(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))
    if (m) return Number(m[1]) / 1024
  } catch {
    /* not Linux */
  }
  return process.memoryUsage().rss / 1024 / 1024
}

async function childParse(file: string, full: boolean): Promise<ChildReport> {
  const { parsers } = await import('../../scripts/parsers/parser-registry')
  const { chooseParser, readAndParse } = await import('../../scripts/write/ingest-core')
  const { collectInputs } = await import('../../scripts/write/inputs')
  const t0 = performance.now()
  const set = collectInputs([file])
  const { parser, whole } = chooseParser(set, parsers)
  const out = await readAndParse(set, parser, undefined, whole)
  const ms = performance.now() - t0
  const report: ChildReport = {
    ms,
    peakRssMB: peakRssMB(),
    results: out.parsed.results.length,
    format: parser.id,
    streamed: out.streamed,
  }
  if (full) {
    const { prepareRun } = await import('../../scripts/write/prepare-run')
    const { Run, Suite } = await import('../../data/schema/schema')
    const { validate } = await import('../../data/schema/validate')
    const { normalizeRun } = await import('../../data/schema/model')
    const t1 = performance.now()
    const prep = prepareRun(
      { suiteId: 'bench', suiteDir: tmpdir(), suiteJson: null, suite: null, runs: [] },
      out.parsed,
      out.inputHash,
      {
        environments: [],
        directions: {},
        files: [file],
        newSuite: { title: 'Bench', project: 'bench' },
        date: '2026-04-18',
      },
    )
    const suite = validate(Suite, prep.suiteJson, 'suite.json')
    normalizeRun(suite, validate(Run, prep.run, 'run.json'), 'run.json')
    report.fullMs = performance.now() - t1
    report.peakRssMB = peakRssMB()
  }
  return report
}

/** readAndParse with a parser that takes every line as bytes and does nothing: what ingest itself costs (read, hash, cut into lines). */
async function childMachinery(file: string): Promise<ChildReport> {
  const { readAndParse } = await import('../../scripts/write/ingest-core')
  const { collectInputs } = await import('../../scripts/write/inputs')
  let lines = 0
  const noop: Parser = {
    id: 'noop',
    tool: 'noop',
    description: 'counts lines',
    produce: '-',
    detect: () => 0,
    parse: () => {
      throw new Error('unused')
    },
    lines: () => ({
      bytes: () => {
        lines++
        return true
      },
      line: () => {
        lines++
      },
      end: () => ({
        format: 'noop',
        tool: 'noop',
        metrics: { n: { label: 'n', unit: 'count', direction: 'higher' } },
        results: [{ benchmark: 'lines', values: { n: { value: lines } } }],
      }),
    }),
  }
  const t0 = performance.now()
  await readAndParse(collectInputs([file]), noop)
  return { ms: performance.now() - t0, peakRssMB: peakRssMB(), lines }
}

async function childCount(file: string): Promise<ChildReport> {
  const { createReadStream } = await import('node:fs')
  const t0 = performance.now()
  let lines = 0
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    const b = chunk as Buffer
    let i = -1
    while ((i = b.indexOf(10, i + 1)) !== -1) lines++
  }
  return { ms: performance.now() - t0, peakRssMB: peakRssMB(), lines }
}

function runChild(mode: 'parse' | 'count' | 'machinery', file: string, full: boolean): ChildReport {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', mode, file, full ? 'full' : ''],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  )
  const line = r.stdout.trim().split('\n').pop() ?? ''
  if (r.status !== 0 || !line.startsWith('{'))
    throw new Error(`child ${mode} ${file} failed (exit ${r.status}):\n${r.stderr}`)
  return JSON.parse(line) as ChildReport
}

// ───────────── main ─────────────

interface Case {
  name: string
  file: string
  gen: (p: string, b: number) => void
  bytes: number
  text: boolean
}

/** One input measured three ways in child processes (a bare line count, ingest's parse, the line machinery alone): its table row. */
function measureCase(c: Case, full: boolean, misses: string[]): string[] {
  const size = statSync(c.file).size
  process.stderr.write(`measuring ${c.name} (${(size / 1e6).toFixed(1)} MB) …\n`)
  const base = runChild('count', c.file, false)
  const ours = runChild('parse', c.file, full)
  const floor = c.text ? runChild('machinery', c.file, false) : undefined
  const mbps = size / 1e6 / (ours.ms / 1000)
  const baseMbps = size / 1e6 / (base.ms / 1000)
  if (c.text && mbps < TARGET_MBPS) misses.push(`${c.name}: ${mbps.toFixed(0)} MB/s`)
  return [
    c.name,
    `${ours.format}${ours.streamed ? ' (streamed)' : ' (whole file)'}`,
    `${(size / 1e6).toFixed(1)} MB`,
    String(ours.results),
    `${(ours.ms / 1000).toFixed(2)} s`,
    mbps.toFixed(0),
    `${ours.peakRssMB.toFixed(0)} MB`,
    `${(base.ms / 1000).toFixed(2)} s (${base.peakRssMB.toFixed(0)} MB)`,
    baseMbps.toFixed(0),
    `${(ours.ms / base.ms).toFixed(1)}×`,
    floor ? `${(size / 1e6 / (floor.ms / 1000)).toFixed(0)} MB/s` : '–',
    ...(full ? [`${((ours.fullMs ?? 0) / 1000).toFixed(2)} s`] : []),
  ]
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv[0] !== '--child') commandOptions('bench:ingest', {})
  if (argv[0] === '--child') {
    const [, mode, file, full] = argv
    const rep =
      mode === 'count'
        ? await childCount(file!)
        : mode === 'machinery'
          ? await childMachinery(file!)
          : await childParse(file!, full === 'full')
    process.stdout.write(JSON.stringify(rep) + '\n')
    return
  }
  const scale = Number(process.env.BENCH_INGEST_MB ?? 100)
  if (!(scale > 0)) throw new Error('BENCH_INGEST_MB must be a positive number of megabytes')
  const full = process.env.BENCH_INGEST_FULL === '1'
  const dir = mkdtempSync(join(tmpdir(), 'bench-ingest-'))
  const cases: Case[] = [
    { name: 'go test -bench text', file: join(dir, 'go-bench.txt'), gen: genGo, bytes: scale * 1e6, text: true },
    { name: 'redis-benchmark --csv', file: join(dir, 'redis.csv'), gen: genRedisCsv, bytes: scale * 1e6, text: true },
    {
      name: 'google-benchmark JSON',
      file: join(dir, 'gbench.json'),
      gen: genGoogleBenchmark,
      bytes: Math.min(scale / 2, 50) * 1e6,
      text: false,
    },
  ]
  try {
    process.stderr.write(`generating inputs in ${dir} …\n`)
    for (const c of cases) c.gen(c.file, c.bytes)
    const rows: string[][] = [
      [
        'input',
        'format',
        'size',
        'results',
        'ingest parse',
        'MB/s',
        'peak RSS',
        'bare line count',
        'MB/s',
        'ratio',
        'no-op parser',
        ...(full ? ['+ build & validate'] : []),
      ],
    ]
    const misses: string[] = []
    for (const c of cases) rows.push(measureCase(c, full, misses))
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
    for (const r of rows)
      process.stdout.write(
        r.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ') + '\n',
      )
    process.stdout.write(
      misses.length
        ? `\ntarget ${TARGET_MBPS} MB/s on text formats NOT met: ${misses.join('; ')}\n`
        : `\ntarget ${TARGET_MBPS} MB/s on text formats: met\n`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`)
  process.exitCode = 1
})

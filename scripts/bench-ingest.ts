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
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Parser } from './parsers/types'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TARGET_MBPS = 100

// ───────────── generators (deterministic) ─────────────

function lcg(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/** Writes `bytes` of text produced chunk by chunk by `next` (each call returns some lines). */
function writeText(path: string, bytes: number, headerText: string, next: () => string, footer = ''): number {
  const fd = openSync(path, 'w')
  let written = writeSync(fd, headerText)
  let buf = ''
  while (written + buf.length < bytes) {
    buf += next()
    if (buf.length > 1 << 20) {
      written += writeSync(fd, buf)
      buf = ''
    }
  }
  written += writeSync(fd, buf + footer)
  closeSync(fd)
  return written
}

function genGo(path: string, bytes: number): void {
  const rnd = lcg(1)
  const names: string[] = []
  for (let i = 0; i < 2000; i++)
    names.push(`BenchmarkCodec${i % 40}/size=${1 << (i % 16)}/mode=${['fast', 'safe', 'simd'][i % 3]}-8`)
  let i = 0
  const header = 'goos: linux\ngoarch: amd64\npkg: example.com/codec\ncpu: AMD EPYC 7763 64-Core Processor\n'
  writeText(
    path,
    bytes,
    header,
    () => {
      let s = ''
      for (let k = 0; k < 200; k++) {
        const name = names[i++ % names.length]!
        const ns = 50 + rnd() * 5000
        s += `${name.padEnd(48)}\t${Math.floor(1e6 / (1 + ns / 100))}\t${ns.toFixed(1).padStart(12)} ns/op\t${((1000 / ns) * 1000).toFixed(2).padStart(9)} MB/s\t${String(Math.floor(rnd() * 4096)).padStart(6)} B/op\t${String(Math.floor(rnd() * 8)).padStart(4)} allocs/op\n`
      }
      return s
    },
    'PASS\nok  \texample.com/codec\t812.345s\n',
  )
}

/**
 * redis-benchmark --csv as a long series of runs appended to one file (`for i in …; do
 * redis-benchmark --csv >> out.csv; done`): each run prints the header and one row per test of the
 * default test set, with the tool's names and number formats. Every test thus appears once per run,
 * and the parser turns its rows into the samples of one result.
 */
function genRedisCsv(path: string, bytes: number): void {
  const rnd = lcg(2)
  const tests = [
    'PING_INLINE',
    'PING_MBULK',
    'SET',
    'GET',
    'INCR',
    'LPUSH',
    'RPUSH',
    'LPOP',
    'RPOP',
    'SADD',
    'HSET',
    'SPOP',
    'ZADD',
    'ZPOPMIN',
    'LPUSH (needed to benchmark LRANGE)',
    'LRANGE_100 (first 100 elements)',
    'LRANGE_300 (first 300 elements)',
    'LRANGE_500 (first 500 elements)',
    'LRANGE_600 (first 600 elements)',
    'MSET (10 keys)',
  ]
  const header =
    '"test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"\n'
  const f = (v: number) => `"${v.toFixed(3)}"`
  writeText(path, bytes, '', () => {
    let s = header
    for (const name of tests) {
      const avg = 0.1 + rnd() * 2
      s += `"${name}","${(100000 + rnd() * 200000).toFixed(2)}",${f(avg)},${f(avg / 4)},${f(avg * 0.9)},${f(avg * 1.6)},${f(avg * 2.2)},${f(avg * 9)}\n`
    }
    return s
  })
}

function genGoogleBenchmark(path: string, bytes: number): void {
  const rnd = lcg(3)
  const head =
    JSON.stringify(
      {
        context: {
          date: '2026-04-18T10:00:00+00:00',
          host_name: 'bench',
          executable: './codec_bench',
          num_cpus: 8,
          mhz_per_cpu: 3200,
          cpu_scaling_enabled: false,
          library_build_type: 'release',
        },
      },
      null,
      2,
    ).slice(0, -2) + ',\n  "benchmarks": [\n'
  let fam = 0
  let first = true
  writeText(
    path,
    bytes,
    head,
    () => {
      let s = ''
      for (let k = 0; k < 20; k++) {
        const name = `BM_Codec${fam % 97}/${fam}/${1 << (fam % 12)}`
        fam++
        for (let rep = 0; rep < 3; rep++) {
          const t = 10 + rnd() * 1000
          const row = {
            name,
            family_index: fam,
            per_family_instance_index: 0,
            run_name: name,
            run_type: 'iteration',
            repetitions: 3,
            repetition_index: rep,
            threads: 1,
            iterations: Math.floor(1e7 / t),
            real_time: t * 1.01,
            cpu_time: t,
            time_unit: 'ns',
            bytes_per_second: 1e9 / t,
          }
          s += (first ? '' : ',\n') + '    ' + JSON.stringify(row)
          first = false
        }
      }
      return s
    },
    '\n  ]\n}\n',
  )
}

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
  const { parsers } = await import('./parsers/index')
  const { chooseParser, readAndParse } = await import('./write/ingest-core')
  const { collectInputs } = await import('./write/inputs')
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
    const { prepareRun } = await import('./write/prepare-run')
    const { Run, Suite } = await import('../data/schema/schema')
    const { validate } = await import('../data/schema/validate')
    const { normalizeRun } = await import('../data/schema/model')
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
  const { readAndParse } = await import('./write/ingest-core')
  const { collectInputs } = await import('./write/inputs')
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

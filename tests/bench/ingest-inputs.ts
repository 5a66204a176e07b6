// The inputs of `pnpm bench:ingest` (tests/bench/bench-ingest.ts), generated deterministically: `go test
// -bench` text with many -count repetitions, redis-benchmark --csv runs appended one after the other, and
// one Google Benchmark JSON report with repetitions of many families, each written up to a size in bytes.
import { closeSync, openSync, writeSync } from 'node:fs'

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

export function genGo(path: string, bytes: number): void {
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
export function genRedisCsv(path: string, bytes: number): void {
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

export function genGoogleBenchmark(path: string, bytes: number): void {
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

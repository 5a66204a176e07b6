// Writes the generated data set of the layout suites (see README.md): `pnpm exec tsx tests/e2e/fixtures-layout/generate.ts`.
// Deterministic (no randomness, fixed dates): running it again rewrites the same files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data')
const write = (path: string, value: unknown) => {
  mkdirSync(dirname(join(DATA, path)), { recursive: true })
  writeFileSync(join(DATA, path), `${JSON.stringify(value, null, 2)}\n`)
}
const ENV = {
  machine: 'A build server with a rather long description of its hardware and its housing',
  cpu: 'Example CPU 9000 with a very long marketing name, 64 cores',
  cores: 64,
  os: 'Linux 6.1',
  tool: 'generate.ts',
  command: 'pnpm exec tsx tests/e2e/fixtures-layout/generate.ts',
}

// ── many-series: 12 implementations with long names × 3 sizes; values from 1 to 1,000,000 ops/s (10⁶×);
// some cells missing, one failed (0 ops/s), latency percentiles, two runs and a retired one.
const IMPLS = Array.from({ length: 12 }, (_, i) => `impl-${i + 1}`)
const LABELS = Object.fromEntries(
  IMPLS.map((v, i) => [
    v,
    i % 3 === 0 ? `Implementation number ${i + 1} with a deliberately long descriptive name` : `Impl ${i + 1}`,
  ]),
)
const SIZES = [1, 1000, 1000000]
rmSync(DATA, { recursive: true, force: true })
write('many-series/suite.json', {
  $schema: '../../../../../data/schema/suite.schema.json',
  id: 'many-series',
  title: 'Many series with long names, values spanning a million times',
  project: 'Layout fixture',
  metrics: {
    ops: { label: 'Operations per second', unit: 'ops/s', direction: 'higher', format: { decimals: 2 } },
    lat: { label: 'Latency', unit: 'ms', direction: 'lower', format: { decimals: 1, prefix: false } },
  },
  parameters: {
    impl: { label: 'Implementation', values: IMPLS, valueLabels: LABELS },
    size: { label: 'Payload size', unit: 'B', values: SIZES },
  },
  thresholds: [{ metric: 'ops', kind: 'min', value: 10, where: { impl: 'impl-1' } }],
  tolerance: 0.05,
})
const ops = (i: number, s: number, drift: number) => Math.round(10 ** (6 - ((i + s * 2) % 7)) * drift * 100) / 100
function run(id: string, date: string, drift: number, extra: object = {}) {
  const results = []
  for (const [i, impl] of IMPLS.entries()) {
    for (const [s, size] of SIZES.entries()) {
      if ((i + s) % 5 === 4) continue // missing cells
      const failed = impl === 'impl-12' && size === 1000000
      const value = failed ? 0 : ops(i, s, drift)
      const lat = Math.round((1 + i * 3.7 + s * 40) * 10) / 10
      results.push({
        benchmark: 'Throughput with a name long enough to need two lines',
        params: { impl, size },
        values: {
          ops: failed
            ? { value }
            : { value, samples: [value * 0.99, value, value * 1.01].map((x) => Math.round(x * 100) / 100) },
          ...(s === 0
            ? {
                lat: {
                  value: lat,
                  percentiles: {
                    '50': lat,
                    '95': Math.round(lat * 1.9 * 10) / 10,
                    '99': Math.round(lat * 11 * 10) / 10,
                  },
                },
              }
            : {}),
        },
        ...(failed ? { note: 'The tool reported 0 operations: the run failed.' } : {}),
      })
    }
  }
  write(`many-series/runs/${id}.json`, {
    $schema: '../../../../../../data/schema/run.schema.json',
    id,
    date,
    version: `2.${id.length}.0-with-a-long-pre-release-tag`,
    environment: ENV,
    results,
    ...extra,
  })
}
run('2026-01-10-old', '2026-01-10', 1, {
  status: 'retired',
  statusNote:
    'Withdrawn: this run measured a debug build, so every figure in it is several times too low; it is kept only so that the history stays complete and nobody measures a debug build again. '
      .repeat(2)
      .trim(),
})
run('2026-02-01', '2026-02-01', 1)
run('2026-03-01', '2026-03-01', 1.2)

// ── one-run: a single run, very long benchmark names, a missing metric in some results.
const NAMES = [
  'BenchmarkSerializeNestedStructureWithManyFieldsAndSlices/size=1024',
  'BenchmarkDecode',
  'Benchmark_with_underscores_and_no_spaces_at_all_anywhere_in_it',
  'Short',
  'A name with spaces that goes on and on to test wrapping in the first column',
]
write('one-run/suite.json', {
  $schema: '../../../../../data/schema/suite.schema.json',
  id: 'one-run',
  title: 'A suite with one run',
  project: 'Layout fixture',
  metrics: {
    time: { label: 'Time per operation', unit: 'ns', direction: 'lower', format: { significant: 4 } },
    bytes: { label: 'Memory', unit: 'B/op', direction: 'lower', format: { decimals: 0 } },
    allocs: { label: 'Allocations', unit: 'allocs/op', direction: 'lower', format: { decimals: 0 } },
  },
})
write('one-run/runs/2026-03-05.json', {
  $schema: '../../../../../../data/schema/run.schema.json',
  id: '2026-03-05',
  date: '2026-03-05',
  environment: ENV,
  results: NAMES.map((benchmark, i) => ({
    benchmark,
    values: {
      time: { value: 0.5 * 10 ** i * (i + 1) },
      ...(i % 2 ? {} : { bytes: { value: 64 * 10 ** i }, allocs: { value: i } }),
    },
  })),
})

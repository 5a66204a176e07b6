// The data contract: the real data/ loads, a minimal suite + run loads from another folder, and each
// kind of bad file fails with a DataError that names the file, the JSON path and what was expected.
// Also: the JSON Schema files editors use are what `pnpm schema` would write now.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Run, Suite } from '../../../../data/schema/schema'
import { DataError, jsonPath, parseJson, validate } from '../../../../data/schema/validate'
import { dataDir, defaultDataDir, loadAll, loadSuite, suiteIds } from '../../../../scripts/write/store'
import { jsonSchemas } from '../../../../scripts/commands/emit-schema'
import { measurement } from '../../../../data/schema/model'

const tmpRoots: string[] = []
afterAll(() => {
  for (const d of tmpRoots) rmSync(d, { recursive: true, force: true })
})

const SUITE = {
  id: 'mini',
  title: 'Mini suite',
  project: 'Test',
  metrics: {
    calls: { label: 'Calls', unit: 'calls/s', direction: 'higher' },
    time: { label: 'Time', unit: 'ns', direction: 'lower' },
    bytes: { label: 'Bytes', unit: 'B/s', direction: 'higher', derive: { metric: 'calls', timesParam: 'size' } },
  },
  parameters: { size: { label: 'Size', unit: 'B', values: [10, 1] } },
}
const RUN = {
  id: 'r1',
  date: '2026-01-02',
  results: [
    { benchmark: 'A', params: { size: 10 }, values: { calls: { value: 5 }, time: { value: 2 } } },
    { benchmark: 'A', params: { size: 1 }, values: { calls: { value: 7 } } },
  ],
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

/** A data folder with one suite "mini": suite.json and runs/<name> (objects are JSON-encoded, strings written as they are). */
function dataFolder(suite: unknown, runs: Record<string, unknown>, suiteId = 'mini'): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-schema-'))
  tmpRoots.push(root)
  mkdirSync(join(root, suiteId, 'runs'), { recursive: true })
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2))
  writeFileSync(join(root, suiteId, 'suite.json'), text(suite))
  for (const [name, body] of Object.entries(runs)) writeFileSync(join(root, suiteId, 'runs', name), text(body))
  return root
}

/** Loads the folder and returns the DataError it must throw. */
function loadError(root: string): DataError {
  try {
    loadAll(root)
  } catch (e) {
    expect(e).toBeInstanceOf(DataError)
    return e as DataError
  }
  throw new Error(`expected loading ${root} to fail`)
}

const runFile = (root: string, name = 'r1.json') => join(root, 'mini', 'runs', name)
const suiteFile = (root: string) => join(root, 'mini', 'suite.json')

describe('good data', () => {
  it('the real data/ loads, every suite with its runs oldest first', () => {
    const all = loadAll()
    expect([...all.keys()]).toEqual([
      'ergo-pubsub',
      'ergo-serialization',
      'example-go',
      'fusion-perf-test',
      'fusion-redis',
      'fusion-rpc',
      'fusion-rpc-docker',
      'fusion-samples',
      'silly-redis',
      'topgun-load-harness',
    ])
    expect(all.get('fusion-rpc')!.runs.map((r) => r.id)).toEqual(['net10.0.1', '2026-04-25-net10.0.7'])
    expect(all.get('topgun-load-harness')!.runs.map((r) => [r.id, r.status])).toEqual([
      ['2026-03-27', 'retired'],
      ['2026-04-18', undefined],
    ])
    expect(all.get('fusion-rpc')!.dir).toBe(join(defaultDataDir, 'fusion-rpc'))
    let results = 0
    for (const s of all.values()) for (const r of s.runs) results += r.results.length
    expect(results).toBeGreaterThan(150)
  })

  it('without BENCH_DATA_DIR the data folder is data/', () => {
    if (!process.env.BENCH_DATA_DIR) expect(dataDir()).toBe(defaultDataDir)
    expect(suiteIds(defaultDataDir)).toContain('fusion-perf-test')
  })

  it('a product the source printed itself (within 1 % of the computed one) is stored, and is what pages show', () => {
    const run = clone(RUN) as { results: Array<{ values: Record<string, { value: number }> }> }
    run.results[0]!.values.bytes = { value: 49.8 }
    const mini = loadAll(dataFolder(SUITE, { 'r1.json': run })).get('mini')!
    expect(measurement(mini.suite, mini.runs[0]!.results[0]!, 'bytes')?.value).toBe(49.8)
    expect(measurement(mini.suite, mini.runs[0]!.results[1]!, 'bytes')?.value).toBe(7)
  })

  it('a minimal suite and run load from another folder (by argument and by BENCH_DATA_DIR)', () => {
    const root = dataFolder(SUITE, { 'r1.json': RUN })
    const byArg = loadAll(root)
    expect([...byArg.keys()]).toEqual(['mini'])
    const mini = byArg.get('mini')!
    expect(mini.suite.title).toBe('Mini suite')
    expect(mini.runs).toHaveLength(1)
    expect(mini.runs[0]!.results[0]!.values.calls!.value).toBe(5)
    const saved = process.env.BENCH_DATA_DIR
    process.env.BENCH_DATA_DIR = root
    try {
      expect(dataDir()).toBe(root)
      expect([...loadAll().keys()]).toEqual(['mini'])
    } finally {
      if (saved === undefined) delete process.env.BENCH_DATA_DIR
      else process.env.BENCH_DATA_DIR = saved
    }
  })

  it('a folder without suites loads as empty; folders without suite.json are ignored', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-empty-'))
    tmpRoots.push(root)
    mkdirSync(join(root, 'not-a-suite'))
    expect(loadAll(root).size).toBe(0)
    expect(loadAll(join(root, 'missing')).size).toBe(0)
  })

  it('runs are sorted oldest first, undated runs before dated ones, then by id', () => {
    const a = { ...clone(RUN), id: 'b-late', date: '2026-03-01' }
    const b = { ...clone(RUN), id: 'a-early', date: '2026-02-01' }
    const c = { ...clone(RUN), id: 'z-undated' } as Record<string, unknown>
    delete c.date
    const root = dataFolder(SUITE, { 'b-late.json': a, 'a-early.json': b, 'z-undated.json': c })
    expect(loadSuite('mini', root).runs.map((r) => r.id)).toEqual(['z-undated', 'a-early', 'b-late'])
  })

  it('a measurement in another unit of the same dimension is converted to the metric unit', () => {
    const run = clone(RUN) as { results: Array<{ values: Record<string, Record<string, unknown>> }> }
    run.results[0]!.values.time = {
      value: 2,
      unit: 'us',
      stddev: 0.5,
      min: 1,
      max: 3,
      median: 2,
      ci: { lower: 1.5, upper: 2.5, level: 0.95 },
      samples: [1, 3],
      percentiles: { '50': 2, '99.9': 4 },
    }
    const root = dataFolder(SUITE, { 'r1.json': run })
    const m = loadSuite('mini', root).runs[0]!.results[0]!.values.time!
    expect(m.unit).toBeUndefined()
    expect(m.value).toBeCloseTo(2000, 9)
    expect(m.stddev).toBeCloseTo(500, 9)
    expect(m.min).toBeCloseTo(1000, 9)
    expect(m.max).toBeCloseTo(3000, 9)
    expect(m.median).toBeCloseTo(2000, 9)
    expect(m.ci!.lower).toBeCloseTo(1500, 9)
    expect(m.ci!.upper).toBeCloseTo(2500, 9)
    expect(m.ci!.level).toBe(0.95)
    expect(m.samples!.map((x) => Math.round(x))).toEqual([1000, 3000])
    expect(m.percentiles!['99.9']).toBeCloseTo(4000, 9)
  })
})

describe('bad files: DataError with file, JSON path and what was expected', () => {
  type Case = {
    name: string
    suite?: unknown
    runs?: Record<string, unknown>
    file: (root: string) => string
    path: string
    expected: string | RegExp
  }
  const withRun = (edit: (r: Record<string, any>) => void): Record<string, unknown> => {
    const r = clone(RUN) as Record<string, any>
    edit(r)
    return { 'r1.json': r }
  }
  const withSuite = (edit: (s: Record<string, any>) => void) => {
    const s = clone(SUITE) as Record<string, any>
    edit(s)
    return s
  }
  const cases: Case[] = [
    {
      name: 'wrong type',
      runs: withRun((r) => {
        r.results[0].values.calls.value = 'fast'
      }),
      file: runFile,
      path: '$.results[0].values.calls.value',
      expected: 'expected a number, found string',
    },
    {
      name: 'unknown key in a measurement',
      runs: withRun((r) => {
        r.results[0].values.calls.speed = 1
      }),
      file: runFile,
      path: '$.results[0].values.calls',
      expected: 'expected no unknown keys, found "speed"',
    },
    {
      name: 'unknown key at the top of a run',
      runs: withRun((r) => {
        r.extra = true
      }),
      file: runFile,
      path: '$',
      expected: 'expected no unknown keys, found "extra"',
    },
    {
      name: 'unknown key in a suite metric',
      suite: withSuite((s) => {
        s.metrics.calls.colour = 'red'
      }),
      file: suiteFile,
      path: '$.metrics.calls',
      expected: 'expected no unknown keys, found "colour"',
    },
    {
      name: 'bad unit',
      suite: withSuite((s) => {
        s.metrics.calls.unit = '9 per sec'
      }),
      file: suiteFile,
      path: '$.metrics.calls.unit',
      expected: 'expected a unit such as "ns", "ms", "calls/s", "B", "B/s", "B/op", "%" or "x"',
    },
    {
      name: 'bad unit in a measurement',
      runs: withRun((r) => {
        r.results[0].values.time.unit = '<ns>'
      }),
      file: runFile,
      path: '$.results[0].values.time.unit',
      expected: 'expected a unit such as',
    },
    {
      name: 'bad date',
      runs: withRun((r) => {
        r.date = '25/04/2026'
      }),
      file: runFile,
      path: '$.date',
      expected: 'expected an ISO date such as "2026-04-18" or "2026-04-18T10:00:00Z"',
    },
    {
      name: 'bad direction',
      suite: withSuite((s) => {
        s.metrics.time.direction = 'down'
      }),
      file: suiteFile,
      path: '$.metrics.time.direction',
      expected: 'expected one of: "higher", "lower"',
    },
    {
      name: 'bad qualifier',
      runs: withRun((r) => {
        r.results[0].values.calls.qualifier = 'roughly'
      }),
      file: runFile,
      path: '$.results[0].values.calls.qualifier',
      expected: 'expected one of: "at-least", "at-most", "below", "above", "about"',
    },
    {
      name: 'not a finite number',
      runs: withRun((r) => {
        r.results[0].values.calls.value = null
      }),
      file: runFile,
      path: '$.results[0].values.calls.value',
      expected: 'expected a number, found null',
    },
    {
      name: 'a suite without metrics',
      suite: withSuite((s) => {
        s.metrics = {}
      }),
      file: suiteFile,
      path: '$.metrics',
      expected: 'expected at least one metric',
    },
    {
      name: 'a run without results',
      runs: withRun((r) => {
        r.results = []
      }),
      file: runFile,
      path: '$.results',
      expected: 'expected at least one result',
    },
    {
      name: 'a run id that is not a slug',
      runs: { 'R1.json': { ...clone(RUN), id: 'R1' } },
      file: (root) => runFile(root, 'R1.json'),
      path: '$.id',
      expected: 'expected a lowercase slug',
    },
    {
      name: 'run id ≠ file name',
      runs: { 'r2.json': RUN },
      file: (root) => runFile(root, 'r2.json'),
      path: '$.id',
      expected: '"r2" (the file name), found "r1"',
    },
    {
      name: 'suite id ≠ folder name',
      suite: withSuite((s) => {
        s.id = 'other'
      }),
      file: suiteFile,
      path: '$.id',
      expected: '"mini" (the folder name), found "other"',
    },
    {
      name: 'value for a metric the suite lacks',
      runs: withRun((r) => {
        r.results[1].values.latency = { value: 1 }
      }),
      file: runFile,
      path: '$.results[1].values.latency',
      expected: 'a metric of suite "mini" (calls, time, bytes)',
    },
    {
      name: 'a stored value for a derived metric',
      runs: withRun((r) => {
        // calls × size is 50: a stored product may only be the source's own print of it (within 1 %).
        r.results[0].values.bytes = { value: 60 }
      }),
      file: runFile,
      path: '$.results[0].values.bytes',
      expected:
        /^no stored value: "bytes" is derived from "calls" \(\d+(\.\d+)?\); a figure the source printed itself may be stored within 1 % of that, found 60$/,
    },
    {
      name: 'a unit of another dimension',
      runs: withRun((r) => {
        r.results[0].values.time.unit = 'B'
      }),
      file: runFile,
      path: '$.results[0].values.time.unit',
      expected: 'a unit convertible to "ns", found "B"',
    },
    {
      name: 'duplicate result (same benchmark and parameters, keys in another order)',
      runs: withRun((r) => {
        r.results.push({ benchmark: 'A', params: { size: 10 }, values: { calls: { value: 1 } } })
      }),
      file: runFile,
      path: '$.results[2]',
      expected: 'each benchmark and parameter set once, found "A" again',
    },
    {
      name: 'invalid JSON (the parser gives a position: line and column)',
      runs: { 'r1.json': '{\n  "id": "r1",\n  "date": "2026-01-02"\n  "results": []\n}' },
      file: runFile,
      path: 'line 4, column 3',
      expected: /^valid JSON \(Expected ',' or '}' after property value/,
    },
    {
      name: 'invalid JSON (trailing comma in an object)',
      runs: { 'r1.json': '{"id": "r1", "results": [],}' },
      file: runFile,
      path: 'line 1, column 28',
      expected: /^valid JSON \(Expected double-quoted property name/,
    },
    {
      name: 'invalid JSON in suite.json',
      suite: '',
      // An empty file ends before its first value: line 1, column 1.
      file: suiteFile,
      path: 'line 1, column 1',
      expected: 'valid JSON (Unexpected end of JSON input)',
    },
  ]

  it.each(cases)('$name', (c) => {
    const root = dataFolder(c.suite ?? SUITE, c.runs ?? { 'r1.json': RUN })
    const err = loadError(root)
    const file = c.file(root)
    expect(err.file).toBe(file)
    expect(err.jsonPath).toBe(c.path)
    if (typeof c.expected === 'string') expect(err.expected).toContain(c.expected)
    else expect(err.expected).toMatch(c.expected)
    expect(err.message).toBe(`${file}: ${c.path}: ${err.expected}`)
    expect(err.name).toBe('DataError')
  })

  it('invalid JSON without a position in the parser message still names the file and the problem', () => {
    // Node 20 words some syntax errors without "position N" (trailing comma in an array); the JSON
    // path is then not a line and column (see the report), but the file and the cause are there.
    const root = dataFolder(SUITE, { 'r1.json': '{"id": "r1", "results": [1,]}' })
    const err = loadError(root)
    expect(err.file).toBe(runFile(root))
    expect(err.expected).toMatch(/^valid JSON \(Unexpected token '\]'/)
    expect(err.message.startsWith(`${runFile(root)}: `)).toBe(true)
  })

  it('counts the further problems', () => {
    const r = clone(RUN) as Record<string, any>
    r.results[0].values.calls.value = 'x'
    r.results[1].values.calls.value = 'y'
    r.date = 'yesterday'
    const err = loadError(dataFolder(SUITE, { 'r1.json': r }))
    expect(err.jsonPath).toBe('$.date')
    // The first problem, then up to two more by path.
    expect(err.expected).toMatch(
      /^expected an ISO date .* \(also \$\.results\[0\]\.values\.calls\.value: a number, found string; \$\.results\[1\]\.values\.calls\.value: a number, found string\)$/,
    )
  })

  it('too deep nesting is refused before validation', () => {
    let deep: unknown = 1
    for (let i = 0; i < 70; i++) deep = [deep]
    const r = { ...clone(RUN), notes: deep }
    const root = dataFolder(SUITE, { 'r1.json': JSON.stringify(r) })
    const err = loadError(root)
    expect(err.file).toBe(runFile(root))
    expect(err.jsonPath).toBe('$')
    expect(err.expected).toBe('JSON nested at most 64 levels deep')
  })

  it('parseJson: depth limit, size limit and a hostile depth that would overflow a recursive walk', () => {
    expect(parseJson('[[[1]]]', 'f.json', 100, 3)).toEqual([[[1]]])
    expect(parseJson('{"a": [{}]}', 'f.json', 100, 2)).toEqual({ a: [{}] }) // empty containers add no level below them
    expect(() => parseJson('{"a": [{"b": null}]}', 'f.json', 100, 2)).toThrow('JSON nested at most 2 levels deep')
    expect(() => parseJson('[[[[1]]]]', 'f.json', 100, 3)).toThrow('f.json: $: JSON nested at most 3 levels deep')
    expect(() => parseJson('{"a": 1}', 'f.json', 5)).toThrow('f.json: $: a file of at most 5 bytes, found 8')
    const hostile = '['.repeat(5000) + ']'.repeat(5000)
    expect(() => parseJson(hostile, 'h.json')).toThrow('h.json: $: JSON nested at most 64 levels deep')
  })

  it('jsonPath spells keys that are not identifiers with brackets', () => {
    expect(jsonPath(['results', 3, 'values', 'throughput'])).toBe('$.results[3].values.throughput')
    expect(jsonPath(['values', 'latency-p50', 'value'])).toBe('$.values["latency-p50"].value')
    expect(jsonPath(['params', 'a b'])).toBe('$.params["a b"]')
    expect(jsonPath([])).toBe('$')
  })

  it('validate returns parsed data or throws with the given file name', () => {
    expect(validate(Suite, SUITE, 's.json').id).toBe('mini')
    expect(() => validate(Run, { id: 'r', results: [{ benchmark: 'b', values: {} }] }, 'r.json')).toThrow(
      'r.json: $.results[0].values: expected at least one value',
    )
  })
})

describe('JSON Schema files', () => {
  it('data/schema/*.schema.json are what `pnpm schema` writes now', () => {
    const schemas = jsonSchemas()
    expect(Object.keys(schemas).sort()).toEqual(['run.schema.json', 'suite.schema.json'])
    for (const [name, schema] of Object.entries(schemas)) {
      const onDisk = readFileSync(join(defaultDataDir, 'schema', name), 'utf8')
      expect(onDisk, `${name} is stale: run pnpm schema`).toBe(JSON.stringify(schema, null, 2) + '\n')
    }
  })

  it('the emitted schemas describe the contract (strict objects, required keys)', () => {
    const suite = jsonSchemas()['suite.schema.json'] as {
      title: string
      required: string[]
      additionalProperties: boolean
      properties: Record<string, unknown>
    }
    const run = jsonSchemas()['run.schema.json'] as { title: string; required: string[]; additionalProperties: boolean }
    expect(suite.title).toBe('Benchmark suite')
    expect(run.title).toBe('Benchmark run')
    expect(suite.required).toEqual(expect.arrayContaining(['id', 'title', 'project', 'metrics']))
    expect(run.required).toEqual(expect.arrayContaining(['id', 'results']))
    expect(suite.additionalProperties).toBe(false)
    expect(run.additionalProperties).toBe(false)
  })
})

// Values that cannot be true are refused by the one schema (data/schema), so that ingest and the
// build refuse them alike, naming the file and the JSON path: min above max, a value or median
// outside [min, max], percentiles that decrease, a negative time, size or rate, and a key written
// twice in one JSON object (JSON.parse would keep the last one without a word).
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { Run, Suite, type Measurement } from '../../data/schema/schema'
import { DataError, parseJson, validate } from '../../data/schema/validate'
import { duplicateKey } from '../../data/schema/json-locate'
import { normalizeRun } from '../../data/schema/model'
import { genericJson } from '../../scripts/parsers/generic-json'
import { ParseError } from '../../scripts/parsers/types'
import { loadSuite } from '../../scripts/read/load'
import { main } from '../../scripts/commands/ingest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'impossible-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

const run = (m: Record<string, unknown>, metric = 'time') => ({
  id: 'r1',
  results: [{ benchmark: 'b', values: { [metric]: m } }],
})
const suite: Suite = validate(
  Suite,
  {
    id: 's',
    title: 'S',
    project: 'p',
    metrics: {
      time: { label: 'Time', unit: 'ms', direction: 'lower' },
      rps: { label: 'Throughput', unit: 'req/s', direction: 'higher' },
      change: { label: 'Change', unit: '%', direction: 'higher' },
    },
  },
  'suite.json',
)

function refusal(fn: () => unknown): DataError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(DataError)
    return e as DataError
  }
  throw new Error('expected a DataError')
}

describe('the schema refuses numbers that contradict each other', () => {
  test.each([
    [{ value: 5, min: 9, max: 3 }, '$.results[0].values.time.min', /min at most max \(3\), found 9/],
    [{ value: 50, min: 1, max: 10 }, '$.results[0].values.time.value', /a value of at most max \(10\), found 50/],
    [{ value: 0.5, min: 1, max: 10 }, '$.results[0].values.time.value', /a value of at least min \(1\), found 0.5/],
    [{ value: 5, min: 1, max: 10, median: 11 }, '$.results[0].values.time.median', /a median of at most max/],
    [
      { value: 5, percentiles: { 50: 4, 90: 9, 99: 7 } },
      '$.results[0].values.time.percentiles["99"]',
      /never decrease: p99 at least p90 \(9\), found 7/,
    ],
    [
      { value: 5, percentiles: { 99.9: 7, 100: 6.5 } },
      '$.results[0].values.time.percentiles["100"]',
      /p100 at least p99.9/,
    ],
    [{ value: 5, stddev: -1 }, '$.results[0].values.time.stddev', /at least 0, found -1/],
    [
      { value: 5, ci: { lower: 6, upper: 4 } },
      '$.results[0].values.time.ci.lower',
      /lower bound at most the upper bound/,
    ],
  ])('%j', (m, path, message) => {
    const e = refusal(() => validate(Run, run(m), 'data/s/runs/r1.json'))
    expect(e.file).toBe('data/s/runs/r1.json')
    expect(e.jsonPath).toBe(path)
    expect(e.expected).toMatch(message)
  })

  test('consistent measurements pass, and a bound ("at least") may lie outside [min, max]', () => {
    expect(() =>
      validate(
        Run,
        run({
          value: 5,
          min: 1,
          max: 10,
          median: 5,
          stddev: 0,
          ci: { lower: -1, upper: 11 },
          percentiles: { 50: 5, 99: 10, 99.9: 10 },
        }),
        'r.json',
      ),
    ).not.toThrow()
    expect(() => validate(Run, run({ value: 480000, qualifier: 'at-least', min: 1, max: 10 }), 'r.json')).not.toThrow()
  })
})

describe('a sign is refused where the unit makes it meaningless', () => {
  const normalized = (m: Measurement, metric: string) =>
    normalizeRun(suite, validate(Run, run(m, metric), 'data/s/runs/r1.json'), 'data/s/runs/r1.json')

  test.each([
    [{ value: -3 }, 'time', '$.results[0].values.time.value', /a time in ms, which cannot be negative, found -3/],
    [{ value: 3, min: -1 }, 'time', '$.results[0].values.time.min', /cannot be negative, found -1/],
    [{ value: 3, samples: [3, -2, 4] }, 'time', '$.results[0].values.time.samples[1]', /found -2/],
    [{ value: 3, percentiles: { 0: -1, 50: 3 } }, 'time', '$.results[0].values.time.percentiles["0"]', /found -1/],
    [{ value: -100 }, 'rps', '$.results[0].values.rps.value', /a rate in req\/s, which cannot be negative/],
  ])('%j as %s', (m, metric, path, message) => {
    const e = refusal(() => normalized(m as Measurement, metric))
    expect(e.jsonPath).toBe(path)
    expect(e.expected).toMatch(message)
  })

  test('a measurement in its own unit is checked in that unit, by the schema alone', () => {
    const e = refusal(() => validate(Run, run({ value: -2, unit: 'us' }), 'r.json'))
    expect(e.jsonPath).toBe('$.results[0].values.time.value')
  })

  test('a percentage (a change) and a count may be negative', () => {
    expect(normalized({ value: -12.5, min: -20, max: 3 }, 'change').results[0]!.values.change!.value).toBe(-12.5)
  })
})

describe('a key written twice in one JSON object', () => {
  test('duplicateKey finds the first one, with its path; escapes and strings full of quotes do not fool it', () => {
    expect(duplicateKey('{"a":1,"b":{"c":[{"x":1},{"x":2,"y":"\\"x\\"","x":3}]}}')).toMatchObject({
      key: 'x',
      path: ['b', 'c', 1, 'x'],
    })
    expect(duplicateKey('{"a":1,"\\u0061":2}')).toMatchObject({ key: 'a', path: ['a'] })
    expect(duplicateKey('{"a":"\\\\","b":{"a":1},"c":[{"a":1},{"a":2}]}')).toBeUndefined()
    expect(duplicateKey('[{"k":"v\\\\\\"k"}, {"k": 1}]')).toBeUndefined()
  })

  test('a data file: refused with the JSON path and the line and column', () => {
    const text =
      '{\n  "id": "r1",\n  "results": [{ "benchmark": "b", "values": { "time": { "value": 1, "value": 900 } } }]\n}\n'
    const e = refusal(() => parseJson(text, 'data/s/runs/r1.json'))
    expect(e.message).toBe(
      'data/s/runs/r1.json: $.results[0].values.time.value (line 3, column 69): each key once in an object, found "value" a second time (JSON keeps only the last, silently)',
    )
  })

  test('a JSON input to ingest: refused by the parser with the path', () => {
    const text =
      '{"metrics": {"time": {"unit": "ns"}}, "results": [{"benchmark": "a", "values": {"time": 1}, "values": {"time": 2}}]}'
    let err: unknown
    try {
      genericJson.parse({ files: [{ path: 'in.json', text }] })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ParseError)
    expect((err as ParseError).message).toMatch(
      /^in\.json: \$\.results\[0\]\.values \(line 1, column \d+\): each key once/,
    )
  })

  test("the build's loader refuses a suite.json with a key twice", () => {
    const dir = join(tmpRoot, 'data-dup')
    mkdirSync(join(dir, 's', 'runs'), { recursive: true })
    writeFileSync(
      join(dir, 's', 'suite.json'),
      '{"id":"s","title":"S","project":"p","metrics":{"t":{"label":"T","unit":"ms","direction":"lower","direction":"higher"}}}',
    )
    const e = refusal(() => loadSuite('s', dir))
    expect(e.jsonPath).toMatch(/^\$\.metrics\.t\.direction \(line 1, column \d+\)$/)
  })
})

describe('ingest refuses impossible values and writes nothing', () => {
  test.each([
    [
      'negative time',
      '{"metrics":{"time":{"unit":"ns"}},"results":[{"benchmark":"a","values":{"time":-5}}]}',
      /\$\.results\[0\]\.values\.time\.value: a time in ns, which cannot be negative, found -5/,
    ],
    [
      'min above max',
      '{"metrics":{"time":{"unit":"ns"}},"results":[{"benchmark":"a","values":{"time":{"value":5,"min":9,"max":3}}}]}',
      /\$\.results\[0\]\.values\.time\.min: .*min at most max \(3\), found 9/,
    ],
    [
      'decreasing percentiles',
      '{"metrics":{"lat":{"unit":"ms"}},"results":[{"benchmark":"a","values":{"lat":{"value":5,"percentiles":{"50":5,"99":4}}}}]}',
      /percentiles\["99"\]: .*percentiles that never decrease: p99 at least p50 \(5\), found 4/,
    ],
  ])('%s', async (_, text, message) => {
    const data = join(tmpRoot, `data-${Math.random().toString(36).slice(2)}`)
    mkdirSync(data)
    const file = join(tmpRoot, 'in.json')
    writeFileSync(file, text)
    let err = ''
    const code = await main(
      [
        file,
        '--suite',
        'x',
        '--create',
        '--title',
        'X',
        '--project',
        'x',
        '--format',
        'generic-json',
        '--data-dir',
        data,
        '--date',
        '2026-01-01',
      ],
      {
        stdout: () => {},
        stderr: (s) => (err += s),
        isTTY: false,
        cwd: ROOT,
      },
    )
    expect(code, err).toBe(1)
    expect(err).toMatch(message)
    expect(readdirSync(data)).toEqual([])
  })
})

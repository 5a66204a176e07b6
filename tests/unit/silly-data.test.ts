// Silly's page is built from the raw redis-benchmark output kept in data/silly-redis/raw: the stored
// run must be exactly what the parser and ingest make of that text (each number stored once), and carry the
// figures the seed page quotes.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsers } from '../../scripts/parsers/parser-registry'
import { loadSuite } from '../../scripts/write/store'
import { storedOnce } from '../../data/numbers/numbers'
import { fieldValue, measurement } from '../../data/schema/model'

const rawPath = 'data/silly-redis/raw/published.txt'
const raw = readFileSync(rawPath, 'utf8')
const { suite, runs } = loadSuite('silly-redis')
const run = runs.find((r) => r.id === 'published')!

describe('silly-redis run from raw redis-benchmark text', () => {
  it('is detected as redis-benchmark output', () => {
    const input = { files: [{ path: rawPath, text: raw }] }
    const best = parsers.find((p) => p.id === 'redis-benchmark')!
    expect(best.detect(input)).toBeGreaterThan(0.5)
  })

  it('stores exactly the parsed results as ingest stores them (each number once), with the raw input hash', () => {
    const parsed = parsers.find((p) => p.id === 'redis-benchmark')!.parse({ files: [{ path: rawPath, text: raw }] })
    const once = parsed.results.map((r) => ({
      ...r,
      values: Object.fromEntries(Object.entries(r.values).map(([k, m]) => [k, storedOnce(m)])),
    }))
    expect(run.results).toEqual(once)
    expect(run.source?.inputHash).toBe(`sha256:${createHash('sha256').update(raw).digest('hex')}`)
    expect(run.source?.raw).toBe('raw/published.txt')
  })

  it.each([
    ['PING_INLINE', 235849.06, 0.23, 0.223, 0.279, 0.367, 1.527],
    ['PING_MBULK', 224719.11, 0.241, 0.231, 0.335, 0.479, 0.887],
  ])('%s has the figures of the seed page', (name, rps, avg, p50, p95, p99, max) => {
    const r = run.results.find((x) => x.benchmark === name)!
    expect(r.values.rps!.value).toBe(rps)
    expect(r.values.latency!.value).toBe(avg)
    expect(r.values.latency!.percentiles).toMatchObject({ 50: p50, 95: p95, 99: p99 })
    expect(fieldValue(r.values.latency, 'max')).toBe(max)
    expect(measurement(suite, r, 'latency-p50')?.value).toBe(p50)
    expect(r.params).toMatchObject({ clients: 100, payload: 3 })
  })

  it('keeps the latency distribution blocks', () => {
    const inline = run.results.find((x) => x.benchmark === 'PING_INLINE')!.values.latency!.percentiles!
    expect(inline['99.902']).toBe(1.007)
    expect(inline['0']).toBe(0.087)
  })
})

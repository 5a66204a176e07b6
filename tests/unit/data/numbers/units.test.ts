// The unit table: dimensions, factors, conversion within a dimension, refusal across dimensions,
// and the spellings tools print (normalizeUnit).
import { describe, expect, it } from 'vitest'
import { bytesIn, convert, isUnit, normalizeUnit, prefixFactor, unitInfo } from '../../../../data/numbers/units'
import { unitFactor } from '../../../../data/numbers/numbers'

describe('unitInfo: dimensions and factors', () => {
  it.each([
    ['ps', 'time', 1e-12, ''],
    ['ns', 'time', 1e-9, ''],
    ['us', 'time', 1e-6, ''],
    ['µs', 'time', 1e-6, ''],
    ['μs', 'time', 1e-6, ''], // Greek mu, not the micro sign
    ['ms', 'time', 1e-3, ''],
    ['s', 'time', 1, ''],
    ['min', 'time', 60, ''],
    ['h', 'time', 3600, ''],
    ['B', 'bytes', 1, ''],
    ['KB', 'bytes', 1e3, ''],
    ['MB', 'bytes', 1e6, ''],
    ['GB', 'bytes', 1e9, ''],
    ['TB', 'bytes', 1e12, ''],
    ['KiB', 'bytes', 1024, ''],
    ['MiB', 'bytes', 1024 ** 2, ''],
    ['GiB', 'bytes', 1024 ** 3, ''],
    ['TiB', 'bytes', 1024 ** 4, ''],
    ['B/s', 'byterate', 1, 'B'],
    ['MB/s', 'byterate', 1e6, 'B'],
    ['GiB/s', 'byterate', 1024 ** 3, 'B'],
    ['calls/s', 'rate', 1, 'calls'],
    ['req/s', 'rate', 1, 'req'],
    ['items/s', 'rate', 1, 'items'],
    ['Mcalls/s', 'rate', 1e6, 'calls'],
    ['Kops/s', 'rate', 1e3, 'ops'],
    ['kops/s', 'rate', 1e3, 'ops'],
    ['Gops/s', 'rate', 1e9, 'ops'],
    // A capital letter in front of a word that is not a known counted thing stays part of the word.
    ['Msgs/s', 'rate', 1, 'Msgs'],
    ['ops/sec', 'rate', 1, 'ops'],
    ['ops/second', 'rate', 1, 'ops'],
    ['msg per second', 'rate', 1, 'msg'],
    ['items / s', 'rate', 1, 'items'],
    ['B/op', 'count', 1, 'B/op'],
    ['allocs/op', 'count', 1, 'allocs/op'],
    ['msgs', 'count', 1, 'msgs'],
    // Per millisecond is not a rate the table knows: it is an opaque count unit (the JMH parser
    // rewrites "ops/ms" to "Kops/s" before it reaches data/).
    ['ops/ms', 'count', 1, 'ops/ms'],
    ['%', 'percent', 1, ''],
    ['x', 'ratio', 1, ''],
  ])('%s → %s × %s (%s)', (unit, dimension, factor, thing) => {
    // Binary byte units say so: pages show them with binary prefixes, as the tool printed them; bytes per operation (B/op) too.
    const binary = /iB/.test(unit) || (dimension === 'count' && /^B\/[a-z]+$/.test(unit)) ? { binary: true } : {}
    expect(unitInfo(unit)).toEqual({ unit, dimension, factor, thing, ...binary })
  })

  it.each(['', '1abc', ' ns', '<b>', 'a{b}', '{{x}}', 'calls/s;drop', 'a'.repeat(41), '-ms'])('rejects %j', (u) => {
    expect(unitInfo(u)).toBeUndefined()
    expect(isUnit(u)).toBe(false)
  })

  it('accepts up to 40 characters', () => {
    expect(isUnit('a'.repeat(40))).toBe(true)
    expect(unitInfo('a'.repeat(40))?.dimension).toBe('count')
  })

  it('isUnit agrees with unitInfo for the units in data/', () => {
    for (const u of [
      'ns',
      'ms',
      'calls/s',
      'items/s',
      'B/s',
      'B/op',
      'allocs/op',
      'ops/s',
      'req/s',
      'msg/s',
      'msgs',
      '%',
    ]) {
      expect(isUnit(u), u).toBe(true)
    }
  })
})

describe('convert', () => {
  it('within time', () => {
    expect(convert(2, 'ms', 'ns')).toBe(2_000_000)
    expect(convert(1, 's', 'us')).toBe(1_000_000)
    expect(convert(1500, 'ns', 'us')).toBeCloseTo(1.5, 12)
    expect(convert(2, 'min', 's')).toBe(120)
    expect(convert(1, 'h', 'min')).toBe(60)
    expect(convert(3, 'µs', 'us')).toBe(3)
  })

  it('within bytes and byte rates', () => {
    expect(convert(5, 'MB/s', 'B/s')).toBe(5_000_000)
    expect(convert(1, 'KiB', 'B')).toBe(1024)
    expect(convert(2, 'GiB', 'MiB')).toBe(2048)
    expect(convert(4.3e9, 'B/s', 'GB/s')).toBeCloseTo(4.3, 12)
  })

  it('within a rate of the same thing, across prefixes and spellings', () => {
    expect(convert(3, 'Mcalls/s', 'calls/s')).toBe(3_000_000)
    expect(convert(2500, 'ops/s', 'Kops/s')).toBe(2.5)
    expect(convert(7, 'ops/sec', 'ops/s')).toBe(7)
  })

  it('returns the value untouched for the same unit, even for counts', () => {
    expect(convert(53, 'B/op', 'B/op')).toBe(53)
    expect(convert(0.1, '%', '%')).toBe(0.1)
  })

  it.each([
    ['ms', 'B'],
    ['B', 'B/s'],
    ['calls/s', 'ops/s'],
    ['calls/s', 'ms'],
    ['allocs/op', 'B/op'],
    ['B/op', 'B'],
    ['ops/ms', 'ops/s'],
    ['%', 'x'],
  ])('refuses %s → %s', (from, to) => {
    expect(() => convert(1, from, to)).toThrow(`cannot convert ${from} to ${to}: different dimensions`)
  })

  it('names an unknown unit', () => {
    expect(() => convert(1, 'ms', 'zz!')).toThrow('unknown unit "zz!"')
    expect(() => convert(1, '', 'ms')).toThrow('unknown unit ""')
  })
})

describe('normalizeUnit', () => {
  it.each([
    ['msec', 'ms'],
    ['usec', 'us'],
    ['µs', 'us'],
    ['μs', 'us'],
    ['nsec', 'ns'],
    ['sec', 's'],
    ['secs', 's'],
    ['seconds', 's'],
    ['second', 's'],
    ['millis', 'ms'],
    ['micros', 'us'],
    ['nanos', 'ns'],
    ['bytes', 'B'],
    ['byte', 'B'],
    ['percent', '%'],
    ['ops/sec', 'ops/s'],
    ['ops / second', 'ops/s'],
    ['requests/second', 'requests/s'],
    ['MB/sec', 'MB/s'],
    ['bytes/sec', 'B/s'],
    ['  ms  ', 'ms'],
    ['req/s', 'req/s'],
    ['ns', 'ns'],
    ['calls', 'calls'],
    ['allocs/op', 'allocs/op'],
  ])('%j → %j', (raw, want) => {
    expect(normalizeUnit(raw)).toBe(want)
  })

  it('every normalized spelling is a unit of the table', () => {
    for (const raw of ['msec', 'usec', 'μs', 'sec', 'bytes', 'percent', 'ops/sec', 'MB/sec', 'bytes/sec']) {
      expect(isUnit(normalizeUnit(raw)), raw).toBe(true)
    }
  })
})

describe('the prefixes tools print, for the parsers', () => {
  it('bytes by what the tool means by K: k6 and autocannon 1000, wrk and BenchmarkDotNet 1024', () => {
    expect(['B', 'kB', 'KB', 'MB', 'GB', 'TB'].map((u) => bytesIn(u, 1000))).toEqual([
      1, 1000, 1000, 1000000, 1000000000, 1000000000000,
    ])
    expect(['B', 'KB', 'MB', 'GB'].map((u) => bytesIn(u, 1024))).toEqual([1, 1024, 1048576, 1073741824])
    expect(bytesIn('KiB', 1024)).toBeUndefined()
    expect(bytesIn('kb', 1000)).toBeUndefined()
  })
  it('SI prefixes of counts ("2.76k" requests), small ones (benchstat\'s "2.148n") and binary ones ("1.7Gi")', () => {
    expect(['', 'k', 'K', 'M', 'G', 'T', 'P'].map((p) => prefixFactor(p))).toEqual([1, 1e3, 1e3, 1e6, 1e9, 1e12, 1e15])
    expect(['m', 'u', 'µ', 'μ', 'n'].map((p) => prefixFactor(p))).toEqual([1e-3, 1e-6, 1e-6, 1e-6, 1e-9])
    expect(['Ki', 'Mi', 'Gi', 'Ti', 'Pi'].map((p) => prefixFactor(p))).toEqual([
      1024, 1048576, 1073741824, 1099511627776, 1125899906842624,
    ])
    expect(prefixFactor('x')).toBeUndefined()
    expect(prefixFactor('Ei')).toBeUndefined()
  })
  it("a unit's factor to another as parsers multiply by it: exact where the ratio is (1000, not 999.9999999999999)", () => {
    expect(1 / 1e-9).not.toBe(1e9) // why unitFactor rounds
    expect(unitFactor('s', 'ns')).toBe(1e9)
    expect(unitFactor('us', 'ns')).toBe(1000)
    expect(unitFactor(normalizeUnit('msec'), 'ns')).toBe(1e6)
    expect(unitFactor('ms', 's')).toBe(0.001)
    expect(unitFactor('MiB/s', 'B/s')).toBe(1048576)
    expect(unitFactor('KiB', 'B')).toBe(1024)
    expect(1 / unitFactor(normalizeUnit('hr'), 's')).toBe(1 / 3600)
    expect(() => unitFactor('ms', 'B')).toThrow(/different dimensions/)
  })
})

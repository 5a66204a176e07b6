// Numbers → text, checked against the figures the seed pages print ("316.34M calls/s", "2.0 ms",
// "29.96 ns", "4.30 GB/s", "235,849 req/s", "2,032×", "~4.9×", "1.9–7.9×", "47 % faster than Protobuf").
// A no-break space (U+00A0) joins a number to its unit, a thin space (U+2009) follows ≥ ≤ < >, and
// a negative change starts with the minus sign U+2212.
import { describe, expect, it } from 'vitest'
import {
  formatAdvantage,
  formatChange,
  formatExact,
  formatMeasured,
  formatNumber,
  formatParam,
  formatRatio,
  formatRatioRange,
  formatTick,
  formatValue,
  qualifierWords,
  scale,
} from '../../../../data/numbers/format'

const NB = '\u00a0'
const TH = '\u2009'
const MINUS = '\u2212'

describe('formatValue: the seeds’ figures', () => {
  it.each([
    // [value, unit, format, expected]
    [316_340_000, 'calls/s', { decimals: 2 }, `316.34M${NB}calls/s`],
    [316_340_000, 'calls/s', {}, `316.34M${NB}calls/s`],
    [155_680, 'calls/s', { decimals: 2 }, `155.68K${NB}calls/s`],
    [1_290_000, 'calls/s', { decimals: 2 }, `1.29M${NB}calls/s`],
    [2, 'ms', { decimals: 1, prefix: false }, `2.0${NB}ms`],
    [13.7, 'ms', { decimals: 1, prefix: false }, `13.7${NB}ms`],
    [29.96, 'ns', { significant: 4, prefix: false }, `29.96${NB}ns`],
    [429.5, 'ns', { significant: 4, prefix: false }, `429.5${NB}ns`],
    [234, 'ns', { significant: 4, prefix: false }, `234.0${NB}ns`],
    // Significant digits never round integer digits away, and thousands are grouped.
    [2137, 'ns', { significant: 4, prefix: false }, `2,137${NB}ns`],
    [12_729, 'ns', { significant: 4, prefix: false }, `12,729${NB}ns`],
    [4.3e9, 'B/s', {}, `4.30${NB}GB/s`],
    [8_397_619_200, 'B/s', { decimals: 2 }, `8.40${NB}GB/s`],
    [235_849.06, 'req/s', { decimals: 0, prefix: false }, `235,849${NB}req/s`],
    [235_849.06, 'req/s', { decimals: 0, prefix: false, grouping: false }, `235849${NB}req/s`],
    [37_000, 'ops/s', { decimals: 0, prefix: false }, `37,000${NB}ops/s`],
    [80, '%', { decimals: 0 }, `80${NB}%`],
    [53, 'B/op', { decimals: 0, prefix: false }, `53${NB}B/op`],
    [0, 'allocs/op', { decimals: 0, prefix: false }, `0${NB}allocs/op`],
    [0.23, 'ms', { decimals: 3, prefix: false }, `0.230${NB}ms`],
  ] as const)('%s %s %j → %j', (v, unit, fmt, want) => {
    expect(formatValue(v, unit, fmt)).toBe(want)
  })

  it('rescales time to a readable prefix (µs for us) unless prefix is false', () => {
    expect(formatValue(0.5, 'ms')).toBe(`500.00${NB}µs`)
    expect(formatValue(1500, 'us')).toBe(`1.50${NB}ms`)
    expect(formatValue(12, 'us', { prefix: false })).toBe(`12.00${NB}µs`)
    expect(formatValue(2_500_000, 'ns', { decimals: 1 })).toBe(`2.5${NB}ms`)
    expect(formatValue(1.5e9, 'ns', { decimals: 1 })).toBe(`1.5${NB}s`)
    // Units larger than a second are never rescaled.
    expect(formatValue(90, 'min', { decimals: 0 })).toBe(`90${NB}min`)
  })

  it('rescales bytes by powers of 1000, and binary units by 1024 with binary prefixes (as the tool printed them)', () => {
    expect(formatValue(2048, 'KiB')).toBe(`2.00${NB}MiB`)
    // wrk's "Transfer/sec: 1.16MB" is 1.16 MiB/s: stored as 1187.84 KiB/s, shown as wrk printed it.
    expect(formatValue(1.16 * 1024, 'KiB/s')).toBe(`1.16${NB}MiB/s`)
    expect(formatValue(512, 'KiB/s')).toBe(`512.00${NB}KiB/s`)
    expect(formatValue(0.5, 'KiB/s', { decimals: 0 })).toBe(`512${NB}B/s`)
    expect(formatValue(3.5 * 1024 ** 2, 'MiB/s', { decimals: 1 })).toBe(`3.5${NB}TiB/s`)
    expect(formatValue(1216348.16, 'B/s')).toBe(`1.22${NB}MB/s`)
    expect(formatValue(999, 'B', { decimals: 0 })).toBe(`999${NB}B`)
    expect(formatValue(1500, 'B', { decimals: 1 })).toBe(`1.5${NB}KB`)
    expect(formatValue(3, 'MB/s', { decimals: 0 })).toBe(`3${NB}MB/s`)
  })

  it("bytes per op (go test's B/op) in binary prefixes: 1 KiB/op, not 1.02K B/op", () => {
    expect(formatValue(1024, 'B/op')).toBe(`1.00${NB}KiB/op`)
    expect(formatValue(64, 'B/op', { decimals: 0 })).toBe(`64${NB}B/op`)
    expect(formatValue(16384, 'B/op', { decimals: 0 })).toBe(`16${NB}KiB/op`)
    expect(formatTick(1536, 'B/op')).toBe('1.5 KiB/op')
  })

  it('whole bytes and allocations read without decimals: "512 B/op", "3 allocs/op", "64 B"', () => {
    expect(formatValue(512, 'B/op')).toBe(`512${NB}B/op`)
    expect(formatValue(3, 'allocs/op')).toBe(`3${NB}allocs/op`)
    // One allocation, in the singular (Ergo's tables read "1 allocs/op").
    expect(formatValue(1, 'allocs/op')).toBe(`1${NB}alloc/op`)
    expect(formatValue(64, 'B')).toBe(`64${NB}B`)
    // A scaled value, a fraction (a mean over runs) and a metric's own digits keep their decimals.
    expect(formatValue(1048, 'B/op')).toBe(`1.02${NB}KiB/op`)
    expect(formatValue(2.5, 'allocs/op')).toBe(`2.50${NB}allocs/op`)
    expect(formatValue(512, 'B/op', { decimals: 1 })).toBe(`512.0${NB}B/op`)
    expect(formatValue(8, 'ops')).toBe(`8.00${NB}ops`)
  })

  it('rates and counts take K/M/G/T stuck to the number', () => {
    expect(formatValue(999, 'calls/s', { decimals: 0 })).toBe(`999${NB}calls/s`)
    expect(formatValue(2_900_000, 'msg/s', { decimals: 1 })).toBe(`2.9M${NB}msg/s`)
    expect(formatValue(1e12, 'calls/s')).toBe(`1.00T${NB}calls/s`)
    expect(formatValue(5300, 'allocs/op')).toBe(`5.30K${NB}allocs/op`)
    expect(formatValue(3, 'Mcalls/s')).toBe(`3.00M${NB}calls/s`)
    expect(formatValue(-2_000_000, 'calls/s')).toBe(`\u22122.00M${NB}calls/s`)
  })

  it('moves to the next prefix when rounding would print 1,000', () => {
    expect(formatValue(999.6, 'calls/s')).toBe(`1.00K${NB}calls/s`)
    expect(formatValue(999.4, 'calls/s')).toBe(`999.40${NB}calls/s`)
    expect(formatValue(0.9996, 'ms')).toBe(`1.00${NB}ms`)
  })

  it('ratio unit "x" prints ×, directly after the number', () => {
    expect(formatValue(3, 'x')).toBe('3.00×')
    expect(formatValue(3, 'x', { decimals: 0 })).toBe('3×')
  })

  it('scale returns the number in the chosen unit', () => {
    expect(scale(316_340_000, 'calls/s')).toEqual({ value: 316.34, unit: 'M calls/s' })
    expect(scale(4.3e9, 'B/s')).toEqual({ value: 4.3, unit: 'GB/s' })
    expect(scale(2, 'ms', false)).toEqual({ value: 2, unit: 'ms' })
    expect(scale(5, 'us', false)).toEqual({ value: 5, unit: 'µs' })
    expect(scale(0, 'calls/s')).toEqual({ value: 0, unit: 'calls/s' })
    expect(scale(7, 'no such unit!')).toEqual({ value: 7, unit: 'no such unit!' })
    expect(scale(50, '%')).toEqual({ value: 50, unit: '%' })
  })
})

describe('formatNumber', () => {
  it('defaults to two decimals with grouping', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber(0)).toBe('0.00')
  })
  it('significant digits', () => {
    expect(formatNumber(29.96, { significant: 4 })).toBe('29.96')
    expect(formatNumber(-29.96, { significant: 4 })).toBe('\u221229.96')
    expect(formatNumber(0.012345, { significant: 3 })).toBe('0.0123')
    expect(formatNumber(1.5, { significant: 2 })).toBe('1.5')
    expect(formatNumber(1000, { significant: 2 })).toBe('1,000')
    expect(formatNumber(0, { significant: 3 })).toBe('0')
  })
  it('negatives with the minus sign, as changes write them (benchstat\'s "-88.03 %" had a hyphen)', () => {
    expect(formatValue(-88.03, '%')).toBe(`\u221288.03${NB}%`)
    expect(formatValue(-1500, 'ns')).toBe(`\u22121.50${NB}µs`)
    expect(formatTick(-50, '%')).toBe('\u221250%')
    expect(formatParam(-3)).toBe('\u22123')
    expect(formatExact(-88.0341, '%')).toBe('\u221288.0341 %')
    // One that rounds to zero has no sign: "0.00", not "−0.00".
    expect(formatNumber(-0.001)).toBe('0.00')
    expect(formatNumber(-0)).toBe('0.00')
  })
  it('decimals win over significant', () => {
    expect(formatNumber(29.96, { decimals: 0, significant: 4 })).toBe('30')
  })
  it('non-finite values print a dash', () => {
    expect(formatNumber(NaN)).toBe('–')
    expect(formatNumber(Infinity)).toBe('–')
  })
})

describe('formatMeasured: qualifiers', () => {
  it.each([
    ['at-least', `≥${TH}37,000${NB}ops/s`],
    ['at-most', `≤${TH}37,000${NB}ops/s`],
    ['below', `<${TH}37,000${NB}ops/s`],
    ['above', `>${TH}37,000${NB}ops/s`],
    ['about', `~37,000${NB}ops/s`],
  ] as const)('%s', (q, want) => {
    expect(formatMeasured(37_000, 'ops/s', { decimals: 0, prefix: false }, q)).toBe(want)
  })

  it('as the TopGun page writes them', () => {
    expect(formatMeasured(480_000, 'ops/s', { decimals: 0, prefix: false }, 'at-least')).toBe(`≥${TH}480,000${NB}ops/s`)
    expect(formatMeasured(1000, 'ms', { significant: 2, prefix: false }, 'below')).toBe(`<${TH}1,000${NB}ms`)
    expect(formatMeasured(80, '%', { decimals: 0 }, 'at-least')).toBe(`≥${TH}80${NB}%`)
  })

  it('without a qualifier it is formatValue', () => {
    expect(formatMeasured(316_340_000, 'calls/s', { decimals: 2 })).toBe(`316.34M${NB}calls/s`)
  })

  it('qualifierWords', () => {
    expect(qualifierWords('at-least')).toBe('at least ')
    expect(qualifierWords('at-most')).toBe('at most ')
    expect(qualifierWords('below')).toBe('below ')
    expect(qualifierWords('above')).toBe('above ')
    expect(qualifierWords('about')).toBe('about ')
    expect(qualifierWords(undefined)).toBe('')
  })
})

describe('formatRatio and formatRatioRange', () => {
  it('whole numbers from 10 up, grouped; one decimal below 10', () => {
    expect(formatRatio(2032.0)).toBe('2,032×')
    expect(formatRatio(316_340_000 / 155_680)).toBe('2,032×')
    expect(formatRatio(313_750_000 / 38_610)).toBe('8,126×')
    expect(formatRatio(350.8)).toBe('351×')
    expect(formatRatio(10)).toBe('10×')
    expect(formatRatio(7.876)).toBe('7.9×')
    expect(formatRatio(1)).toBe('1.0×')
    expect(formatRatio(0.5)).toBe('0.5×')
  })
  it('approximate ratios start with ~', () => {
    expect(formatRatio(4.894, true)).toBe('~4.9×')
    expect(formatRatio(261_320_000 / 118_150, true)).toBe('~2,212×')
    expect(formatRatio(98.47, true)).toBe('~98×')
  })
  it('non-finite ratios print a dash', () => {
    expect(formatRatio(Infinity)).toBe('–')
    expect(formatRatio(NaN, true)).toBe('–')
  })
  it('ranges', () => {
    expect(formatRatioRange(10.16 / 5.31, 10.16 / 1.29)).toBe('1.9–7.9×')
    expect(formatRatioRange(2.75, 5.22)).toBe('2.8–5.2×')
    expect(formatRatioRange(12, 351)).toBe('12–351×')
    expect(formatRatioRange(9.6, 12)).toBe('9.6–12×')
    expect(formatRatioRange(1500, 2500)).toBe('1,500–2,500×')
  })
  it('a range whose ends print the same is one ratio', () => {
    expect(formatRatioRange(1.91, 1.94)).toBe('1.9×')
    expect(formatRatioRange(4, 4)).toBe('4.0×')
  })
})

describe('formatChange', () => {
  it('signs: + for up, U+2212 for down, ± within half a tenth of a percent', () => {
    expect(formatChange(0.123)).toBe(`+12.3${NB}%`)
    expect(formatChange(-0.04)).toBe(`${MINUS}4.0${NB}%`)
    expect(formatChange(0.0888)).toBe(`+8.9${NB}%`)
    expect(formatChange(-0.0044)).toBe(`${MINUS}0.4${NB}%`)
    expect(formatChange(0)).toBe(`±0.0${NB}%`)
    expect(formatChange(0.0004)).toBe(`±0.0${NB}%`)
    expect(formatChange(-0.0004)).toBe(`±0.0${NB}%`)
    expect(formatChange(12.5)).toBe(`+1,250.0${NB}%`)
  })
  it('a change from zero says so; NaN prints a dash', () => {
    expect(formatChange(Infinity)).toBe('new (was 0)')
    expect(formatChange(-Infinity)).toBe('from 0')
    expect(formatChange(NaN)).toBe('–')
  })
})

describe('formatAdvantage', () => {
  it('lower is better: percentages up to 5×', () => {
    // Ergo String Encode: EDF (+cache) 23.45 ns vs Protobuf 44.37 ns and Gob 76.42 ns (3.26×).
    expect(formatAdvantage(23.45, 44.37, 'Protobuf', true)).toBe(`47${NB}% faster than Protobuf`)
    expect(formatAdvantage(23.45, 76.42, 'Gob', true)).toBe(`69${NB}% faster than Gob`)
  })
  it('from 5× on, a multiple', () => {
    expect(formatAdvantage(468.8, 6733, 'Gob', true)).toBe('14× faster than Gob')
    expect(formatAdvantage(1, 5, 'X', true)).toBe('5× faster than X')
    expect(formatAdvantage(10, 2, 'X', false)).toBe('5× faster than X')
  })
  it('slower', () => {
    // Ergo String Decode: EDF (+cache) 76.62 ns vs Protobuf 67.45 ns.
    expect(formatAdvantage(76.62, 67.45, 'Protobuf', true)).toBe(`14${NB}% slower than Protobuf`)
    expect(formatAdvantage(100, 114, 'X', false)).toBe(`14${NB}% slower than X`)
  })
  it('higher is better', () => {
    expect(formatAdvantage(200, 100, 'Y', false)).toBe(`50${NB}% faster than Y`)
    expect(formatAdvantage(100, 100, 'Y', false)).toBe(`0${NB}% faster than Y`)
  })
  it('no comparison against zero or with non-finite ratios', () => {
    expect(formatAdvantage(1, 0, 'X', false)).toBe('')
    expect(formatAdvantage(0, 5, 'X', true)).toBe('')
    expect(formatAdvantage(NaN, 5, 'X', true)).toBe('')
  })
})

describe('formatTick', () => {
  it.each([
    [350e6, 'calls/s', true, '350M'],
    [2.5e6, 'calls/s', true, '2.5M'],
    [100, 'calls/s', true, '100'],
    [1234, 'calls/s', false, '1,230'],
    [2.5, 'ms', true, '2.5 ms'],
    [1500, 'us', true, '1.5 ms'],
    [40, 'us', true, '40 µs'],
    [4e9, 'B/s', true, '4 GB/s'],
    [50, '%', true, '50%'],
    [5300, 'allocs/op', true, '5.3K'],
    [5300, 'B/op', true, '5.18 KiB/op'],
    [0, 'calls/s', true, '0'],
    // A ratio as the text writes it ("2×"): a relative trend's ticks read "1 x".
    [2, 'x', true, '2×'],
    [0.5, 'x', true, '0.5×'],
  ] as const)('%s %s (prefix %s) → %j', (v, unit, prefix, want) => {
    expect(formatTick(v, unit, prefix)).toBe(want)
  })
  it.each([
    [1e5, 's', true, '100K s'],
    [2e8, 'ms', true, '200K s'],
    [2.5e8, 'calls/s', false, '250M'],
    [350e6, 'calls/s', true, '350M'],
    [1500, 'ms', true, '1.5 s'],
    [999, 's', true, '999 s'],
    [5e12, 'B', true, '5 TB'],
  ] as const)('short: %s %s (prefix %s) → %j, thousands and up in K, M, …', (v, unit, prefix, want) => {
    expect(formatTick(v, unit, prefix, true)).toBe(want)
  })
})

describe('formatParam: a parameter value in its suite’s unit', () => {
  it('gives byte sizes by their exact binary multiple and groups other numbers, never rounding', () => {
    expect(formatParam(1, 'B')).toBe(`1${NB}B`)
    expect(formatParam(100, 'B')).toBe(`100${NB}B`)
    expect(formatParam(10240, 'B')).toBe(`10${NB}KiB`)
    expect(formatParam(1024, 'B')).toBe(`1${NB}KiB`)
    expect(formatParam(1536, 'B')).toBe(`1,536${NB}B`)
    expect(formatParam(1000, 'B')).toBe(`1,000${NB}B`)
    expect(formatParam(1024 ** 3, 'B')).toBe(`1${NB}GiB`)
    expect(formatParam(500000)).toBe('500,000')
    expect(formatParam(30, 's')).toBe(`30${NB}s`)
    expect(formatParam(0.25)).toBe('0.25')
  })
})

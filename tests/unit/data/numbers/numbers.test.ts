// The numbers module: the one place for rounding, conversion, better/worse and unit spelling.
import { describe, expect, test } from 'vitest'
import {
  bestOf,
  changeIsBetter,
  convertMeasurement,
  isBetter,
  round12,
  timesBetter,
  unitText,
} from '../../../../data/numbers/numbers'

describe('numbers', () => {
  test('round12 drops binary noise, keeps 12 digits, leaves 0 and non-finite alone', () => {
    expect(round12(0.1 + 0.2)).toBe(0.3)
    expect(round12(2.0000000000000004)).toBe(2)
    expect(round12(123456.7890123456)).toBe(123456.789012)
    expect(round12(-0)).toBe(-0)
    expect(round12(Infinity)).toBe(Infinity)
  })
  test('convertMeasurement converts every number in the unit and drops `unit`', () => {
    const m = convertMeasurement(
      {
        value: 2000,
        unit: 'ns',
        min: 1000,
        percentiles: { '99': 3000 },
        n: 5,
        ci: { level: 0.95, lower: 1500, upper: 2500 },
      },
      'ns',
      'us',
    )
    expect(m).toEqual({ value: 2, min: 1, percentiles: { '99': 3 }, n: 5, ci: { level: 0.95, lower: 1.5, upper: 2.5 } })
    expect(() => convertMeasurement({ value: 1 }, 'ns', 'B')).toThrow(/cannot convert/)
  })
  test('which way is better', () => {
    expect(timesBetter(10, 2, 'higher')).toBe(5)
    expect(timesBetter(2, 10, 'lower')).toBe(5)
    expect(isBetter(3, 2, 'higher')).toBe(true)
    expect(isBetter(3, 2, 'lower')).toBe(false)
    expect(changeIsBetter(-0.1, 'lower')).toBe(true)
    expect(changeIsBetter(-0.1, 'higher')).toBe(false)
    expect(bestOf([3, 1, 2], 'lower')).toBe(1)
    expect(bestOf([3, 1, 2], 'higher')).toBe(3)
  })
  test('unitText spells us as µs for readers, other units as stored', () => {
    expect(unitText('us')).toBe('µs')
    expect(unitText('ms')).toBe('ms')
  })
})

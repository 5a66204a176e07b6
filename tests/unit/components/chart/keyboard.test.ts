import { describe, expect, it } from 'vitest'
import { rovingTarget } from '../../../../components/chart/toolbar'
import type { ChartModel } from '../../../../components/chart-types/chart-model'
import { movePoint, pointText } from '../../../../components/chart/keyboard'

const model: ChartModel = {
  id: 'c',
  kind: 'bar',
  title: 't',
  caption: '',
  metric: { label: 'Calls', unit: 'calls/s', direction: 'higher', format: { decimals: 2 } },
  groupLabel: 'Benchmark',
  seriesLabel: 'Framework',
  labels: ['Sum', 'Get'],
  series: [
    { label: 'A', values: [1e6, 2e6], color: 0 },
    { label: 'B', values: [null, 3e6], color: 1 },
  ],
  horizontal: false,
  height: 300,
  wideRange: false,
  logDefault: false,
  thresholds: [],
}

describe('keyboard reading of charts', () => {
  it('walks group by group, skipping missing values and hidden series', () => {
    let p = movePoint(model, [false, false], undefined, 'ArrowRight')
    expect(p).toEqual({ series: 0, group: 0 })
    p = movePoint(model, [false, false], p, 'ArrowRight')
    expect(p).toEqual({ series: 0, group: 1 })
    p = movePoint(model, [false, false], p, 'ArrowRight')
    expect(p).toEqual({ series: 1, group: 1 })
    expect(movePoint(model, [false, false], p, 'ArrowRight')).toEqual({ series: 1, group: 1 })
    expect(movePoint(model, [false, true], undefined, 'End')).toEqual({ series: 0, group: 1 })
    expect(movePoint(model, [true, true], undefined, 'Home')).toBeUndefined()
    expect(movePoint(model, [false, false], undefined, 'a')).toBeUndefined()
  })
  it('says label, series and the formatted value', () => {
    expect(pointText(model, { series: 1, group: 1 })).toBe('Get, B, 3.00M\u00a0calls/s')
  })
})

describe('chart toolbar: roving focus between controls', () => {
  it('arrows wrap, Home and End go to the ends, other keys are left to the control', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1)
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0)
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(rovingTarget('Home', 2, 3)).toBe(0)
    expect(rovingTarget('End', 0, 3)).toBe(2)
    // A run menu changes run with Up and Down; Space and Enter press a button.
    for (const k of ['ArrowUp', 'ArrowDown', ' ', 'Enter', 'Tab']) expect(rovingTarget(k, 1, 3)).toBeUndefined()
    expect(rovingTarget('ArrowRight', 0, 0)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { exploreDrawing } from '../../../../components/chart/explore'

/** A chart whose drawing arrives when `draw` is called, counting what Explore asked of it. */
function chart(drawnAtStart: boolean) {
  let drawn = drawnAtStart
  const log = { loads: 0, enters: 0, back: 0, waiting: 0 }
  let go: (() => void) | undefined
  const drawing = { enter: () => Promise.resolve(void log.enters++) }
  const button = { focus: () => void log.back++ } as unknown as HTMLElement
  const explore = exploreDrawing({
    load: () => void log.loads++,
    drawing: () => (drawn ? drawing : null),
    ready: (g) => {
      log.waiting++
      go = g
      return () => {
        go = undefined
      }
    },
    back: () => button,
  })
  const draw = () => {
    drawn = true
    go?.()
  }
  return { explore, log, draw }
}

describe('Explore: the way from the toolbar into the drawing', () => {
  it('goes into a drawn chart at once', () => {
    const { explore, log } = chart(true)
    explore.enter()
    expect(log).toMatchObject({ enters: 1, loads: 0, waiting: 0 })
  })

  it('asks for a chart not yet drawn and goes in once it is, however often pressed', () => {
    const { explore, log, draw } = chart(false)
    explore.enter()
    explore.enter()
    expect(log).toMatchObject({ enters: 0, loads: 2, waiting: 1 })
    draw()
    expect(log.enters).toBe(1)
    // Drawn again later (another run): no stray entry.
    draw()
    expect(log.enters).toBe(1)
  })

  it('Escape in the drawing focuses the button back', () => {
    const { explore, log } = chart(true)
    explore.leave()
    expect(log.back).toBe(1)
  })
})

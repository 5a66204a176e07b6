// The way from a chart's toolbar into its drawing. A chart is one Tab stop (the WAI-ARIA toolbar pattern):
// the drawing, where the arrow keys read the values bar by bar, is reached with the toolbar's Explore
// button (Enter or Space) and left with Escape, back to that button, or with Tab, on to the next stop.

/** What the Explore button says it does (its aria-describedby). */
export const EXPLORE_HINT =
  'Moves into the chart: the arrow keys read each value, Home and End the first and last; Escape comes back here.'

interface Drawing {
  enter: () => Promise<void>
}

interface Parts {
  /** Asks for the drawing (the canvas loads when a reader reaches for the chart). */
  load: () => void
  /** The drawing, once it is drawn. */
  drawing: () => Drawing | null
  /** Calls `go` once when the drawing is drawn; returns a function that stops waiting. */
  ready: (go: () => void) => () => void
  /** Where Escape in the drawing sends focus. */
  back: () => HTMLElement | null
}

export function exploreDrawing(parts: Parts): { enter: () => void; leave: () => void } {
  let waiting: (() => void) | undefined
  const enter = () => {
    const now = parts.drawing()
    if (now) {
      void now.enter()
      return
    }
    // Pressed before the canvas is drawn: go in as soon as it is (once, however often it was pressed).
    parts.load()
    waiting ??= parts.ready(() => {
      waiting?.()
      waiting = undefined
      void parts.drawing()?.enter()
    })
  }
  const leave = () => parts.back()?.focus()
  return { enter, leave }
}

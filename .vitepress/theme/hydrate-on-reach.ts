import type { HydrationStrategy } from 'vue'
import { RUN_CHOICE_EVENT } from '../../components/support/events'

/** What counts as reaching for a chart: a pointer over it, a finger on it, focus inside it. */
const REACH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * Hydrates a server-rendered figure when a reader reaches for it, not as it scrolls into view: its SVG is
 * already the chart, so hydrating figures a reader only looks at was main-thread work for nothing (most of
 * the Total Blocking Time of a page opened at a chart). Like Vue's hydrateOnInteraction, the event that
 * triggers it is dispatched again once the figure is live, so the first hover, tap or focus is not lost;
 * unlike it, a touch listener here is passive (scrolling never waits for it), a pointer or focus already
 * inside the figure when its code arrives counts, and a run picked on another chart of the page hydrates
 * the figure so that it can show that run too.
 */
export const hydrateOnReach: HydrationStrategy = (hydrate, forEach) => {
  let done = false
  const teardown = () => {
    forEach((el) => {
      for (const type of REACH) el.removeEventListener(type, onReach)
    })
    window.removeEventListener(RUN_CHOICE_EVENT, onRun)
  }
  const run = () => {
    if (done) return false
    done = true
    teardown()
    hydrate()
    return true
  }
  function onReach(e: Event) {
    if (run()) e.target?.dispatchEvent(new (e.constructor as typeof Event)(e.type, e))
  }
  function onRun() {
    run()
  }
  let already = false
  forEach((el) => {
    already ||= el.matches(':hover, :focus-within')
    for (const type of REACH) el.addEventListener(type, onReach, { passive: true })
  })
  window.addEventListener(RUN_CHOICE_EVENT, onRun)
  if (already) run()
  return teardown
}

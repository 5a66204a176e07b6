import { nextTick, type HydrationStrategy } from 'vue'
import { RUN_CHOICE_EVENT } from '../../components/views/events'

/** What counts as reaching for a chart: a pointer over it, a finger on it, focus inside it. */
const REACH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const

/** Figures a reader reached for before their code was here (and how), figures whose strategy listens, figures hydrated, and what waits for them. */
const reached = new WeakMap<Element, Set<string>>()
const armed = new WeakSet<Element>()
const live = new WeakSet<Element>()
const waiting = new WeakMap<Element, Array<() => void>>()

const figureOf = (t: EventTarget | null, selector: string): Element | null =>
  t instanceof Element ? t.closest(selector) : null

function later(fig: Element, replay: () => void): void {
  waiting.set(fig, [...(waiting.get(fig) ?? []), replay])
}

function attempt(replay: () => void): void {
  try {
    replay()
  } catch {
    // An event this browser will not construct again: the reader presses once more.
  }
}

/**
 * Resolves when a reader first reaches for an element matching `selector` (a figure): its code is
 * fetched then, not when it scrolls near, so a reader who only reads the page (its SVG charts included)
 * downloads none of it. Until a figure is live, a press of one of its buttons or checkboxes and a change
 * of its select are kept and replayed on it once it is (a tap on a phone often lands before the code),
 * so the first press is never lost. Links, downloads and the embed's details work without code anyway.
 */
export function whenReached(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const onReach = (e: Event) => {
      const fig = figureOf(e.target, selector)
      if (!fig || armed.has(fig)) return
      const how = reached.get(fig) ?? new Set<string>()
      reached.set(fig, how)
      resolve()
      if (how.has(e.type)) return
      how.add(e.type)
      // Said again once the figure is live: a touch or focus is what asks it for its chart (BenchChart.vue).
      later(fig, () => e.target?.dispatchEvent(new (e.constructor as typeof Event)(e.type, e)))
    }
    for (const type of REACH) document.addEventListener(type, onReach, { capture: true, passive: true })
    document.addEventListener(
      'click',
      (e) => {
        const fig = figureOf(e.target, selector)
        // A label's press reaches its checkbox as a click of its own: the checkbox's is the one kept.
        const control = (e.target as Element).closest?.('button, input')
        if (!fig || live.has(fig) || !control || !fig.contains(control)) return
        later(fig, () => (control as HTMLElement).click())
      },
      { capture: true },
    )
    document.addEventListener(
      'change',
      (e) => {
        const fig = figureOf(e.target, selector)
        const select = e.target
        if (!fig || live.has(fig) || !(select instanceof HTMLSelectElement)) return
        const value = select.value
        later(fig, () => {
          select.value = value
          select.dispatchEvent(new Event('change', { bubbles: true }))
        })
      },
      { capture: true },
    )
  })
}

/**
 * Hydrates a server-rendered figure when a reader reaches for it, not as it scrolls into view: its SVG is
 * already the chart, so hydrating figures a reader only looks at was main-thread work for nothing (most of
 * the Total Blocking Time of a page opened at a chart). Like Vue's hydrateOnInteraction, the event that
 * triggers it is dispatched again once the figure is live, so the first hover, tap or focus is not lost;
 * unlike it, a touch listener here is passive (scrolling never waits for it), a figure reached while its
 * code loaded (whenReached) or with a pointer or focus inside when it arrives hydrates at once, presses
 * made meanwhile are replayed, and a run picked on another chart of the page hydrates the figure so that
 * it can show that run too.
 */
export const hydrateOnReach: HydrationStrategy = (hydrate, forEach) => {
  let done = false
  const els: Element[] = []
  forEach((el) => {
    els.push(el)
    armed.add(el)
  })
  const teardown = () => {
    for (const el of els) for (const type of REACH) el.removeEventListener(type, onReach)
    window.removeEventListener(RUN_CHOICE_EVENT, onRun)
  }
  const run = () => {
    if (done) return false
    done = true
    teardown()
    hydrate()
    for (const el of els) live.add(el)
    const replays = els.flatMap((el) => waiting.get(el) ?? [])
    for (const el of els) waiting.delete(el)
    // After the figure's mounted hooks (v-model sets a checkbox from its state there), so that a press
    // replayed on the live figure is the last word on its controls.
    if (replays.length) void nextTick(() => replays.forEach(attempt))
    return true
  }
  function onReach(e: Event) {
    if (run()) e.target?.dispatchEvent(new (e.constructor as typeof Event)(e.type, e))
  }
  function onRun() {
    run()
  }
  const already = els.some((el) => reached.has(el) || el.matches(':hover, :focus-within'))
  for (const el of els) for (const type of REACH) el.addEventListener(type, onReach, { passive: true })
  window.addEventListener(RUN_CHOICE_EVENT, onRun)
  if (already) run()
  return teardown
}

// A chart's controls as one WAI-ARIA toolbar: one Tab stop (the control last used, else the first), arrow
// keys move between the controls, Home and End go to the first and last. Roving tabindex: every control
// but the current one has tabindex -1. Controls a reader cannot use (disabled, or hidden while the run has
// no figures) are skipped. Up and Down are left to the controls (a run menu changes run with them).

import { CONTROLS } from './toolbar-stop'

/** Which control a key moves to from `at` among `n` (wrapping), or undefined for keys the toolbar leaves alone. */
export function rovingTarget(key: string, at: number, n: number): number | undefined {
  if (n <= 0) return undefined
  if (key === 'ArrowRight') return (at + 1) % n
  if (key === 'ArrowLeft') return (at - 1 + n) % n
  if (key === 'Home') return 0
  if (key === 'End') return n - 1
  return undefined
}

function usable(el: HTMLElement): boolean {
  if ((el as HTMLButtonElement).disabled) return false
  // Hidden by CSS (display: none, visibility: hidden), or in a part of the bar shown on other screens.
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
}

/** Makes `bar` a roving-tabindex toolbar. Returns a function that undoes it. */
export function rovingToolbar(bar: HTMLElement): () => void {
  let current: HTMLElement | null = null
  // Until a reader moves within the bar, its stop is its first usable control (which changes as controls come alive).
  let used = false
  const items = () => [...bar.querySelectorAll<HTMLElement>(CONTROLS)].filter(usable)
  const sync = () => {
    const list = items()
    if (!used || !current || !list.includes(current)) current = list[0] ?? null
    for (const el of bar.querySelectorAll<HTMLElement>(CONTROLS)) el.tabIndex = el === current ? 0 : -1
  }
  const onFocus = (e: FocusEvent) => {
    const el = e.target as HTMLElement
    if (items().includes(el)) {
      current = el
      used = true
    }
    sync()
  }
  const onKey = (e: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(e.target as HTMLElement)
    const to = at < 0 ? undefined : rovingTarget(e.key, at, list.length)
    if (to === undefined) return
    e.preventDefault()
    current = list[to]!
    used = true
    sync()
    current.focus()
  }
  // Controls come and go (a run with other series, disabled until the chart's code runs, hidden for a run without figures).
  const observer = new MutationObserver(sync)
  observer.observe(bar.closest('figure') ?? bar, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'class', 'style'],
  })
  bar.addEventListener('focusin', onFocus)
  bar.addEventListener('keydown', onKey)
  // Loaded on the first focus in the bar: the control focused then is the stop.
  const focused = document.activeElement as HTMLElement | null
  if (focused && items().includes(focused)) {
    current = focused
    used = true
  }
  sync()
  // Says the arrow keys are live (tests wait for it).
  bar.dataset.roving = ''
  return () => {
    observer.disconnect()
    bar.removeEventListener('focusin', onFocus)
    bar.removeEventListener('keydown', onKey)
  }
}

// The part of the chart toolbar (toolbar.ts) that must be there before a reader reaches it: only the bar's
// first control is in the Tab order. The arrow keys arrive with toolbar.ts, loaded when focus first enters
// the bar (a reader who scrolls past downloads none of it; it is a few hundred bytes, there before a
// reader's next key).
export const CONTROLS = 'button, select, input, a[href]'

type Toolbar = { rovingToolbar: (bar: HTMLElement) => () => void }

/** Makes `bar` one Tab stop now and a full toolbar from `load` on first focus. Returns a function that undoes it. */
export function lazyToolbar(bar: HTMLElement, load: () => Promise<Toolbar>): () => void {
  bar.querySelectorAll<HTMLElement>(CONTROLS).forEach((el, i) => {
    el.tabIndex = i ? -1 : 0
  })
  let stop: (() => void) | undefined
  const start = () =>
    void load().then((m) => {
      stop = m.rovingToolbar(bar)
    })
  // Focus that hydrated the figure (theme/hydrate-on-reach.ts) is already inside when this runs.
  if (bar.contains(document.activeElement)) start()
  else bar.addEventListener('focusin', start, { once: true })
  return () => stop?.()
}

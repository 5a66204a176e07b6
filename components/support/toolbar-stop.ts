// The part of the chart toolbar (toolbar.ts) that must be there before a reader reaches it: only the bar's
// first control is in the Tab order. The arrow keys arrive with toolbar.ts, loaded when focus first enters.
export const CONTROLS = 'button, select, input, a[href]'

export function firstStopOnly(bar: HTMLElement): void {
  bar.querySelectorAll<HTMLElement>(CONTROLS).forEach((el, i) => { el.tabIndex = i ? -1 : 0 })
}

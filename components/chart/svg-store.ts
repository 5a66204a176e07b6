// The build-time SVG of each chart (markdown/chart-svg.ts), handed from the Markdown plugin to the server
// render of BenchChart.vue through the build's own process (as the theme's render errors are), keyed by the
// chart's spec. The SVG so lands in the page's HTML and in no script: the page's chunk carries the spec only.
const KEY = '__benchChartSvgs'
type Store = { [KEY]?: Map<string, string> }

export function putSvg(spec: string, svg: string): void {
  const g = globalThis as Store
  ;(g[KEY] ??= new Map()).set(spec, svg)
}

/** The SVG the build made for a spec, when rendering on the server; nothing in the browser. */
export function serverSvg(spec: string): string {
  return import.meta.env.SSR ? ((globalThis as Store)[KEY]?.get(spec) ?? '') : ''
}

/** In the browser, while hydrating: whether the server-rendered figure `id` came with its SVG. */
export function svgInPage(id: string): boolean {
  return typeof document !== 'undefined' && !!document.getElementById(id)?.querySelector(':scope .BenchChart__svg')
}

// The block kinds whose numbers `pnpm compare` follows, and what a rendered page reports of each: the
// contract between the Markdown blocks (which render pages) and compare (which asks "which charts
// change"), kept here so that neither imports the other.

/** A chart or table block as rendered: what `pnpm compare` needs to tell whether its data changed. */
export interface RenderedBlock {
  kind: 'bench-chart' | 'bench-trend' | 'bench-table'
  view: { suite: string }
  id: string
  title: string
}

/** Renders one page's Markdown over the given data and lists its charts and tables, in page order. */
export type PageBlocks<D> = (markdown: string, page: string, data: D) => RenderedBlock[]

// How much one ```bench-…``` block may show. A block's build time and HTML grow with what it shows
// (about linearly since the lookups are maps), and past these sizes a chart or a table is no longer
// readable: the build refuses it with one line that says how to narrow it (docs/guide/pages.md).
export const BLOCK_LIMITS = {
  /** Bars of a chart: groups × series. */
  chartBars: 2_000,
  /** Lines of a trend: distinct results across the runs it plots. */
  trendSeries: 200,
  /** Rows of a table. */
  tableRows: 5_000,
  /** Rows of a changes block, per metric. */
  changesRows: 5_000,
} as const

/** The refusal: what the block would show, the limit, and what to do instead. */
export function tooBig(what: string, found: number, limit: number): string {
  const n = (x: number) => x.toLocaleString('en-US')
  return `${what}: ${n(found)}, more than the ${n(limit)} a block shows; choose fewer results with where: (e.g. where: { benchmark: [A, B] }) or split the block`
}

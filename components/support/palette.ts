// How many series colours the theme defines (--bench-c-series-1 … -12 in .vitepress/theme/style.css, whose
// distances tests/unit/palette.test.ts measures). A chart's series take slots by index (or by the order a
// suite declares, select.ts colorSlot); tests/unit/chart-colours.test.ts checks that no chart of ours has
// two series in one slot.
export const SERIES_SLOTS = 12

/** The CSS class that paints a legend or tooltip swatch in a series' colour. */
export const seriesClass = (color: number): string => `series-${(color % SERIES_SLOTS) + 1}`

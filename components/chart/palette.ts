// How many series colours the theme defines (--bench-c-series-1 … -12 in .vitepress/theme/style.css, whose
// distances tests/unit/components/chart/palette.test.ts measures). A chart's series take slots by index (or by the order a
// suite declares, select.ts colorSlot); tests/unit/chart-colours.test.ts checks that no chart of ours has
// two series in one slot.
import type { ThemeColors } from './chartjs-config'

export const SERIES_SLOTS = 12

/**
 * A chart's colours from the theme's CSS variables (--bench-c-*, --vp-c-bg), each given by `read`: the
 * browser's computed style (useThemeColors), the build's reading of the theme's CSS (an image's colours,
 * markdown/chart-embeds.ts), or `var(--name)` itself (the in-page SVG, which follows the theme by itself).
 */
export function themeColors(read: (name: string) => string): ThemeColors {
  return {
    series: Array.from({ length: SERIES_SLOTS }, (_, i) => read(`--bench-c-series-${i + 1}`)),
    text: read('--bench-c-text'),
    muted: read('--bench-c-muted'),
    grid: read('--bench-c-grid'),
    threshold: read('--bench-c-threshold'),
    good: read('--bench-c-good'),
    bg: read('--vp-c-bg'),
  }
}

/** The CSS class that paints a legend or tooltip swatch in a series' colour. */
export const seriesClass = (color: number): string => `series-${(color % SERIES_SLOTS) + 1}`

// A page's chart drawing (chart-svg.ts) made lighter: grid lines gathered into one frame, shared
// attributes as the site CSS's classes.
const FRAME = /^(<svg x="[^"]+" width="[^"]+" overflow="visible">)((?:<line [^>]*\/>)+)<\/svg>$/
const TICK = /^<svg x="[^"]+" overflow="visible"><path [^>]*\/><\/svg>$/

/**
 * A chart's grid lines in one frame: each comes in a frame of its own with its tick mark between (the order
 * Chart.js draws them), the same frame each time. Lines and marks do not overlap, so the lines of a run of
 * frames separated only by tick marks are drawn in the first frame (fewer bytes in the page's HTML).
 */
export function mergeFrames(parts: string[]): string[] {
  const out: string[] = []
  let open: { at: number; tag: string } | undefined
  for (const part of parts) {
    const m = FRAME.exec(part)
    if (m && open && open.tag === m[1]) {
      out[open.at] = out[open.at]!.replace(/<\/svg>$/, `${m[2]}</svg>`)
      continue
    }
    if (m) open = { at: out.length, tag: m[1]! }
    else if (!TICK.test(part)) open = undefined
    out.push(part)
  }
  return out
}

/** Attributes most elements of a page's drawing share, and the class of the site's CSS (style.css) that gives each. */
const SHARED: Array<[string, string]> = [
  [' fill="var(--bench-c-text)"', 't'],
  [' fill="var(--bench-c-muted)"', 'm'],
  [' stroke="var(--bench-c-grid)"', 'g'],
  [' fill="none"', 'n'],
  [' text-anchor="middle"', 'c'],
  [' text-anchor="end"', 'e'],
  [' dominant-baseline="central"', 'b'],
]

/**
 * A page's drawing made smaller for the HTML (its gzip counts against the page's weight): shared attributes
 * become classes the site's CSS styles, and nested viewports lose `overflow` (the CSS sets it for all).
 * Not for the embeds, which have no site CSS.
 */
export function compactSvg(svg: string): string {
  return svg.replace(
    /<(svg|text|line|path|rect|circle)( [^>]*?)(\/?)>/g,
    (tag, name: string, attrs: string, close: string) => {
      if (/ class="BenchChart__svg-/.test(attrs)) return tag
      const classes: string[] = []
      let rest = attrs.replace(' overflow="visible"', '')
      for (const [attr, cls] of SHARED) {
        if (rest.includes(attr)) {
          rest = rest.replace(attr, '')
          classes.push(cls)
        }
      }
      return `<${name}${classes.length ? ` class="${classes.join(' ')}"` : ''}${rest}${close}>`
    },
  )
}

// Grid lines of a page's chart drawing (chart-svg.ts) gathered into one frame, for a lighter page.
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

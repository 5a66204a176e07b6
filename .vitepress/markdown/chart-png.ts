// A chart's standalone SVG (chart-embeds.ts) as a PNG, rasterised at build time by resvg (no browser), for
// places that show no SVG. Text is set in Liberation Sans, whose advance widths are Arial's and Helvetica's,
// the font the drawing was measured in (font-widths.ts); the light theme's colours, since the PNG is one image.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js'

const FAMILY = 'Liberation Sans'
/** Twice the SVG's size, so that the PNG stays sharp on a high-density screen (a README scales it down). */
export const PNG_SCALE = 2

let fonts: ResvgRenderOptions['font'] | undefined

/** The font files of Liberation Sans (fontconfig knows where), else every system font. */
function fontOptions(): NonNullable<ResvgRenderOptions['font']> {
  if (fonts) return fonts
  const files = ['Regular', 'Bold'].flatMap((style) => {
    try {
      const f = execFileSync('fc-match', ['-f', '%{file}', `${FAMILY}:style=${style}`], { encoding: 'utf8' }).trim()
      return /liberation/i.test(f) && existsSync(f) ? [f] : []
    } catch {
      return []
    }
  })
  fonts = files.length
    ? { loadSystemFonts: false, fontFiles: files, defaultFontFamily: FAMILY, sansSerifFamily: FAMILY }
    : { loadSystemFonts: true, defaultFontFamily: 'Arial', sansSerifFamily: 'Arial' }
  return fonts
}

/** A standalone SVG drawn by resvg at PNG_SCALE: its pixels (RGBA) and its PNG. */
export function renderSvg(
  svg: string,
  scale = PNG_SCALE,
): { width: number; height: number; pixels: Buffer; asPng(): Buffer } {
  return new Resvg(svg, {
    font: fontOptions(),
    fitTo: { mode: 'zoom', value: scale },
    shapeRendering: 2,
    textRendering: 1,
  }).render()
}

export const svgToPng = (svg: string): Buffer => renderSvg(svg).asPng()

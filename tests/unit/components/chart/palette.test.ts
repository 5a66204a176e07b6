// The series colours of .vitepress/theme/style.css, measured with culori (CIEDE2000, and Machado et al.
// 2009 simulations of protanopia, deuteranopia and tritanopia at full severity):
//   - each meets 3:1 against its theme's page (WCAG 1.4.11, non-text contrast);
//   - any two of the twelve series colours stay apart by CIEDE2000 ≥ 12 in normal vision and in each
//     simulated deficiency, and the first four (most charts have four series or fewer) by ≥ 25. ΔE2000 ≈ 2
//     is a just-noticeable difference; 12 reads as a different colour at a glance, also as a legend swatch.
// The old rule (CIELAB ΔE76 ≥ 9, neighbours 3:1 against each other) let navy, dark green and near-black
// share one chart: the neighbour contrast forced every other colour to be almost black.
// Which slots a chart uses is checked over every chart of every page in chart-colours below.
import { readFileSync } from 'node:fs'
import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  converter,
  parse,
  wcagContrast,
} from 'culori'
import type { Color } from 'culori'
import { describe, expect, it } from 'vitest'
import { SERIES_SLOTS } from '../../../../components/chart/palette'

const css = readFileSync(new URL('../../../../.vitepress/theme/style.css', import.meta.url), 'utf8')
const [lightCss = '', darkCss = ''] = css.split(/^\.dark \{/m)
const series = (block: string) => [...block.matchAll(/--bench-c-series-(\d+): (#[0-9a-f]{6});/g)].map((m) => m[2]!)
// VitePress's --vp-c-bg in each theme.
const THEMES = [
  { name: 'light', bg: '#ffffff', colors: series(lightCss) },
  { name: 'dark', bg: '#1b1b1f', colors: series(darkCss) },
]
const MIN_DE = 12
const MIN_DE_FIRST_FOUR = 25
const de = differenceCiede2000()
const color = (hex: string): Color => parse(hex)!
const VISIONS: Array<[string, (c: string) => Color]> = [
  ['normal vision', (c) => color(c)],
  ['protanopia', (c) => filterDeficiencyProt(1)(color(c))],
  ['deuteranopia', (c) => filterDeficiencyDeuter(1)(color(c))],
  ['tritanopia', (c) => filterDeficiencyTrit(1)(color(c))],
]
/** The smallest distance between the two colours over every vision. */
const apart = (a: string, b: string) => Math.min(...VISIONS.map(([, see]) => de(see(a), see(b))))

describe('series palette', () => {
  for (const { name, bg, colors } of THEMES) {
    it(`${name}: ${SERIES_SLOTS} colours, each 3:1 against the page`, () => {
      expect(colors).toHaveLength(SERIES_SLOTS)
      for (const c of colors) expect(wcagContrast(c, bg), c).toBeGreaterThanOrEqual(3)
    })
    for (const [vision, see] of VISIONS) {
      it(`${name}: any two series apart with ${vision} (CIEDE2000 ≥ ${MIN_DE}; ≥ ${MIN_DE_FIRST_FOUR} among the first four)`, () => {
        for (let i = 0; i < colors.length; i++) {
          for (let j = i + 1; j < colors.length; j++) {
            const d = de(see(colors[i]!), see(colors[j]!))
            expect(d, `${colors[i]} / ${colors[j]}`).toBeGreaterThanOrEqual(j < 4 ? MIN_DE_FIRST_FOUR : MIN_DE)
          }
        }
      })
    }
  }

  // One palette across themes: a series is the same colour family in light and dark (the old palette's
  // first series was periwinkle in light and lime in dark), and the dark theme stays as calm as VitePress's
  // own dark accents (#3dd68c, #f66f81: OKLCH chroma about 0.17), not neon (the old 0.20–0.28).
  const oklch = converter('oklch')
  const hueGap = (a: string, b: string) => {
    const d = Math.abs((oklch(a)!.h ?? 0) - (oklch(b)!.h ?? 0)) % 360
    return Math.min(d, 360 - d)
  }
  const [light, dark] = [THEMES[0]!.colors, THEMES[1]!.colors]
  it('each series keeps its hue family across themes (OKLCH hue within 30°, and a hue to keep: chroma ≥ 0.05)', () => {
    for (let i = 0; i < SERIES_SLOTS; i++) {
      for (const c of [light[i]!, dark[i]!]) expect(oklch(c)!.c, `series ${i + 1}: ${c}`).toBeGreaterThanOrEqual(0.05)
      expect(hueGap(light[i]!, dark[i]!), `series ${i + 1}: ${light[i]} / ${dark[i]}`).toBeLessThanOrEqual(30)
    }
  })
  it('dark series are calm: no more saturated than VitePress’s dark accents (OKLCH chroma ≤ 0.19)', () => {
    for (const c of dark) expect(oklch(c)!.c, c).toBeLessThanOrEqual(0.19)
  })
  it('the measures can fail: the old palette’s first series changed family, and its dark ones were neon', () => {
    expect(hueGap('#8687fc', '#c3e100')).toBeGreaterThan(30)
    for (const neon of ['#c3e100', '#b531fd', '#f4070f', '#3ffb87']) expect(oklch(neon)!.c).toBeGreaterThan(0.19)
  })

  it('the measure can fail: the old light palette put navy, dark green and near-black in one chart', () => {
    expect(apart('#00347e', '#002e17')).toBeLessThan(MIN_DE)
    expect(apart('#002e17', '#0d0d0d')).toBeLessThan(MIN_DE)
    expect(apart('#de4692', '#cd6969')).toBeLessThan(MIN_DE)
  })
})

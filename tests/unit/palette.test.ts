// The series colours of .vitepress/theme/style.css, measured: each meets 3:1 against its theme's page,
// neighbouring series 3:1 against each other, and any two stay apart (CIELAB ΔE76 ≥ 9) in normal vision
// and as simulated for protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../.vitepress/theme/style.css', import.meta.url), 'utf8')
const [lightCss = '', darkCss = ''] = css.split(/^\.dark \{/m)
const series = (block: string) => [...block.matchAll(/--bench-c-series-(\d): (#[0-9a-f]{6});/g)].map((m) => m[2]!)
// VitePress's --vp-c-bg in each theme.
const THEMES = [
  { name: 'light', bg: '#ffffff', colors: series(lightCss) },
  { name: 'dark', bg: '#1b1b1f', colors: series(darkCss) },
]

type RGB = [number, number, number]
const rgb = (hex: string): RGB => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as RGB
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const luminance = ([r, g, b]: RGB) => 0.2126 * r + 0.7152 * g + 0.0722 * b
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(rgb(a).map(linear) as RGB), luminance(rgb(b).map(linear) as RGB)].sort((p, q) => q - p)
  return (x! + 0.05) / (y! + 0.05)
}
const CVD: Record<string, number[][]> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
}
function lab(lin: RGB): RGB {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29)
  const X = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
  const Y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
  const Z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))]
}
function seen(hex: string, m?: number[][]): RGB {
  const lin = rgb(hex).map(linear) as RGB
  if (!m) return lab(lin)
  return lab(m.map((row) => Math.min(1, Math.max(0, row[0]! * lin[0] + row[1]! * lin[1] + row[2]! * lin[2]))) as RGB)
}
const deltaE = (a: RGB, b: RGB) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])

describe('series palette', () => {
  for (const { name, bg, colors } of THEMES) {
    it(`${name}: eight colours, each 3:1 against the page`, () => {
      expect(colors).toHaveLength(8)
      for (const c of colors) expect(contrast(c, bg), c).toBeGreaterThanOrEqual(3)
    })
    it(`${name}: neighbouring series 3:1 against each other`, () => {
      for (let i = 1; i < colors.length; i++) expect(contrast(colors[i - 1]!, colors[i]!), `${colors[i - 1]} / ${colors[i]}`).toBeGreaterThanOrEqual(3)
    })
    for (const [vision, m] of [['normal vision', undefined], ...Object.entries(CVD)] as const) {
      it(`${name}: any two series apart with ${vision}`, () => {
        for (let i = 0; i < colors.length; i++) {
          for (let j = i + 1; j < colors.length; j++) expect(deltaE(seen(colors[i]!, m), seen(colors[j]!, m)), `${colors[i]} / ${colors[j]}`).toBeGreaterThanOrEqual(9)
        }
      })
    }
  }

  it('the measure can fail: the old palette had gRPC and HTTP (slots 2 and 6) nearly alike', () => {
    expect(deltaE(seen('#c26a00', CVD.deuteranopia), seen('#c04a00', CVD.deuteranopia))).toBeLessThan(9)
    expect(contrast('#0072b2', '#c26a00')).toBeLessThan(3)
  })
})

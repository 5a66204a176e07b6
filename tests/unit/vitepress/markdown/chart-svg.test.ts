// The build-time drawing of a chart (chart-geometry.ts, canvas-recorder.ts) and its SVG (chart-svg.ts):
// coordinates linear in the box width agree with Chart.js's own drawing at other widths, bars and ticks are
// marked where Chart.js puts them, the SVG is accessible and themed by CSS variables, and data never
// becomes markup.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../../../scripts/write/store'
import type { SuiteData } from '../../../../components/views/select'
import { buildChart } from '../../../../components/views/chart'
import type { ChartModel } from '../../../../components/chart-types/chart-model'
import { buildTrend } from '../../../../components/build-time/trend'
import { bar } from '../../../../components/chart-types/bar-chart'
import {
  at,
  DESKTOP_BOX,
  DESKTOP_DRAWING_FROM,
  drawChart,
  linearDrawing,
  PHONE_BOX,
} from '../../../../components/build-time/chart-geometry'
import { RecordingContext, textWidth } from '../../../../components/build-time/canvas-recorder'
import { chartSvg, chartSvgs, compactSvg, standaloneSvg } from '../../../../.vitepress/markdown/chart-svg'
import { labelCollisions } from '../../../../components/build-time/label-boxes'
import { mergeFrames } from '../../../../.vitepress/markdown/chart-svg-frames'
import type { Lin, LinOp } from '../../../../components/build-time/chart-geometry'
import { embedColors, embedHtml, lightColors, rootVars } from '../../../../.vitepress/markdown/chart-embeds'
import { embedFooter, embedMarkdown, embedPath } from '../../../../components/build-time/embed'

const all = loadAll()
const real = (id: string): SuiteData => all.get(id)!

const MODELS: Array<[string, () => ChartModel]> = [
  [
    'vertical bars with speedups',
    () =>
      buildChart(real('fusion-rpc'), {
        suite: 'fusion-rpc',
        metric: 'calls',
        where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
        groups: 'benchmark',
        series: 'framework',
        speedup: 'ActualLab.Rpc',
      }),
  ],
  [
    'horizontal bars',
    () =>
      buildChart(real('fusion-rpc'), {
        suite: 'fusion-rpc',
        metric: 'calls',
        groups: 'benchmark',
        series: 'framework',
        horizontal: true,
      }),
  ],
  [
    'latency lines',
    () =>
      buildChart(real('silly-redis'), {
        suite: 'silly-redis',
        metric: 'latency',
        kind: 'latency',
        series: 'benchmark',
      }),
  ],
  [
    'bars on a log axis',
    () => buildChart(real('silly-redis'), { suite: 'silly-redis', metric: 'rps', groups: 'benchmark', log: true }),
  ],
  [
    'trend',
    () => buildTrend(real('fusion-rpc'), { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: 'Sum' } }),
  ],
]

describe('text widths', () => {
  it('measure with the font Chart.js draws in (Liberation Sans digits are 0.556 em)', () => {
    expect(textWidth('0123456789', "12px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif")).toBeCloseTo(66.72, 1)
    expect(textWidth('10', '600 12px system-ui, sans-serif')).toBeGreaterThan(textWidth('10', '12px Arial'))
  })
})

describe('the recording context', () => {
  it('records rectangles, circles and text after translation and rotation', () => {
    const ctx = new RecordingContext({ width: 100, height: 100 })
    ctx.translate(10, 20)
    ctx.beginPath()
    ctx.rect(1, 2, 3, 4)
    ctx.fillStyle = 'var(--x)'
    ctx.fill()
    ctx.beginPath()
    ctx.arc(5, 5, 2, 0, Math.PI * 2)
    ctx.stroke()
    ctx.rotate(-Math.PI / 2)
    ctx.fillText('t', 0, 0)
    expect(ctx.ops[0]).toMatchObject({
      kind: 'fill',
      shape: { type: 'rect', x: 11, y: 22, w: 3, h: 4 },
      style: { fill: 'var(--x)' },
    })
    expect(ctx.ops[1]).toMatchObject({ kind: 'stroke', shape: { type: 'circle', cx: 15, cy: 25, r: 2 } })
    expect(ctx.ops[2]).toMatchObject({ kind: 'text', x: 10, y: 20, text: 't' })
    expect((ctx.ops[2] as { angle: number }).angle).toBeCloseTo(-Math.PI / 2)
  })
})

describe('geometry linear in the box width', () => {
  for (const [name, make] of MODELS) {
    it(`${name}: bars and ticks at other widths within 2 px of Chart.js's drawing there`, () => {
      const model = make()
      for (const width of [DESKTOP_BOX, PHONE_BOX]) {
        const { drawing, ops } = linearDrawing(model, width)
        const tagged = (t: string) => ops.find((o) => o.tag === t)
        // Every bar and every value tick is marked in the drawing.
        for (const b of drawing.bars)
          expect(tagged(`bar ${b.series} ${b.group}`), `bar ${b.series} ${b.group}`).toBeDefined()
        drawing.ticks.forEach((_, i) => expect(tagged(`tick ${i}`), `tick ${i}`).toBeDefined())
        // At a nearby width Chart.js draws with the same ticks and wrapping; the linear coordinates follow it.
        for (const w of [width - 10, width + 10]) {
          const other = drawChart(model, w)
          if (other.ticks.length !== drawing.ticks.length) continue
          for (const b of other.bars) {
            const op = tagged(`bar ${b.series} ${b.group}`)!
            const shape = (op as { shape: unknown }).shape as { y: number }
            const end = model.horizontal ? at(op.lin[1]!, w) : shape.y
            expect(Math.abs(end - b.end), `bar ${b.series} ${b.group} at ${w} px`).toBeLessThanOrEqual(2)
          }
          if (model.horizontal)
            other.ticks.forEach((t, i) =>
              expect(Math.abs(at(tagged(`tick ${i}`)!.lin[0]!, w) - t)).toBeLessThanOrEqual(2),
            )
        }
      }
    })
  }

  it('vertical bars: each bar is a rectangle from its base to its value, centred on its group at any width', () => {
    const model = MODELS[0]![1]()
    const { drawing, ops } = linearDrawing(model, DESKTOP_BOX)
    for (const w of [600, 688, 760]) {
      const other = drawChart(model, w)
      for (const b of drawing.bars) {
        const op = ops.find((o) => o.tag === `bar ${b.series} ${b.group}`)!
        const shape = (op as { shape: unknown }).shape as { y: number; h: number }
        expect(shape.y).toBeCloseTo(b.end, 1)
        const el = other.bars.find((x) => x.series === b.series && x.group === b.group)!
        expect(Math.abs(shape.y - el.end)).toBeLessThanOrEqual(2)
      }
    }
  })
})

describe('the SVG', () => {
  it("draws no <line> with calc() ends (Chromium keeps those at the first layout's width), each in a frame that holds where it is shown", () => {
    for (const [name, make] of MODELS) {
      const model = make()
      for (const [width, variant] of [
        [DESKTOP_BOX, 'desktop'],
        [PHONE_BOX, 'phone'],
      ] as const) {
        const svg = chartSvg(model, width, variant)
        expect(svg, name).not.toMatch(/<line [^>]*calc\(/)
        // A frame's width stays positive from the narrowest box the drawing is shown in.
        for (const m of svg.matchAll(/<svg x="[^"]*" width="calc\((-?[\d.]+)px \+ ([\d.]+)%\)">/g))
          expect(
            Number(m[1]) + (Number(m[2]) / 100) * (variant === 'desktop' ? DESKTOP_DRAWING_FROM : 240),
          ).toBeGreaterThan(0)
      }
    }
    // The desktop drawing gives way to the phone's where the site's CSS says.
    const css = readFileSync('.vitepress/theme/style.css', 'utf8')
    expect(css).toContain(`@container (max-width: ${DESKTOP_DRAWING_FROM - 1}px)`)
  })

  const model = { ...MODELS[0]![1](), description: 'A <bar> chart & more.' }
  const svg = chartSvg(model, DESKTOP_BOX, 'desktop')

  it('is an image with the title and the description, in the theme colours', () => {
    expect(svg).toMatch(/^<svg class="BenchChart__svg-desktop" role="img" width="100%" height="320"/)
    expect(svg).toContain(`<title>${model.title}</title><desc>A &lt;bar&gt; chart &amp; more.</desc>`)
    expect(svg).toContain('fill="var(--bench-c-series-1)"')
    // Shared colours and text placement by class, styled by the site's CSS (each class must be there).
    expect(svg).toMatch(/<line class="g" y1=/)
    expect(svg).toMatch(/<text class="m e b" x=/)
    expect(svg).not.toContain('stroke="var(--bench-c-grid)"')
    expect(svg).not.toContain('overflow=')
    const css = readFileSync('.vitepress/theme/style.css', 'utf8')
    for (const cls of new Set([...svg.matchAll(/ class="([a-z ]+)"/g)].flatMap((m) => m[1]!.split(' '))))
      expect(css).toMatch(new RegExp(`\\.BenchChart__svg \\.${cls} \\{`))
    expect(svg).not.toMatch(/#[0-9a-f]{6}"/i)
  })

  it("draws the axis lines in the theme's grid colour, not Chart.js's fixed dark default", () => {
    // rgba(0,0,0,0.1) stayed dark in dark mode, on the page and in the standalone images.
    for (const drawing of [svg, embedColors(standaloneSvg(model))]) expect(drawing).not.toContain('rgba(0,0,0,0.1)')
    expect(svg).not.toMatch(/stroke="rgba/)
  })

  it('is smaller for the classes: each shared attribute is gone from the elements', () => {
    const text = compactSvg(
      '<svg x="1" overflow="visible"><text x="2" fill="var(--bench-c-muted)" text-anchor="end" dominant-baseline="central">a</text></svg><path d="M0 0" fill="none" stroke="var(--bench-c-grid)"/>',
    )
    expect(text).toBe('<svg x="1"><text class="m e b" x="2">a</text></svg><path class="g n" d="M0 0"/>')
  })

  it('writes coordinates that follow the box width as calc(), and marks bars and ticks', () => {
    expect(svg).toMatch(/<rect x="calc\([\d.-]+px \+ [\d.]+%\)" y="[\d.]+" width="calc\(/)
    expect(svg.match(/data-bar="/g)?.length).toBe(9)
    expect(svg).toMatch(/data-tick="0"/)
  })

  it('escapes labels from data', () => {
    const hostile = { ...model, labels: ['<img src=x onerror=alert(1)>', '{{ 7*7 }}', 'c'] }
    const out = chartSvg(hostile, DESKTOP_BOX, 'desktop')
    expect(out).not.toContain('<img')
    expect(out).toContain('&lt;img')
  })

  it('gives one drawing when it fits a phone too, else the desktop and the phone drawing', () => {
    expect(chartSvgs(model)).toMatch(/^<svg class="BenchChart__svg-any"[^]*<\/svg>$/)
    expect(chartSvgs(model).match(/<svg class=/g)).toHaveLength(1)
    // Long category names wrap differently in a phone's box: two drawings.
    const long = { ...model, labels: model.labels.map((l) => `${l} with a rather long name here`) }
    const both = chartSvgs(long)
    expect(both).toContain('class="BenchChart__svg-desktop"')
    expect(both).toContain(`class="BenchChart__svg-phone"`)
  })
})

describe('embeds', () => {
  it('are published at /charts/<page>/<chart-id>.svg, shown by a Markdown image that links to the chart', () => {
    expect(embedPath('fusion/performance.md', 'rpc-calls')).toBe('charts/fusion/performance/rpc-calls.svg')
    expect(embedPath('guide/index.md', 'a')).toBe('charts/guide/a.svg')
    expect(embedPath('index.md', 'a')).toBe('charts/index/a.svg')
    expect(embedPath('fusion/performance.md', 'rpc-calls', 'png')).toBe('charts/fusion/performance/rpc-calls.png')
    expect(embedMarkdown('Calls [per] second', 'https://x/charts/p/c.svg', 'https://x/p#c')).toBe(
      '[![Calls \\[per\\] second](https://x/charts/p/c.svg)](https://x/p#c)',
    )
  })

  it('are offered under each chart: the image link and its Markdown, folded, escaped for HTML', () => {
    const model = { ...MODELS[0]![1](), id: 'rpc-calls', title: 'Calls {{ 7*7 }} <b>' }
    const html = embedHtml('fusion/performance.md', model)
    expect(html).toMatch(/^<details class="BenchChart__embed"><summary>Embed this chart<\/summary>/)
    // Relative to the page, so that a site built for a sub-path (--base) links right.
    expect(html).toContain('<a href="../charts/fusion/performance/rpc-calls.svg">SVG image</a>')
    expect(html).toContain('(../charts/fusion/performance/rpc-calls.svg)](../fusion/performance#rpc-calls)</code>')
    expect(html).toContain('<a href="../charts/fusion/performance/rpc-calls.png">PNG image</a>')
    expect(html).toContain('(../charts/fusion/performance/rpc-calls.png)](../fusion/performance#rpc-calls)</code>')
    // Alt text: the title and what the chart shows.
    const described = embedHtml('fusion/performance.md', {
      ...model,
      title: 'Calls',
      description: 'Bar chart of calls [per second].\nBest: Sum.',
    })
    expect(described).toContain(
      '[![Calls. Bar chart of calls \\[per second\\]. Best: Sum.](../charts/fusion/performance/rpc-calls.svg)',
    )
    expect(embedHtml('index.md', model)).toContain('<a href="charts/index/rpc-calls.svg">')
    expect(html).not.toContain('{{')
    expect(html).not.toContain('<b>')
    expect(embedHtml(undefined, model)).toBe('')
  })

  it("take the light theme's colours from the CSS (no variables in an image)", () => {
    const vars = rootVars(':root { --a: #fff; --b: var(--a); }\n.dark { --a: #000; }')
    expect([...vars]).toEqual([
      ['--a', '#fff'],
      ['--b', 'var(--a)'],
    ])
    const c = lightColors()
    expect(c.series[0]).toBe('#643bae')
    expect(c.text).toBe('#3c3c43')
    expect(c.bg).toBe('#ffffff')
  })

  it('are standalone SVG files: fixed size, concrete colours with a dark scheme of their own, title, legend and description', () => {
    const model = { ...MODELS[0]![1](), description: 'Calls per second.' }
    const svg = embedColors(standaloneSvg(model))
    // The drawing's 688 px and a 16 px margin each side: the title no longer touches the image's edge.
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" role="img" width="720" height="\d+" viewBox="0 0 720 \d+"/,
    )
    expect(svg).toMatch(
      /<g transform="translate\(16 16\)"><text class="f\d+" x="0" y="16" font-size="14" font-weight="600"/,
    )
    // Away from its page, the image says which run it shows.
    expect(svg).toMatch(
      /<text class="f\d+" x="0" y="\d+" font-size="11" fill="#[0-9a-f]{6}">Run 2 of 2 \(Fusion 12\.3\.76 on \.NET 10\.0\.7\) · measured 2026-04-25<\/text>/,
    )
    expect(svg).not.toContain('var(')
    expect(svg).not.toContain('calc(')
    expect(svg).toContain('<desc>Calls per second.</desc>')
    for (const s of model.series) expect(svg).toContain(`>${s.label}</text>`)
    // Light colours as attributes; the dark ones in the SVG's own style sheet, by class.
    expect(svg).toContain('fill="#643bae"')
    expect(svg).toMatch(/<style>@media \(prefers-color-scheme: dark\)\{[^<]*\.f\d+\{fill:#797df9\}[^<]*\}<\/style>/)
    expect(svg).toMatch(/<rect class="f\d+" width="100%" height="100%" fill="#ffffff"\/>/)
    const bg = /<rect class="(f\d+)" width="100%"/.exec(svg)![1]
    expect(svg).toContain(`.${bg}{fill:#1b1b1f}`)
    // No element gets two class attributes (a stroke and a fill on one element share one).
    expect(svg.match(/<[^>]* class="[^"]*"[^>]* class="/)).toBeNull()
  })

  it("say under the drawing which run they show: a trend its runs and the latest one's date, a withdrawn run so", () => {
    expect(
      embedFooter({ caption: '20 runs', runs: [{ date: '2026-11-25T10:00:00Z' }, { date: '2026-11-26T19:58:20Z' }] }),
    ).toBe('20 runs, the latest measured 2026-11-26')
    expect(embedFooter({ caption: 'measured 2026-03-27', withdrawn: 'overstated' })).toBe(
      'measured 2026-03-27 (a withdrawn run)',
    )
    expect(embedFooter({ caption: '' })).toBe('')
  })

  it('read both themes from the CSS: .dark rules over :root', () => {
    const css = ':root { --a: #fff; --b: var(--a); --c: #111; }\n.dark { --a: #000; }'
    const light = rootVars(css)
    const dark = rootVars(css, new Map(light), '.dark')
    const vars = { light, dark }
    expect(embedColors('<svg><rect fill="var(--b)"/><line stroke="var(--c)"/></svg>', vars)).toBe(
      '<svg><style>@media (prefers-color-scheme: dark){.f0{fill:#000}.s1{stroke:#111}}</style><rect class="f0" fill="#fff"/><line class="s1" stroke="#111"/></svg>',
    )
  })
})

describe('threshold labels in the build-time drawing', () => {
  const model = buildChart(real('topgun-load-harness'), {
    suite: 'topgun-load-harness',
    metric: 'throughput',
    groups: 'mode',
    thresholds: true,
  })
  it("TopGun's floors: no label covers a bar (on the line over its bar, one hid the bar it measures)", () => {
    for (const log of [false, true])
      for (const width of [PHONE_BOX, DESKTOP_BOX]) {
        const d = drawChart(model, width, undefined, log)
        const a = d.chartArea
        const half = (a.right - a.left) / model.labels.length / 2
        const texts = d.ops.filter(
          (o): o is Extract<typeof o, { kind: 'text' }> => o.kind === 'text' && o.text.startsWith('Floor'),
        )
        for (const t of texts) {
          const w = textWidth(t.text, t.style.font)
          for (const bar of d.bars) {
            // One series: Chart.js's bar is 0.9 × 0.8 of its group's width.
            const thick = 2 * half * 0.72
            const [left, top, bottom] = [bar.mid - thick / 2, Math.min(bar.end, bar.base), Math.max(bar.end, bar.base)]
            const clear = t.x + w <= left || t.x >= left + thick || t.y + 7 <= top || t.y - 7 >= bottom
            expect(clear, `${width}${log ? ' log' : ''}: "${t.text}" over bar ${bar.group}`).toBe(true)
          }
          expect(t.y).toBeGreaterThan(a.top)
          expect(t.y).toBeLessThan(a.bottom)
          expect(
            Math.abs(t.x + w / 2 - (a.left + half)) < half || Math.abs(t.x + w / 2 - (a.right - half)) < half,
          ).toBe(true)
        }
      }
  })
  it('every line is named in words under the chart, and no empty band is kept above the plot for labels', () => {
    expect(bar.note?.(model, true)).toBe(
      'Dashed lines: floor 30,000\u00a0ops/s for Fire-and-wait (round-trip latency), floor 380,000\u00a0ops/s for Fire-and-forget (raw throughput).',
    )
    expect(drawChart(model, DESKTOP_BOX, undefined, true).chartArea.top).toBeLessThan(24)
  })
})

describe('bound bars in the build-time drawing', () => {
  it("TopGun's stripes cover each whole bound bar, as the live chart's do", () => {
    const model = buildChart(real('topgun-load-harness'), {
      suite: 'topgun-load-harness',
      metric: 'throughput',
      groups: 'mode',
      thresholds: true,
    })
    for (const width of [PHONE_BOX, DESKTOP_BOX]) {
      const svg = chartSvg(model, width, 'w')
      // A clip inside a nested viewport is read in that viewport's coordinates: the stripes' clip must not be.
      expect(svg).not.toMatch(/<svg x="[^"]*"[^>]*><path[^>]*clip-path/)
      // A position that follows the box's width is written calc(a px + b %): here, at this width.
      const px = (x: string) => {
        const m = /^calc\((-?[\d.]+)px \+ (-?[\d.]+)%\)$/.exec(x)
        return m ? Number(m[1]) + (Number(m[2]) / 100) * width : Number(x)
      }
      const clips = new Map(
        [...svg.matchAll(/<clipPath id="([^"]+)"><rect x="([^"]+)" y="[^"]+" width="([^"]+)"/g)].map((m) => [
          m[1]!,
          [px(m[2]!), px(m[2]!) + px(m[3]!)] as const,
        ]),
      )
      const striped = [...svg.matchAll(/<g clip-path="url\(#([^)]+)\)"><svg x="([^"]+)"[^>]*><path[^>]* d="([^"]+)"/g)]
      expect(striped.length, `${width}`).toBe(model.series[0]!.values.length)
      for (const [, id, x, d] of striped) {
        const [left, right] = clips.get(id!)!
        const xs = [...d!.matchAll(/[ML](-?[\d.]+) /g)].map((m) => px(x!) + Number(m[1]))
        // Stripes start at or before the bar's left edge and reach past its right edge.
        expect(Math.min(...xs), `${width}`).toBeLessThanOrEqual(left)
        expect(Math.max(...xs), `${width}`).toBeGreaterThanOrEqual(right)
      }
    }
  })
})

describe('labels that run into each other', () => {
  const text = (x: Lin, t: string): LinOp =>
    ({
      kind: 'text',
      text: t,
      x: 0,
      y: 100,
      angle: 0,
      lin: [x],
      style: { font: '12px Arial', align: 'center', baseline: 'middle' },
    }) as unknown as LinOp
  // Two tick labels 40 % of the box apart, each about 40 px wide: apart at 342 px, run together at 60 px.
  const ops = [text({ a: 0, b: 0.3 }, '100 ns'), text({ a: 0, b: 0.7 }, '200 ns')]

  it('are counted at the box width where they meet, not where they stand apart', () => {
    expect(labelCollisions(ops, 342)).toBe(0)
    expect(labelCollisions(ops, 60)).toBe(1)
    // Texts in different rows, or turned (an axis title), never count.
    expect(labelCollisions([ops[0]!, { ...ops[1]!, y: 130 } as LinOp], 60)).toBe(0)
    expect(labelCollisions([ops[0]!, { ...ops[1]!, angle: -Math.PI / 2 } as LinOp], 60)).toBe(0)
  })
})

describe('grid lines gathered into one frame', () => {
  const frame = (y: number, x = '66') =>
    `<svg x="${x}" width="calc(-78px + 100%)" overflow="visible"><line y1="${y}" x2="100%" y2="${y}"/></svg>`
  const tick = (y: number) => `<svg x="58" overflow="visible"><path d="M0 ${y}L7 ${y}"/></svg>`

  it('across tick marks only, never across another mark or into a frame of another place', () => {
    const merged = mergeFrames([frame(10), tick(10), frame(20), tick(20), '<rect/>', frame(30), frame(40, '70')])
    expect(merged).toEqual([
      '<svg x="66" width="calc(-78px + 100%)" overflow="visible"><line y1="10" x2="100%" y2="10"/><line y1="20" x2="100%" y2="20"/></svg>',
      tick(10),
      tick(20),
      '<rect/>',
      frame(30),
      frame(40, '70'),
    ])
  })
})

describe("a long trend's drawing", () => {
  // 120 runs × 10 series, as a two-year CI history of a middling suite: each line one path, the markers of
  // a series (thinned to MAX_MARKERS, the newest run always) in one path, every drawing within 100 kB.
  const runs = Array.from({ length: 120 }, (_, i) => ({
    id: `r${i}`,
    date: new Date(Date.UTC(2025, 0, 1) + i * 86400000).toISOString().slice(0, 10),
    results: Array.from({ length: 10 }, (_, b) => ({
      benchmark: `bench_${b}`,
      values: { time: { value: (100 + b * 37) * (1 + 0.05 * Math.sin(i * (b + 1))) } },
    })),
  }))
  const data = {
    suite: { id: 's', title: 'S', project: 'P', metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } } },
    runs,
  } as unknown as SuiteData
  const svg = chartSvgs(buildTrend(data, { suite: 's', metric: 'time' }))

  it('is at most 100 kB, a path per line and per kind of marker', () => {
    expect(svg.length).toBeLessThanOrEqual(100_000)
    const drawings = svg.split('<svg class="BenchChart__svg-').slice(1)
    for (const d of drawings) {
      // Ten lines, each one path through its 120 points (119 segments, no <line> per segment).
      const lines =
        d.match(/<path (?:class="n" )?d="M0 [^"]*"[^>]*stroke-width="2" vector-effect="non-scaling-stroke"/g) ?? []
      expect(lines).toHaveLength(10)
      for (const l of lines) expect(l.match(/L/g)).toHaveLength(119)
      // The circle markers of the first series: dots in one path, 12 of them (the newest run's among them).
      const dots = d.match(/<path [^>]*d="(M[\d.]+ [\d.]+h0)+"[^>]*stroke-linecap="round"/g) ?? []
      expect(dots.length).toBeGreaterThanOrEqual(1)
      expect(dots[0]!.match(/h0/g)).toHaveLength(12)
      expect(dots[0]).toContain('M1000 ')
    }
  })
})

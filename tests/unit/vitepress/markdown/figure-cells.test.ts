// Figure cells of hand-written Markdown tables (.vitepress/markdown/figure-cells.ts): which cells are a
// figure, and the class they get when VitePress renders a table.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { CARDS_CLASS, FIGURE_CLASS, figureCells, isFigureCell } from '../../../../.vitepress/markdown/figure-cells'

describe('isFigureCell', () => {
  it.each(['71.8 KB', '27 s', '10,000', '+30 %', '120.4 ns', '1.15×', '2 min 12 s', '304 B', '−4 %', ' 0.3 s '])(
    '%j is a figure',
    (t) => {
      expect(isFigureCell(t)).toBe(true)
    },
  )
  it.each([
    '',
    'build',
    'p50',
    'stddev, min, max',
    'runs of a repeated test',
    '`1.16MB`',
    '2026-11-22 run',
    '12 results in 3 benchmarks and more',
  ])('%j is not', (t) => {
    expect(isFigureCell(t)).toBe(false)
  })
})

describe('figureCells plugin', () => {
  let md: MarkdownRenderer
  beforeAll(async () => {
    md = await createMarkdownRenderer(join(__dirname, '../../../../docs'), { config: (m) => void m.use(figureCells) })
  })

  it('marks the cells that hold only a figure, and no header or text cell', () => {
    const html = md.render(
      '| runs | 10 | 1,000 |\n| --- | ---: | ---: |\n| build | 27 s | 0.3 s |\n| page | 71.8 KB | about 80 KB |\n',
    )
    const cells = [...html.matchAll(/<(td|th)(\s[^>]*)?>([^<]*)</g)].map(
      (m) => `${m[3]}${(m[2] ?? '').includes(FIGURE_CLASS) ? ' *' : ''}`,
    )
    expect(cells).toEqual(['runs', '10', '1,000', 'build', '27 s *', '0.3 s *', 'page', '71.8 KB *', 'about 80 KB'])
    // Column alignment from the Markdown stays (markdown-it writes it as a style).
    expect(html).toContain(`<td style="text-align:right" class="${FIGURE_CLASS}" data-label="10">27 s</td>`)
  })

  it('leaves text outside tables alone', () => {
    expect(md.render('It took 27 s.\n')).not.toContain(FIGURE_CLASS)
  })

  it('lets code in a cell break after "=", "/" and "," only, never inside a flag; code outside tables untouched', () => {
    const html = md.render('| Tool | Command |\n| --- | --- |\n| pytest | `pytest --benchmark-json=out/r.json` |\n')
    // Nor after a hyphen: a flag stays whole (a phone's card broke "--latency" into "-" and "-latency").
    expect(html).toContain('<code>pytest <span class="bench-nobr">--benchmark-json=</span><wbr>out/<wbr>r.json</code>')
    expect(md.render('Run `a=b/c`.\n')).toContain('<code>a=b/c</code>')
  })

  it('lets a field path or a name with underscores break between its names, never inside one, a version or before a file extension', () => {
    const html = md.render(
      '| Field | Meaning |\n| --- | --- |\n| `metrics.<id>.unit` | `items_per_second`, `kvbench 0.3.1`, `results[].benchmark`, `w-publish.yml`, `ankerl::nanobench` |\n',
    )
    expect(html).toContain('<code>metrics.<wbr>&lt;id&gt;.unit</code>')
    expect(html).toContain('<code>items_<wbr>per_<wbr>second</code>')
    expect(html).toContain('<code>kvbench 0.3.1</code>')
    expect(html).toContain('<code>results[].<wbr>benchmark</code>')
    expect(html).toContain('<code><span class="bench-nobr">w-publish.yml</span></code>')
    expect(html).toContain('<code>ankerl::<wbr>nanobench</code>')
  })

  it('labels each cell with its column and makes a table with text, not a grid of figures, cards on a phone', () => {
    const text = md.render('| `Option` | Meaning |\n| --- | --- |\n| `--x` | an option |\n')
    expect(text).toContain(`<table class="${CARDS_CLASS}" tabindex="0">`)
    expect(text).toContain('<td data-label="Option"><code><span class="bench-nobr">--x</span></code></td>')
    expect(text).toContain('<td data-label="Meaning">an option</td>')
    const mixed = md.render('| Tool | Command | Total |\n| --- | --- | --- |\n| go | `go test` | 5 min 45 s |\n')
    expect(mixed).toContain(CARDS_CLASS)
    const figures = md.render('| runs | 10 | 100 |\n| --- | --- | --- |\n| build | 27 s | — |\n')
    expect(figures).not.toContain(CARDS_CLASS)
    expect(figures).toContain('data-label="10"')
  })
})

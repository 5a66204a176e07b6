// Which blocks start far below the first screen (markdown/placement.ts), and the head script that lets
// the first paint skip them. The lower bounds are checked against real layouts in Chromium by
// tests/e2e/budgets.spec.ts; here, the counting and the script's decisions.
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { benchBlocks, resetBenchData } from '../../../../.vitepress/markdown/bench-blocks'
import {
  chartFloor,
  FAR_BELOW,
  firstFarId,
  firstPaintScript,
  MAX_VIEWPORT,
  PARSED_ID,
  tableFloor,
} from '../../../../.vitepress/markdown/placement'

let md: MarkdownRenderer
beforeAll(async () => {
  delete process.env.BENCH_DATA_DIR
  resetBenchData()
  md = await createMarkdownRenderer(join(__dirname, '../../../../docs'), {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})

const render = (src: string) => md.render(src, { relativePath: 'x.md' })
const TABLE = '```bench-table\nsuite: fusion-redis\nmetric: rps\nrows: benchmark\ncaption: Reference\n```\n'
const CHART =
  '```bench-chart\nsuite: fusion-perf-test\nmetric: throughput\ngroups: database\nseries: fusion\nwhere: { scenario: multi-reader }\ntitle: Lookups\n```\n'
/** `n` one-line paragraphs: 24 px each. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i}.`).join('\n\n') + '\n\n'
/** Whether each table or chart block of the HTML is marked far, in order. */
const farFlags = (html: string) =>
  [...html.matchAll(/<(BenchTable|BenchChart)( class="bench-far")?/g)].map((m) => !!m[2])

// The nav bar (64 px) comes first; one-line paragraphs count 24 px.
const FIRST_FAR = Math.ceil((FAR_BELOW - 64) / 24)

describe('far blocks', () => {
  it('a block is far once the text above it surely reaches FAR_BELOW, not one line earlier', () => {
    expect(farFlags(render(lines(FIRST_FAR) + TABLE))).toEqual([true])
    expect(farFlags(render(lines(FIRST_FAR - 1) + TABLE))).toEqual([false])
    expect(farFlags(render(TABLE + TABLE))).toEqual([false, false])
  })

  it('counts the blocks above with their rows and plot heights', () => {
    const rows = (render(TABLE).match(/\\"header\\"|&quot;header&quot;/g) ?? []).length
    expect(rows).toBeGreaterThan(0)
    // Enough tables in a row: the first that starts past FAR_BELOW is the first marked.
    const n = Math.ceil((FAR_BELOW - 64) / tableFloor(rows))
    const flags = farFlags(render(TABLE.repeat(n + 2)))
    expect(flags.indexOf(true)).toBe(n)
    expect(flags.slice(n).every(Boolean)).toBe(true)
    // A chart counts its title, tool bar and plot box (320 px by default).
    expect(chartFloor(320)).toBe(24 + 32 + 320)
    const charts = Math.ceil((FAR_BELOW - 64) / chartFloor(320))
    expect(farFlags(render(CHART.repeat(charts + 1))).indexOf(true)).toBe(charts)
  })

  it('counts a long paragraph as several lines, but only the text it shows', () => {
    const long = `${'word '.repeat(28 * 10)}\n\n` // 1,400 characters: at least 10 lines at any width
    expect(farFlags(render(long + lines(FIRST_FAR - 10) + TABLE))).toEqual([true])
    expect(farFlags(render(long + lines(FIRST_FAR - 11) + TABLE))).toEqual([false])
    // An inline figure shows a few characters, however long its source.
    const figures = `${':fig{suite=fusion-perf-test metric=throughput scenario=multi-reader fusion=with database=SQLite} '.repeat(40)}\n\n`
    expect(farFlags(render(figures + lines(FIRST_FAR - 2) + TABLE))).toEqual([false])
  })

  it('blocks in a closed details block take no room and are never far', () => {
    const folded = `::: details More\n\n${lines(80)}${TABLE}\n:::\n\n`
    expect(farFlags(render(folded + TABLE))).toEqual([false, false])
    expect(farFlags(render(lines(FIRST_FAR) + folded + TABLE))).toEqual([false, true])
  })

  it('static tables of far blocks carry the class on their box', () => {
    const html = render(lines(FIRST_FAR) + '```bench-env\nsuite: fusion-perf-test\n```\n')
    expect(html).toContain('<div class="bench-table bench-far"')
    expect(render('```bench-env\nsuite: fusion-perf-test\n```\n')).toContain('<div class="bench-table" ')
  })
})

describe('first paint script', () => {
  type Listener = () => void
  function run(opts: { hash?: string; type?: string; height?: number; readyState?: string }) {
    const classes = new Set<string>()
    const frames: Listener[] = []
    const timers: Listener[] = []
    const listeners: Record<string, Listener> = {}
    const head: Array<Record<string, string>> = []
    const document = {
      head: { appendChild: (el: Record<string, string>) => head.push(el) },
      createElement: (tag: string) => {
        const el: Record<string, string> & { setAttribute?: (k: string, v: string) => void } = { tag }
        el.setAttribute = (k, v) => {
          el[k] = v
        }
        return el
      },
      readyState: opts.readyState ?? 'loading',
      documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } },
      addEventListener: (e: string, f: Listener) => {
        listeners[e] = f
      },
    }
    runInNewContext(firstPaintScript, {
      document,
      location: { hash: opts.hash ?? '' },
      innerHeight: opts.height ?? 900,
      performance: { getEntriesByType: () => [{ type: opts.type ?? 'navigate' }] },
      requestAnimationFrame: (f: Listener) => frames.push(f),
      setTimeout: (f: Listener) => timers.push(f),
    })
    const marked = () => classes.has('bench-first-paint')
    return { marked, listeners, frames, timers, head }
  }

  it('marks a fresh load at the top and lifts the mark one frame after the document is parsed', () => {
    const r = run({})
    expect(r.marked()).toBe(true)
    r.listeners.DOMContentLoaded!()
    expect(r.marked()).toBe(true)
    r.frames.shift()!() // the first frame's callbacks run before it renders
    expect(r.marked()).toBe(true)
    r.timers.shift()!() // after that frame
    expect(r.marked()).toBe(false)
  })

  it('works when the document is already parsed', () => {
    const r = run({ readyState: 'interactive' })
    expect(r.marked()).toBe(true)
    r.frames.shift()!()
    r.timers.shift()!()
    expect(r.marked()).toBe(false)
  })

  it('at an anchor, holds the first paint until the page is parsed and skips nothing', () => {
    for (const hash of ['#rpc-calls', '#a%20b', '#%E0%A4%A']) {
      const r = run({ hash })
      expect(r.marked()).toBe(false)
      expect(r.head).toHaveLength(1)
      expect(r.head[0]).toMatchObject({ tag: 'link', rel: 'expect', href: `#${PARSED_ID}`, blocking: 'render' })
    }
    expect(run({}).head).toHaveLength(0)
  })

  it('skips nothing on reloads and history steps, or in a tall window', () => {
    expect(run({ type: 'reload' }).marked()).toBe(false)
    expect(run({ type: 'back_forward' }).marked()).toBe(false)
    expect(run({ height: MAX_VIEWPORT + 1 }).marked()).toBe(false)
    expect(run({ height: MAX_VIEWPORT }).marked()).toBe(true)
  })
})

describe('firstFarId: the element a far page holds its first paint for', () => {
  it('is the id of the first element whose classes include bench-far, wherever the id stands in its tag', () => {
    const html =
      '<div class="bench-table" id="near"></div><p class="x-bench-far">a</p><div class="bench-fargo" id="no"></div>' +
      '<div id="local-services" class="bench-table BenchTable bench-far"><table></table></div>' +
      '<figure class="bench-far" id="later"></figure>'
    expect(firstFarId(html)).toBe('local-services')
    expect(firstFarId('<div class="bench-far a" data-id="x" id="b"></div>')).toBe('b')
  })

  it('is undefined on a page without far blocks, or when the first one has no id', () => {
    expect(firstFarId('<div class="bench-table" id="t"></div>')).toBeUndefined()
    expect(firstFarId('<div class="bench-far" data-id="x"></div><div class="bench-far" id="y"></div>')).toBeUndefined()
  })
})

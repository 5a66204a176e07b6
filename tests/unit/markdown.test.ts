// The markdown-it plugin as VitePress runs it: fences and inline figures expand to HTML built from
// data/, mistakes fail naming the page and the line, and hostile names from data never reach the
// page as markup or as Vue template syntax.
// markdown-it is bundled inside VitePress (not resolvable on its own here), so the renderer comes
// from VitePress's createMarkdownRenderer with the plugin added the way .vitepress/config.ts does.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { benchBlocks, benchData, resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { esc, tableHtml } from '../../.vitepress/markdown/html'
import type { TableView } from '../../data/schema/block-schema'
import { parseRef } from '../../components/views/figures'
import { buildChart } from '../../components/views/chart'
import { describeChart } from '../../components/views/describe-text'
import { buildTable } from '../../components/views/table'
import type { TableModel } from '../../components/views/table'
import { loadAll } from '../../scripts/write/store'

const NB = '\u00a0'
const TH = '\u2009'

let md: MarkdownRenderer
const savedDataDir = process.env.BENCH_DATA_DIR

beforeAll(async () => {
  delete process.env.BENCH_DATA_DIR
  resetBenchData()
  md = await createMarkdownRenderer(join(__dirname, '../../docs'), {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})

afterAll(() => {
  if (savedDataDir === undefined) delete process.env.BENCH_DATA_DIR
  else process.env.BENCH_DATA_DIR = savedDataDir
  resetBenchData()
})

const raw = (src: string, env: Record<string, unknown> = { relativePath: 'x.md' }) => md.render(src, env)
/** Pages render tables as <BenchTable spec>, whose server render is tableHtml's markup (tests/unit/run-switch.test.ts). */
const render = (src: string, env?: Record<string, unknown>) =>
  raw(src, env).replace(/<BenchTable spec="([^"]*)" \/>/g, (_, s: string) => {
    const t = JSON.parse(unescape(s)) as { id: string; model: TableModel; view: TableView }
    return tableHtml(t.model, t.id, t.view)
  })
const fence = (name: string, yaml: string) => '```' + name + '\n' + yaml.trim() + '\n```\n'

/** Reverses esc() (and the attribute quoting) so that a spec attribute can be parsed back. */
function unescape(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#123;/g, '{')
    .replace(/&#125;/g, '}')
    .replace(/&amp;/g, '&')
}

function chartSpecs(html: string): unknown[] {
  return [...html.matchAll(/<BenchChart spec="([^"]*)" \/>/g)].map((m) => JSON.parse(unescape(m[1]!)))
}

/** The text of each <td> and <th scope="row"> of a rendered table, row by row. */
function tableCells(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => unescape(c[1]!.replace(/<[^>]+>/g, ''))),
  )
}

describe('html escaping', () => {
  it('esc escapes markup, quotes and Vue template braces', () => {
    expect(esc(`<a href="x" title='y'>&{{ z }}</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#123;&#123; z &#125;&#125;&lt;/a&gt;',
    )
    expect(unescape(esc(`<a href="x" title='y'>&amp;{{ z }}</a>`))).toBe(`<a href="x" title='y'>&amp;{{ z }}</a>`)
  })

  it('parseRef reads key=value pairs, quoted values with spaces', () => {
    expect(parseRef('suite=fusion-rpc metric=calls benchmark="Complex Struct" x.y=1')).toEqual({
      suite: 'fusion-rpc',
      metric: 'calls',
      benchmark: 'Complex Struct',
      'x.y': '1',
    })
    expect(parseRef('')).toEqual({})
    expect(() => parseRef('just words')).toThrow('cannot read "just words": expected key=value pairs')
  })
})

describe('blocks from the real data/', () => {
  it('bench-table renders the figures, the speedup row and the caption', () => {
    const html = render(
      fence(
        'bench-table',
        `
suite: fusion-perf-test
metric: throughput
where: { scenario: multi-reader }
rows: fusion
columns: database
speedupRow: { row: with, baseline: without }
caption: Multiple readers + 1 mutator (all cores)
`,
      ),
    )
    const [spec] = [
      ...raw(
        fence(
          'bench-table',
          'suite: fusion-perf-test\nmetric: throughput\nrows: fusion\ncolumns: database\nrun: previous',
        ),
      ).matchAll(/<BenchTable spec="([^"]*)" \/>/g),
    ].map((m) => JSON.parse(unescape(m[1]!)) as { view: object; runId: string })
    // What the browser needs to rebuild the table for another run: the view without its run, and the run shown.
    expect(spec).toMatchObject({
      view: { suite: 'fusion-perf-test', metric: 'throughput', rows: 'fusion', columns: 'database' },
      runId: 'net10.0.1',
    })
    expect(spec!.view).not.toHaveProperty('run')
    expect(html).toContain('<div class="bench-table" id="multiple-readers-1-mutator-all-cores">')
    expect(html).toContain(
      'Multiple readers + 1 mutator (all cores)<span class="bench-table__note">Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · measured 2026-04-25</span>',
    )
    expect(html).toContain(
      '<thead><tr><th scope="col">Fusion</th><th scope="col">SQLite</th><th scope="col">PostgreSQL</th></tr></thead>',
    )
    expect(html).toContain(`<td class="num" title="316340000 calls/s">316.34M${NB}calls/s</td>`)
    expect(html).toContain(
      '<tr class="emphasis"><th scope="row" class="bench-keep">Speedup</th><td class="num tone-good">2,032×</td><td class="num tone-good">8,126×</td></tr>',
    )
    expect(tableCells(html)).toEqual([
      ['Fusion', 'SQLite', 'PostgreSQL'],
      ['Without Fusion', `155.68K${NB}calls/s`, `38.61K${NB}calls/s`],
      ['With Fusion', `316.34M${NB}calls/s`, `313.75M${NB}calls/s`],
      ['Speedup', '2,032×', '8,126×'],
    ])
  })

  it('bench-table cells are the table model’s (ergo winner and advantage)', () => {
    const yaml = `
suite: ergo-serialization
metric: time
rows: [benchmark, op]
columns: codec
winner: true
advantage: { of: [EDF, EDF (+cache)], against: [Protobuf, Gob], label: EDF advantage }
`
    const html = render(fence('bench-table', yaml))
    const data = loadAll().get('ergo-serialization')!
    const model = buildTable(data, {
      suite: 'ergo-serialization',
      metric: 'time',
      rows: ['benchmark', 'op'],
      columns: 'codec',
      winner: true,
      advantage: { of: ['EDF', 'EDF (+cache)'], against: ['Protobuf', 'Gob'], label: 'EDF advantage' },
    })
    const cells = tableCells(html)
    expect(cells[0]).toEqual([model.rowHeader, ...model.head])
    expect(cells.slice(1)).toEqual(model.rows.map((r) => [r.header, ...r.cells.map((c) => c.text)]))
    expect(cells[1]).toEqual([
      'String Encode',
      `29.96${NB}ns`,
      `23.45${NB}ns`,
      `44.37${NB}ns`,
      `76.42${NB}ns`,
      'EDF (+cache)',
      `47${NB}% faster`,
      `69${NB}% faster`,
    ])
  })

  it('bench-chart renders <BenchChart spec> whose JSON is the chart model', () => {
    const view = {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
      groups: 'benchmark',
      series: 'framework',
      speedup: 'ActualLab.Rpc',
      title: 'RPC calls per second',
      id: 'rpc-calls',
    }
    const html = render(
      fence(
        'bench-chart',
        `
suite: fusion-rpc
metric: calls
where: { benchmark: [Sum, GetUser, SayHello] }
groups: benchmark
series: framework
speedup: ActualLab.Rpc
title: RPC calls per second
id: rpc-calls
`,
      ),
    )
    expect(html.startsWith('<BenchChart spec="')).toBe(true)
    expect(html).not.toContain('"{')
    const specs = chartSpecs(html)
    expect(specs).toHaveLength(1)
    const model = buildChart(loadAll().get('fusion-rpc')!, view)
    // The model, with the sentence a screen reader hears attached at build time (describe-text.ts).
    expect(specs[0]).toEqual(JSON.parse(JSON.stringify({ ...model, description: describeChart(model) })))
    expect((specs[0] as { description: string }).description).toMatch(
      /^Bar chart of Calls \(calls\/s, higher is better\) across Sum, GetUser, SayHello/,
    )
    expect((specs[0] as { labels: string[] }).labels).toEqual(['Sum', 'GetUser', 'SayHello'])
  })

  it('charts and tables on one page get distinct ids', () => {
    const chart = fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nwhere: { benchmark: Sum }\nid: rpc-sum')
    const table = fence(
      'bench-table',
      'suite: fusion-rpc\nmetric: calls\nrows: framework\nwhere: { benchmark: Sum }\ncaption: Sum',
    )
    const html = render(`${chart}\n${chart}\n${table}\n${table}\n${chart}`)
    expect(chartSpecs(html).map((s) => (s as { id: string }).id)).toEqual(['rpc-sum', 'rpc-sum-2', 'rpc-sum-3'])
    expect([...html.matchAll(/<div class="bench-table" id="([^"]+)"/g)].map((m) => m[1])).toEqual(['sum', 'sum-2'])
    // Each page starts afresh.
    expect(chartSpecs(render(chart)).map((s) => (s as { id: string }).id)).toEqual(['rpc-sum'])
  })

  it('bench-env, bench-changes, bench-runs, bench-thresholds', () => {
    const env = render(fence('bench-env', 'suite: fusion-rpc\ncaption: Test machine'))
    expect(tableCells(env)).toEqual([
      ['Component', 'Specification'],
      ['CPU', 'AMD Ryzen 9 9950X3D 16-Core Processor'],
      ['Cores', '16 cores, 32 threads'],
      ['RAM', '96 GB DDR5'],
      ['OS', 'Windows 11'],
      ['.NET', '10.0.7'],
      ['Tool', 'RpcBenchmark.cmd (ActualLab.Fusion.Samples)'],
      ['Command', 'RpcBenchmark.cmd'],
    ])
    expect(env).toContain('id="test-machine"')
    expect(env).toContain(
      '<span class="bench-table__note">The Ryzen 9 9950X3D has 16 physical cores; SMT exposes 32 logical processors.</span>',
    )

    const changes = render(fence('bench-changes', 'suite: fusion-rpc\nmetric: calls\nwhere: { benchmark: Sum }'))
    expect(changes).toContain(
      '<p class="bench-env-changed"><strong>Not like for like:</strong> the environment changed between these runs (.NET: 10.0.1 → 10.0.7)',
    )
    expect(changes).toContain(
      'Run 1 of 2 (.NET 10.0.1) → Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7). Benchmark: Sum. A change counts when it is beyond the benchmark’s noise band',
    )
    // The metric in the caption, one row per benchmark, parameters as named columns.
    expect(changes).toContain('<th scope="col">Framework</th>')
    // Within the scatter of the pair's nine benchmarks (±29.6 %), the three Sum rows fold into one line,
    // and a group with no change is that line alone, no table (its caption says what it is).
    const [table, folded = ''] = changes.split('<details class="bench-changes__folded"')
    expect(table).not.toMatch(/<tr class="verdict-(improved|regressed|unchanged)/)
    expect(table).not.toContain('<table')
    expect(table).toContain(
      '<strong>Changes in ActualLab.Rpc vs. gRPC and SignalR (RpcBenchmark.cmd, local): Calls</strong>: all 3 unchanged within noise.',
    )
    // A quiet group with some figures equal in both runs says so in words (it read "all 9 unchanged (1 identical) within noise").
    expect(render(fence('bench-changes', 'suite: fusion-rpc\nmetric: calls'))).toMatch(
      /: Calls<\/strong>: all 9 unchanged within noise, 1 of them identical in both runs\./,
    )
    // The rule of a change is said under the first group it decided, not under one whose figures are all
    // identical (Fusion said it under "Cached vs. uncached lookups: all 8 identical in both runs").
    const pair = render(
      fence('bench-changes', 'suite: fusion-perf-test\ncaption: Cached') +
        fence('bench-changes', 'suite: fusion-samples\ncaption: Services'),
    )
    const [cached, services = ''] = pair.split('<strong>Services: ')
    expect(cached).toContain('all 8 identical in both runs')
    expect(cached).not.toContain('A change counts when')
    expect(services).toContain('A change counts when')
    // The folded rows stay on the page, closed under the table, every figure readable.
    expect(folded).toContain('<summary>Show its 3 rows</summary>')
    expect(folded.match(/<tr class="verdict-unchanged"/g)).toHaveLength(3)
    // What decided a verdict opens under it by touch or keyboard, without JavaScript too (a row's `title`,
    // all there was, reaches neither).
    const docker = render(fence('bench-changes', 'suite: fusion-rpc-docker\nmetric: calls\nwhere: { benchmark: Sum }'))
    expect(docker).not.toMatch(/<tr [^>]*title=/)
    expect(docker).not.toContain('point at a row')
    // Two changes blocks of one pair on a page: the pair is said under the first only (Fusion said it four times).
    const two = render(
      fence('bench-changes', 'suite: fusion-rpc\nmetric: calls') +
        fence('bench-changes', 'suite: fusion-rpc\nmetric: items'),
    )
    expect(two.split('Run 1 of 2 (.NET 10.0.1) → Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7).').length - 1).toBe(1)
    // The rows folded under a table, in plain words ("unchanged or without a verdict (14)" was not).
    const all = render(fence('bench-changes', 'suite: fusion-rpc-docker\nmetric: calls'))
    expect(all).toMatch(/<summary>Show the other \d+ rows<\/summary>/)
    expect(all).not.toContain('unchanged or without a verdict')
    expect(docker).toMatch(
      /<tr class="verdict-improved"><th scope="row" class="bench-words">ActualLab.<wbr>Rpc<\/th>.*<details class="verdict-why"><summary>Why<\/summary><span>[^<]*band[^<]*<\/span><\/details><\/td><\/tr>/,
    )

    const first = render(fence('bench-changes', 'suite: ergo-serialization'))
    expect(first).toBe(
      '<p class="bench-note">This is the first recorded run of Ergo serialization: EDF vs. Protobuf vs. Gob: nothing to compare yet.</p>\n',
    )

    const runs = render(fence('bench-runs', 'suite: topgun-load-harness\nmetric: throughput'))
    const rows = tableCells(runs)
    // No run has a version: no Version column; the retired run's reason in a row of its own under it.
    expect(rows[0]).toEqual(['Run', 'Throughput', 'Status'])
    expect(rows[1]).toEqual([
      '2026-04-18',
      `≥${TH}37,000${NB}ops/s; ≥${TH}480,000${NB}ops/s (runs: 483,000${NB}ops/s, 487,000${NB}ops/s)`,
      'Current',
    ])
    // One word for one state: the status says "Withdrawn", as the note under it and the home page do (it said "Retired").
    expect(rows[2]).toEqual(['2026-03-27', `560,000${NB}ops/s`, 'Withdrawn'])
    expect(rows[3]![0]).toMatch(/^Withdrawn: /)
    expect(runs).toContain('<tr class="retired bench-row-note"><td colspan="3">Withdrawn: ')

    const th = tableCells(render(fence('bench-thresholds', 'suite: topgun-load-harness')))
    expect(th[1]).toEqual([
      'Fire-and-wait (round-trip latency)',
      'Minimum throughput',
      `30,000${NB}ops/s`,
      `≥${TH}37,000${NB}ops/s meets it`,
    ])
    expect(th[5]).toEqual([
      'Fire-and-forget (raw throughput)',
      'Maximum p50 latency',
      `1,000${NB}ms`,
      `<${TH}1,000${NB}ms meets it`,
    ])
    expect(th[6]).toEqual(['All', 'Regression tolerance', `20${NB}%`, '—'])
  })

  it('other fences render as code', () => {
    const html = render('```js\nlet x = 1\n```\n')
    expect(html).toContain('language-js')
    expect(html).not.toContain('bench-table')
  })
})

describe('inline figures', () => {
  it(':fig renders the formatted value with the exact figure as title', () => {
    const html = render('gRPC makes :fig{suite=fusion-rpc metric=calls benchmark=Sum framework=gRPC} here.')
    // The suite and the reference ride along, so the figure can follow a reader's choice of another run.
    expect(html).toBe(
      `<p>gRPC makes <span data-suite="fusion-rpc" data-fig="fig suite=fusion-rpc metric=calls benchmark=Sum framework=gRPC" class="bench-fig" title="1290000 calls/s">1.29M${NB}calls/s</span> here.</p>\n`,
    )
  })

  it(':fig with a stat, a previous run, a qualifier and a derived metric', () => {
    expect(render(':fig{suite=fusion-rpc metric=latency stat=p99 benchmark=Sum framework=gRPC}')).toContain(
      `title="13.7 ms">13.7${NB}ms</span>`,
    )
    expect(render(':fig{suite=fusion-rpc metric=calls run=previous benchmark=Sum framework=gRPC}')).toContain(
      `>1.11M${NB}calls/s</span>`,
    )
    expect(render(':fig{suite=topgun-load-harness metric=throughput mode=fire-and-forget}')).toContain(
      `>≥${TH}480,000${NB}ops/s</span>`,
    )
    expect(render(':fig{suite=fusion-rpc metric=bytes benchmark=Stream100 framework=ActualLab.Rpc}')).toContain(
      `title="4301000000 B/s">4.30${NB}GB/s</span>`,
    )
    expect(
      render(':fig{suite=ergo-serialization metric=time benchmark="Nested Struct" op=Decode codec=EDF}'),
    ).toContain(`>2,137${NB}ns</span>`)
  })

  it(':ratio, :run and :value', () => {
    expect(
      render(':ratio{suite=fusion-rpc metric=calls benchmark=Sum framework=ActualLab.Rpc / framework=gRPC}'),
    ).toContain('" class="bench-fig" title="10160000 calls/s / 1290000 calls/s">7.9×</span>')
    // A figure pinned to a run, or counting runs, does not follow a run switch.
    expect(render(':run{suite=fusion-rpc run=previous field=label}')).not.toContain('data-fig')
    expect(render(':run{suite=topgun-load-harness field=count}')).not.toContain('data-fig')
    expect(
      render(
        ':ratio{suite=fusion-samples metric=throughput benchmark="HTTP Client → Fusion Service" approx=true / benchmark="HTTP Client → Regular Service"}',
      ),
    ).toContain('>~4.9×</span>')
    expect(render(':run{suite=fusion-rpc field=date}')).toContain(
      'title="Date of run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)">2026-04-25</span>',
    )
    expect(render(':run{suite=fusion-rpc field=version}')).toContain('>12.3.76</span>')
    expect(render(':run{suite=fusion-rpc run=previous field=label}')).toContain('>.NET 10.0.1 run</span>')
    expect(render(':run{suite=topgun-load-harness field=count}')).toContain('title="1 run">1</span>')
    expect(render(':run{suite=topgun-load-harness field=runs}')).toContain('title="1 run">1 run</span>')
    expect(render(':value{suite=fusion-rpc metric=calls benchmark=Sum framework=gRPC per=1000 unit=users}')).toContain(
      `title="1290000 calls/s / 1000">1,290${NB}users</span>`,
    )
  })

  it('a figure that matches several results fails naming the page and the figure', () => {
    expect(() => render('Intro\n\nSum is :fig{suite=fusion-rpc metric=calls benchmark=Sum} fast.')).toThrow(
      'x.md: :fig{suite=fusion-rpc metric=calls benchmark=Sum}: figure {"suite":"fusion-rpc","metric":"calls","benchmark":"Sum"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches 3 results (framework=ActualLab.Rpc; framework=gRPC; framework=SignalR); add framework=… to pick one',
    )
    expect(() => render(':fig{suite=fusion-rpc metric=calls benchmark=Nope}')).toThrow(
      'x.md: :fig{suite=fusion-rpc metric=calls benchmark=Nope}: figure {"suite":"fusion-rpc","metric":"calls","benchmark":"Nope"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches no result: benchmark="Nope" is not among the values left (Sum, GetUser, SayHello)',
    )
    expect(() => render(':fig{suite=fusion-rpc metric=calls benchmrk=Sum}')).toThrow(
      'x.md: :fig{suite=fusion-rpc metric=calls benchmrk=Sum}: figure {"suite":"fusion-rpc","metric":"calls","benchmrk":"Sum"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches no result: no result has the key "benchmrk"; did you mean "benchmark"? (keys: benchmark, framework)',
    )
    expect(() => render(':fig{suite=fusion-rpc metric=cals benchmark=Sum}')).toThrow(
      'x.md: :fig{suite=fusion-rpc metric=cals benchmark=Sum}: suite "fusion-rpc" has no metric "cals"; did you mean "calls"? (metrics: calls, items, bytes, latency)',
    )
  })

  it("the guide's table of figures shows what they render over the example data (the guide renders none)", () => {
    // Live figures in the guide broke a site without the example suites; its table is text, kept true here.
    const guide = readFileSync(join(__dirname, '../../docs/guide/pages.md'), 'utf8')
    const rows = [...guide.matchAll(/^\| `(:(?:fig|ratio|run|value)\{[^`]+\})`[^|]* \| (.+) \|$/gm)]
    expect(rows.length).toBe(7)
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/[\u00a0\u2009]/g, ' ')
        .trim()
    for (const [, ref, shown] of rows) expect(text(render(ref!))).toBe(shown)
  })

  it('a block naming a parameter, value or metric no run has fails with one line and did you mean', () => {
    // Built with exit 0 and an empty chart before: groups and series fell back to whatever varied.
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\ngroups: benchmrk'))).toThrow(
      'x.md:1 (bench-chart): groups: no run of suite "fusion-rpc" has the parameter "benchmrk"; did you mean "benchmark"? (parameters: benchmark, framework, itemBytes)',
    )
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nseries: framwork'))).toThrow(
      'did you mean "framework"?',
    )
    expect(() =>
      render(fence('bench-trend', 'suite: fusion-rpc\nmetric: calls\nwhere: { benchmark: Summ, framework: gRPC }')),
    ).toThrow('x.md:1 (bench-trend): where: no run of suite "fusion-rpc" has benchmark=Summ; did you mean "Sum"?')
    expect(() =>
      render(fence('bench-table', 'suite: fusion-rpc\nmetric: [calls, itms]\nrows: benchmark\ncolumns: framework')),
    ).toThrow('suite "fusion-rpc" has no metric "itms"; did you mean "items"?')
  })

  it('other figure mistakes', () => {
    expect(() => render(':fig{suite=fusion-rpc benchmark=Sum}')).toThrow(
      'x.md: :fig{suite=fusion-rpc benchmark=Sum}: a figure needs suite= and metric=',
    )
    expect(() => render(':fig{suite=fusion-rpc metric=nope framework=gRPC}')).toThrow(
      'suite "fusion-rpc" has no metric "nope"',
    )
    expect(() => render(':fig{suite=nope metric=calls}')).toThrow(
      'x.md: :fig{suite=nope metric=calls}: unknown suite "nope" (suites: ergo-pubsub, ergo-serialization,',
    )
    expect(() => render(':fig{suite=fusion-rpc metric=calls stat=p99 benchmark=Sum framework=gRPC}')).toThrow(
      'no "p99" recorded',
    )
    expect(() => render(':ratio{suite=fusion-rpc metric=calls}')).toThrow('needs "left / right"')
    expect(() => render(':run{suite=ergo-serialization field=date}')).toThrow(
      'run "published" of "ergo-serialization" has no date',
    )
  })
})

describe('block mistakes fail the build naming page, line and problem', () => {
  it('an unknown key (YAML typo)', () => {
    const src =
      '# Title\n\nSome text.\n\n' + fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nseriess: framework')
    expect(() => render(src)).toThrow('x.md:5 (bench-chart): $: expected no unknown keys, found "seriess"')
  })

  it('a misspelt required key names the line and the key that is missing', () => {
    const src = '# Title\n\n' + fence('bench-table', 'suite: fusion-rpc\nmetirc: calls\nrows: benchmark')
    let message = ''
    try {
      render(src)
    } catch (e) {
      message = (e as Error).message
    }
    expect(message.startsWith('x.md:3 (bench-table): $.metric: ')).toBe(true)
  })

  it('a wrong type in the YAML', () => {
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nhorizontal: yes please'))).toThrow(
      'x.md:1 (bench-chart): $.horizontal: expected true or false, found string',
    )
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nheight: 50'))).toThrow(
      'x.md:1 (bench-chart): $.height: ',
    )
  })

  it('YAML that does not parse', () => {
    expect(() => render('\n' + fence('bench-chart', 'suite: fusion-rpc\nwhere: [1'))).toThrow(
      /^x\.md:2 \(bench-chart\): expected valid YAML \(/,
    )
  })

  it('an unknown suite', () => {
    expect(() => render('Text\n\n' + fence('bench-table', 'suite: nope\nmetric: calls\nrows: benchmark'))).toThrow(
      'x.md:3 (bench-table): unknown suite "nope" (suites: ergo-pubsub, ergo-serialization, example-go, fusion-perf-test, fusion-redis, fusion-rpc, fusion-rpc-docker, fusion-samples, silly-redis, topgun-load-harness)',
    )
  })

  it('view errors (unknown metric, nothing matches, unknown run, no environment)', () => {
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: nope'))).toThrow(
      'x.md:1 (bench-chart): suite "fusion-rpc" has no metric "nope" (metrics: calls, items, bytes, latency)',
    )
    expect(() =>
      render(fence('bench-table', 'suite: fusion-rpc\nmetric: calls\nrows: benchmark\nwhere: { benchmark: Nope }')),
    ).toThrow(
      'x.md:1 (bench-table): where: no run of suite "fusion-rpc" has benchmark=Nope (benchmark: Sum, GetUser, SayHello, Stream1, Stream100, Stream10K)',
    )
    expect(() => render(fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nrun: nope'))).toThrow(
      'x.md:1 (bench-chart): suite "fusion-rpc" has no run "nope"',
    )
    expect(() => render(fence('bench-env', 'suite: topgun-load-harness\nrun: 2026-03-27'))).toThrow(
      'x.md:1 (bench-env): run "2026-03-27" of "topgun-load-harness" records no environment',
    )
  })

  it('without a relative path the page is called "page"', () => {
    expect(() => render(fence('bench-table', 'suite: nope\nmetric: calls\nrows: benchmark'), {})).toThrow(
      /^page:1 \(bench-table\): unknown suite "nope"/,
    )
  })
})

describe('hostile names from data are escaped (BENCH_DATA_DIR)', () => {
  const IMG = '<img src=x onerror=alert(1)>'
  const VUE = "{{ constructor.constructor('alert(1)')() }}"
  const IMG_ESC = '&lt;img src=x onerror=alert(1)&gt;'
  // As a row's name, with the places it may break after "=" (table-view.ts namePieces).
  const IMG_ROW = '&lt;img src=<wbr>x onerror=<wbr>alert(1)&gt;'
  const VUE_ROW = '&#123;&#123; constructor.<wbr>constructor(&#39;alert(1)&#39;)() &#125;&#125;'
  const VUE_ESC = '&#123;&#123; constructor.constructor(&#39;alert(1)&#39;)() &#125;&#125;'
  let root = ''

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-hostile-'))
    mkdirSync(join(root, 'hostile', 'runs'), { recursive: true })
    writeFileSync(
      join(root, 'hostile', 'suite.json'),
      JSON.stringify({
        id: 'hostile',
        title: `Evil <script>alert(1)</script> ${VUE}`,
        project: 'P',
        metrics: {
          ops: {
            label: `Ops <i>x</i> {{ label }}`,
            unit: 'ops/s',
            direction: 'higher',
            format: { decimals: 0, prefix: false },
          },
        },
        parameters: {
          lib: {
            label: `Lib <b>{{ key }}</b>`,
            values: ['a', 'b'],
            valueLabels: { a: '<svg onload=alert(1)>', b: '{{ $el }}' },
          },
        },
      }),
    )
    const result = (benchmark: string, lib: string, value: number) => ({
      benchmark,
      params: { lib },
      values: { ops: { value } },
    })
    writeFileSync(
      join(root, 'hostile', 'runs', 'old.json'),
      JSON.stringify({
        id: 'old',
        date: '2026-01-01',
        version: '{{ v1 }}',
        environment: { cpu: IMG, runtimes: { '{{ rt }}': '<b>1</b>' } },
        results: [result(IMG, 'a', 50), result(VUE, 'a', 100), result('gone <i>', 'a', 1)],
      }),
    )
    writeFileSync(
      join(root, 'hostile', 'runs', 'new.json'),
      JSON.stringify({
        id: 'new',
        date: '2026-02-01',
        version: IMG,
        environment: { cpu: VUE, runtimes: { '{{ rt }}': '<b>2</b>' }, notes: [`${IMG} ${VUE}`] },
        results: [result(IMG, 'a', 100), result(IMG, 'b', 150), result(VUE, 'a', 200), result(VUE, 'b', 250)],
      }),
    )
    process.env.BENCH_DATA_DIR = root
    resetBenchData()
  })

  afterAll(() => {
    if (savedDataDir === undefined) delete process.env.BENCH_DATA_DIR
    else process.env.BENCH_DATA_DIR = savedDataDir
    resetBenchData()
    rmSync(root, { recursive: true, force: true })
  })

  const expectSafe = (html: string) => {
    expect(html).not.toMatch(/<(img|svg|script|i|b)[\s>]/)
    expect(html).not.toContain('{{')
    expect(html).not.toContain('}}')
    expect(html).not.toContain('{')
    expect(html).not.toContain('}')
  }

  it('the plugin reads the other data folder', () => {
    expect([...benchData().keys()]).toEqual(['hostile'])
  })

  it('bench-table', () => {
    const src = fence('bench-table', 'suite: hostile\nmetric: ops\nrows: benchmark\ncolumns: lib\nwinner: true')
    expect(raw(src)).toMatch(/^<BenchTable spec="[^"]*" \/>\n$/)
    expectSafe(raw(src))
    const html = render(src)
    expectSafe(html)
    expect(html).toContain(`<th scope="row" class="bench-words">${IMG_ROW}</th>`)
    expect(html).toContain(`<th scope="row">${VUE_ROW}</th>`)
    expect(html).toContain(
      '<th scope="col">&lt;svg onload=alert(1)&gt;</th><th scope="col">&#123;&#123; $el &#125;&#125;</th>',
    )
    expect(html).toContain('<th scope="col">Benchmark</th>')
    expect(tableCells(html)).toEqual([
      ['Benchmark', '<svg onload=alert(1)>', '{{ $el }}', 'Winner'],
      [IMG, `100${NB}ops/s`, `150${NB}ops/s`, '{{ $el }}'],
      [VUE, `200${NB}ops/s`, `250${NB}ops/s`, '{{ $el }}'],
    ])
  })

  it(':fig and :run', () => {
    const html = render(
      `A :fig{suite=hostile metric=ops benchmark="${IMG}" lib=b} and :run{suite=hostile field=version} and :run{suite=hostile run=previous field=version}.`,
    )
    expectSafe(html)
    const plain = html.replace(/ data-suite="hostile" data-fig="[^"]*"/g, '')
    expect(plain).toBe(
      `<p>A <span class="bench-fig" title="150 ops/s">150${NB}ops/s</span> and <span class="bench-fig" title="Version of run 2 of 2 (version ${IMG_ESC})">${IMG_ESC}</span> and <span class="bench-fig" title="Version of run 1 of 2 (version &#123;&#123; v1 &#125;&#125;)">&#123;&#123; v1 &#125;&#125;</span>.</p>\n`,
    )
    expect(html.match(/data-fig=/g)).toHaveLength(2)
  })

  it('bench-chart: escaped in the attribute, intact after unescaping', () => {
    const html = render(fence('bench-chart', 'suite: hostile\nmetric: ops\ngroups: benchmark\nseries: lib'))
    expectSafe(html)
    const [spec] = chartSpecs(html) as Array<{ labels: string[]; title: string; series: Array<{ label: string }> }>
    expect(spec!.labels).toEqual([IMG, VUE])
    expect(spec!.series.map((s) => s.label)).toEqual(['<svg onload=alert(1)>', '{{ $el }}'])
    expect(spec!.title).toBe(`Ops <i>x</i> {{ label }} — Evil <script>alert(1)</script> ${VUE}`)
  })

  it('bench-env, bench-changes, bench-runs, bench-thresholds', () => {
    const env = render(fence('bench-env', 'suite: hostile'))
    expectSafe(env)
    expect(env).toContain(`<tr><th scope="row" class="bench-keep">CPU</th><td>${VUE_ESC}</td></tr>`)
    expect(env).toContain(
      '<tr><th scope="row" class="bench-words">&#123;&#123; rt &#125;&#125;</th><td>&lt;b&gt;2&lt;/b&gt;</td></tr>',
    )
    expect(env).toContain(`<span class="bench-table__note">${IMG_ESC} ${VUE_ESC}</span>`)

    const changes = render(fence('bench-changes', 'suite: hostile'))
    expectSafe(changes)
    expect(changes).toContain(`<th scope="row" class="bench-words">${IMG_ROW}</th><td class="num">`)
    expect(changes).toContain(`. Lib &lt;b&gt;&#123;&#123; key &#125;&#125;&lt;/b&gt;: &lt;svg onload=alert(1)&gt;. `)
    expect(changes).toContain(
      `New in Run 2 of 2 (version ${IMG_ESC}): ${IMG_ESC} · &#123;&#123; $el &#125;&#125;, ${VUE_ESC} · &#123;&#123; $el &#125;&#125;.`,
    )
    expect(changes).toContain(
      `Not measured in Run 2 of 2 (version ${IMG_ESC}): gone &lt;i&gt; · &lt;svg onload=alert(1)&gt;.`,
    )
    expect(changes).toContain(`CPU: ${IMG_ESC} → ${VUE_ESC}`)
    expect(changes).toContain(`Run 1 of 2 (version &#123;&#123; v1 &#125;&#125;) → Run 2 of 2 (version ${IMG_ESC}). `)

    const runs = render(fence('bench-runs', 'suite: hostile\nmetric: ops'))
    expectSafe(runs)
    expect(runs).toContain(`<td>${IMG_ESC}</td>`)
    expect(runs).toContain('<th scope="col">Ops &lt;i&gt;x&lt;/i&gt; &#123;&#123; label &#125;&#125;</th>')

    expectSafe(render(fence('bench-thresholds', 'suite: hostile')))
  })
})

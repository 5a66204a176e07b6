// markdown-it plugin: expands ```bench-chart```, ```bench-table```, ```bench-env```, ```bench-changes```,
// ```bench-runs``` and ```bench-projects``` fences (YAML inside) and inline :fig{…}/:ratio{…}/:run{…}/:value{…}
// into components or static HTML built from data/ at build time. Authors never write Vue prop lists, and a
// mistake fails the build naming the page, the line and what was expected.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { buildChanges } from '../../components/support/changes'
import { buildChart, slugify } from '../../components/support/chart'
import { runEnvironmentRows } from '../../components/support/env'
import { selectRun, ViewError } from '../../components/support/select'
import type { SuiteData } from '../../components/support/select'
import { buildTable } from '../../components/support/table'
import type { TableProp } from '../../components/support/table-view'
import { validate } from '../../data/schema/validate'
import { loadAll } from '../../scripts/lib/load'
import type { LoadedSuite } from '../../scripts/lib/load'
import { changesHtml, envHtml, esc } from './html'
import { figure, parseRef } from '../../components/support/figures'
import type { Said } from './html'
import { projectsHtml, runsHtml, thresholdsHtml } from './blocks-extra'
import { pagesListHtml, PagesSpec } from './pages-list'
import { failedInstead } from './failed'
import { didYouMean } from '../../data/schema/suggest'
import { ChangesSpec, ChartSpec, EnvSpec, ProjectsSpec, RunsSpec, TableSpec, ThresholdsSpec, TrendSpec } from './specs'
import { buildTrend } from '../../components/support/trend'
import { altTable } from '../../components/support/describe'
import type { RenderedBlock } from '../../components/support/blocks'
import type { ChartModel } from '../../components/support/chart'
import { chartFloor, farClass, LINE, place, placement, tableFloor } from './placement'
import type { PlacementEnv } from './placement'

let cache: Map<string, LoadedSuite> | undefined

/** Forget loaded data (dev server: data/ changed). */
export function resetBenchData(): void {
  cache = undefined
}

export function benchData(): Map<string, LoadedSuite> {
  cache ??= loadAll()
  return cache
}

/** Renders with other data than data/ (`pnpm compare` reading a side's pages). */
export function withBenchData<T>(data: Map<string, LoadedSuite>, fn: () => T): T {
  const saved = cache
  cache = data
  try {
    return fn()
  } finally {
    cache = saved
  }
}

function lookup(id: string): SuiteData {
  const s = benchData().get(id)
  if (!s) throw new ViewError(`unknown suite "${id}"${didYouMean(id, [...benchData().keys()])} (suites: ${[...benchData().keys()].join(', ')})`)
  return s
}


/** `benchBlocks`, when set, collects the charts and tables of the page rendered. */
interface Env extends PlacementEnv {
  relativePath?: string
  benchIds?: Set<string>
  benchBlocks?: RenderedBlock[]
  /** What the page said already (html.ts Said): run lines per section and suite, run menus, warnings. */
  benchSaid?: Said
  /** The heading the block being rendered sits under (its token index). */
  benchSection?: number
}

/** Whether `what` is said here for the first time on the page (and remember that it now is). */
function firstTime(env: Env, what: string): boolean {
  env.benchSaid ??= new Set()
  if (env.benchSaid.has(what)) return false
  env.benchSaid.add(what)
  return true
}

/** The index of the last heading before token `idx` (-1: none): blocks under it form one section. */
function sectionOf(tokens: Array<{ type: string }>, idx: number): number {
  for (let i = idx - 1; i >= 0; i--) if (tokens[i]!.type === 'heading_open') return i
  return -1
}

/** The fence being rendered, for `place`. */
type Fence = Parameters<typeof place>[0]

function uniqueId(env: Env, wanted: string): string {
  env.benchIds ??= new Set()
  let id = wanted || 'bench'
  for (let i = 2; env.benchIds.has(id); i++) id = `${wanted}-${i}`
  env.benchIds.add(id)
  return id
}

function spec<S extends z.ZodType>(schema: S, body: string, where: string): z.output<S> {
  let raw: unknown
  try {
    raw = parseYaml(body)
  } catch (e) {
    throw new Error(`${where}: expected valid YAML (${(e as Error).message})`)
  }
  return validate(schema, raw, where)
}

/** A chart: the BenchChart component, or with VITE_BENCH_STUB_CHARTS=1 (`pnpm bench` only, to time what
 *  the chart component costs a build) a plain table of the same numbers instead. */
function chartHtml(model: ChartModel, far: boolean): string {
  if (!process.env.VITE_BENCH_STUB_CHARTS) return `<BenchChart${farClass(far)} spec="${esc(JSON.stringify(model))}" />\n`
  const t = altTable(model)
  const row = (cells: string[], tag: string) => `<tr>${cells.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`
  return `<table id="${esc(model.id)}"><caption>${esc(model.title)}</caption><thead>${row([model.groupLabel, ...t.head], 'th')}</thead><tbody>${t.rows.map((r) => row([r.header, ...r.cells], 'td')).join('')}</tbody></table>\n`
}

/**
 * Marks a block built for the latest run that does not redraw for an earlier one (environment, thresholds,
 * changes): when a reader picks another run of its suite, the page says so under it (run-follow.ts).
 */
function latestOnly(html: string, view: { suite: string; run?: string }): string {
  return view.run ? html : `<div data-bench-latest="${esc(view.suite)}">${html.trimEnd()}</div>\n`
}

/** A block whose benchmarks all failed says so in one line instead of drawing (see failed.ts). */
function failedBlock(data: SuiteData, view: Parameters<typeof failedInstead>[1], env: Env, fence: Fence): string | undefined {
  const failed = failedInstead(data, view)
  if (failed) place(fence, env, LINE)
  return failed
}

const RENDERERS: Record<string, (body: string, where: string, env: Env, fence: Fence) => string> = {
  'bench-chart': (body, where, env, fence) => {
    const view = spec(ChartSpec, body, where)
    const data = lookup(view.suite)
    const failed = failedBlock(data, view, env, fence)
    if (failed) return failed
    const model = buildChart(data, view)
    model.id = uniqueId(env, model.id)
    // One run line and one run menu per suite and section; no menu for a suite of one run.
    const caption = firstTime(env, `note:${env.benchSection}:${view.suite}:${model.caption}`)
    const runChoice = data.runs.length > 1 && firstTime(env, `runs:${env.benchSection}:${view.suite}`)
    if (!caption || !runChoice) model.quiet = { caption: !caption, runChoice: !runChoice }
    env.benchBlocks?.push({ kind: 'bench-chart', view, id: model.id, title: model.title })
    return chartHtml(model, place(fence, env, chartFloor(model.height)))
  },
  'bench-trend': (body, where, env, fence) => {
    const view = spec(TrendSpec, body, where)
    const model = buildTrend(lookup(view.suite), view)
    model.id = uniqueId(env, model.id)
    env.benchBlocks?.push({ kind: 'bench-trend', view, id: model.id, title: model.title })
    return chartHtml(model, place(fence, env, chartFloor(model.height)))
  },
  'bench-table': (body, where, env, fence) => {
    const view = spec(TableSpec, body, where)
    const data = lookup(view.suite)
    const failed = failedBlock(data, view, env, fence)
    if (failed) return failed
    const model = buildTable(data, view)
    const id = uniqueId(env, slugify(model.caption))
    env.benchBlocks?.push({ kind: 'bench-table', view, id, title: model.caption })
    // The component server-renders tableHtml's markup and can rebuild the rows for an earlier run.
    const table: TableProp = { id, model, view: { ...view, run: undefined }, runId: selectRun(data, view.run).id }
    if (!firstTime(env, `note:${env.benchSection}:${view.suite}:${model.note}`)) table.quietNote = true
    return `<BenchTable${farClass(place(fence, env, tableFloor(model.rows.length)))} spec="${esc(JSON.stringify(table))}" />\n`
  },
  'bench-env': (body, where, env, fence) => {
    const view = spec(EnvSpec, body, where)
    const data = lookup(view.suite)
    const run = selectRun(data, view.run)
    const rows = runEnvironmentRows(run)
    if (!rows.length) throw new ViewError(`run "${run.id}" of "${view.suite}" records no environment`)
    const caption = view.caption ?? 'Test environment'
    const far = place(fence, env, tableFloor(rows.length))
    return latestOnly(envHtml(rows, caption, run.environment?.notes?.join(' ') ?? '', uniqueId(env, slugify(caption)), far), view)
  },
  'bench-changes': (body, where, env, fence) => {
    const view = spec(ChangesSpec, body, where)
    const c = buildChanges(lookup(view.suite), view)
    if (!c) {
      place(fence, env, LINE)
      return `<p class="bench-note">This is the first recorded run of ${esc(lookup(view.suite).suite.title)}: nothing to compare yet.</p>\n`
    }
    env.benchSaid ??= new Set()
    const ids = c.groups.map((g, i) => uniqueId(env, slugify(i ? `${c.caption} ${g.metrics[0]}` : c.caption)))
    return latestOnly(changesHtml(c, ids, place(fence, env, tableFloor(c.rows.length)), env.benchSaid), view)
  },
  'bench-runs': (body, where, env, fence) => {
    const view = spec(RunsSpec, body, where)
    const data = lookup(view.suite)
    return runsHtml(data, view, uniqueId(env, slugify(view.caption ?? 'runs')), place(fence, env, tableFloor(data.runs.length)))
  },
  'bench-thresholds': (body, where, env, fence) => {
    const view = spec(ThresholdsSpec, body, where)
    const caption = view.caption ?? 'Thresholds'
    const data = lookup(view.suite)
    const far = place(fence, env, tableFloor(data.suite.thresholds?.length ?? 0))
    return latestOnly(thresholdsHtml(data, view.run, caption, uniqueId(env, slugify(caption)), far, view.where), view)
  },
  'bench-projects': (body, where) => projectsHtml(spec(ProjectsSpec, body, where), lookup),
  'bench-pages': (body, where, env) => pagesListHtml(process.env.BENCH_SRC_DIR ?? 'docs', env.relativePath ?? 'index.md', benchData(), spec(PagesSpec, body, where)),
}

export function benchBlocks(md: MarkdownIt): void {
  placement(md)
  const fence = md.renderer.rules.fence!
  md.renderer.rules.fence = (tokens, idx, options, env: Env, self) => {
    const token = tokens[idx]!
    const name = token.info.trim().split(/\s+/)[0] ?? ''
    const render = RENDERERS[name]
    if (!render) return fence(tokens, idx, options, env, self)
    const where = `${env.relativePath ?? 'page'}:${(token.map?.[0] ?? 0) + 1} (${name})`
    env.benchSection = sectionOf(tokens, idx)
    try {
      return render(token.content, where, env, token)
    } catch (e) {
      if (e instanceof ViewError) throw new Error(`${where}: ${e.message}`)
      throw e
    }
  }

  md.inline.ruler.before('emphasis', 'bench_figure', (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x3a /* : */) return false
    const m = /^:(fig|ratio|run|value)\{([^}\n]*)\}/.exec(state.src.slice(state.pos))
    if (!m) return false
    if (!silent) {
      const token = state.push('bench_figure', '', 0)
      token.meta = { kind: m[1], body: m[2] }
    }
    state.pos += m[0].length
    return true
  })
  md.renderer.rules.bench_figure = (tokens, idx, _o, env: Env) => {
    const { kind, body } = tokens[idx]!.meta as { kind: string; body: string }
    try {
      const f = figure(kind, body, lookup)
      // A figure of the latest run follows a reader's choice of another run of its suite (run-follow.ts).
      const ref = parseRef(body.split(' / ')[0] ?? '')
      const follows = ref.suite && !/(^|\s)run=/.test(body) && ref.field !== 'count'
      const data = follows ? ` data-suite="${esc(ref.suite!)}" data-fig="${esc(`${kind} ${body}`)}"` : ''
      return `<span${data} class="bench-fig" title="${esc(f.title)}">${esc(f.text)}</span>`
    } catch (e) {
      throw new Error(`${env.relativePath ?? 'page'}: :${kind}{${body}}: ${(e as Error).message}`)
    }
  }
}

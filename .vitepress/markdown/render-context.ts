// What a block's renderer gets besides its model (registry.ts): the page being rendered (anchor ids
// taken, what was said already, placement) and the fence; plus the helpers the renderers share.
import type { RenderedBlock } from '../../components/build-time/rendered-blocks'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { describeChart } from '../../components/views/describe-text'
import type { SuiteData } from '../../components/views/select'
import type { LoadedSuite } from '../../scripts/read/load'
import { putSvg } from '../../components/chart/svg-store'
import { chartSvgs } from './chart-svg'
import { embedHtml, noteEmbed } from './chart-embeds'
import { esc } from './html'
import type { Said } from './html'
import { farClass } from './placement'
import type { place, PlacementEnv } from './placement'

/** `benchBlocks`, when set, collects the charts and tables of the page rendered. */
export interface Env extends PlacementEnv {
  relativePath?: string
  benchIds?: Set<string>
  benchBlocks?: RenderedBlock[]
  /** What the page said already (html.ts Said): run lines per section and suite, run menus, warnings. */
  benchSaid?: Said
  /** The heading the block being rendered sits under (its token index). */
  benchSection?: number
  /** The page's whole source (bench-blocks.ts), and what VitePress renders of it: the text after the front matter. */
  benchSource?: string
  content?: string
}

/** The fence being rendered, for `place`. */
export type Fence = Parameters<typeof place>[0]

export interface BlockContext {
  env: Env
  fence: Fence
  /**
   * A suite's data by id, the runs of one testbed: `testbed`, else the latest run's. Throws a ViewError with
   * "did you mean" for an unknown id or testbed.
   */
  lookup(id: string, testbed?: string): SuiteData
  /** A suite's data with every testbed's runs (a block that shows testbeds side by side picks them itself). */
  everyTestbed(id: string): SuiteData
  /** Every suite's data (the home page's list of pages and suites). */
  suites(): Map<string, LoadedSuite>
}

/** Whether `what` is said here for the first time on the page (and remember that it now is). */
export function firstTime(env: Env, what: string): boolean {
  env.benchSaid ??= new Set()
  if (env.benchSaid.has(what)) return false
  env.benchSaid.add(what)
  return true
}

export function uniqueId(env: Env, wanted: string): string {
  env.benchIds ??= new Set()
  let id = wanted || 'bench'
  for (let i = 2; env.benchIds.has(id); i++) id = `${wanted}-${i}`
  env.benchIds.add(id)
  return id
}

/**
 * Empty targets just before a trend, one per changed series it draws (changepoints.ts trendAnchors), for
 * links from the site's list of changes on another page; an id the page has already, or gives a block of
 * its own (`id: …` in its source), is left to that.
 */
export function seriesTargets(env: Env, anchors: string[]): string {
  env.benchIds ??= new Set()
  const named = (a: string) => new RegExp(`^id: ${a}\\s*$`, 'm').test(env.benchSource ?? '')
  const free = anchors.filter((a) => !env.benchIds!.has(a) && !named(a))
  for (const a of free) env.benchIds.add(a)
  return free.map((a) => `<span id="${esc(a)}" class="bench-target"></span>`).join('')
}

/** A chart: the BenchChart component, its server-drawn SVG inside, and its change points in words. */
function benchChartHtml(model: ChartModel, far: boolean, page?: string, suite?: string): string {
  const described = { ...model, description: describeChart(model) }
  const spec = JSON.stringify(described)
  // Its SVG goes to the server render of the component (svg-store.ts): into the HTML, not the page's script.
  putSvg(spec, chartSvgs(described))
  noteEmbed(page, described, suite)
  return `<BenchChart${farClass(far)} spec="${esc(spec)}" />\n${embedHtml(page, described)}${changePointsHtml(model)}`
}

type ChartRenderer = (model: ChartModel, far: boolean, page?: string, suite?: string) => string
let renderChart: ChartRenderer = benchChartHtml

/** Puts another renderer of chart blocks in place of the component (a build that measures what charts cost). */
export function renderChartsWith(renderer: ChartRenderer): void {
  renderChart = renderer
}

/** A chart block's HTML. */
export function chartHtml(model: ChartModel, far: boolean, page?: string, suite?: string): string {
  return renderChart(model, far, page, suite)
}

/**
 * Marks a block built for the latest run that does not redraw for an earlier one (environment, thresholds,
 * changes): when a reader picks another run of its suite, the page says so under it (run-follow.ts).
 */
export function latestOnly(html: string, view: { suite: string; run?: string }): string {
  return view.run ? html : `<div data-bench-latest="${esc(view.suite)}">${html.trimEnd()}</div>\n`
}

/**
 * The change points a trend chart marks, in words under it: static HTML, since they come from the whole
 * history and not from the run a reader picks (and so the browser's chart code does not carry them).
 */
function changePointsHtml(model: ChartModel): string {
  if (!model.changes?.length) return ''
  const omitted = model.changesOmitted
    ? `, the newest ${model.changes.length}; ${model.changesOmitted} earlier ones are not marked`
    : ''
  const items = model.changes
    .map((c) => `<li data-kind="${c.acknowledged ? 'acknowledged' : c.kind}">${esc(c.text)}</li>`)
    .join('')
  return `<div class="BenchChart__changes"><p id="${esc(model.id)}-changes">Change points (dotted lines)${esc(omitted)}:</p><ul aria-labelledby="${esc(model.id)}-changes">${items}</ul></div>\n`
}

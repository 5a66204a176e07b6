// Every ```bench-…``` block kind, in one place: its spec (the YAML schema, data/schema/block-schema.ts, whose
// type is the view), the function that builds its view model from the suite's data, and the renderer
// that turns the model into markup. The Markdown plugin (bench-blocks.ts) finds a fence's kind here and
// nowhere else; `pnpm compare` asks the same entries what each chart, trend and table draws
// (page-blocks.ts). A new kind is one entry here, a builder and a renderer; TypeScript checks that the
// three agree.
import type { z } from 'zod'
import { buildChanges } from '../../components/build-time/changes'
import { earlierChanges } from '../../components/build-time/earlier-changes'
import { buildChart, slugify } from '../../components/views/chart'
import { runEnvironmentRows } from '../../components/build-time/env'
import { selectRun, ViewError } from '../../components/views/select'
import type { SuiteData } from '../../components/views/select'
import type { ComparedFence } from '../../components/build-time/rendered-blocks'
import { buildTable } from '../../components/views/table'
import type { TableProp } from '../../components/views/table-view'
import { buildRuns, buildThresholds } from '../../components/build-time/history'
import { buildTrend } from '../../components/build-time/trend'
import { chartOfTestbeds, onTestbedOf } from '../../components/views/testbeds'
import { trendAnchors } from '../../components/build-time/change-point-series'
import {
  ChangePointsSpec,
  ChangesSpec,
  ChartSpec,
  EnvSpec,
  PagesSpec,
  ProjectsSpec,
  RunsSpec,
  TableSpec,
  ThresholdsSpec,
  TrendSpec,
} from '../../data/schema/block-schema'
import { projectsHtml, runsHtml, thresholdsHtml } from './blocks-extra'
import { failedInstead } from './failed-blocks'
import { changesHtml, earlierHtml, envHtml, esc } from './html'
import { pagesListHtml } from './pages-list'
import { changePointsHtml } from './change-points-block'
import { chartFloor, farClass, LINE, place, tableFloor } from './placement'
import { chartHtml, firstTime, latestOnly, seriesTargets, uniqueId } from './render-context'
import type { BlockContext } from './render-context'

/** A block whose benchmarks all failed in the run: one line says so in its place (failed.ts). */
interface Failed {
  failed: string
}

export interface BlockKind<S extends z.ZodType, M> {
  spec: S
  /** The view model: numbers and names, no markup. Throws a ViewError naming what the data lacks. */
  build(view: z.output<S>, ctx: BlockContext): M
  /** The model's markup (a component tag with its props, or static HTML for what needs no script). */
  render(model: M, view: z.output<S>, ctx: BlockContext): string
  /** What `pnpm compare` reports of the kind (those COMPARED lists, components/build-time/rendered-blocks.ts): what it draws from a suite's data. */
  compare?: { drawn(data: SuiteData, view: z.output<S>): unknown }
}

/** Ties a kind's spec, model and renderer types together (an identity at run time). */
const kind = <S extends z.ZodType, M>(k: BlockKind<S, M>): BlockKind<S, M> => k
/** The same, for a kind `pnpm compare` reports (COMPARED): its `compare` entry is required. */
const compared = <S extends z.ZodType, M>(k: Compared<S, M>): Compared<S, M> => k
type Compared<S extends z.ZodType, M> = BlockKind<S, M> & Required<Pick<BlockKind<S, M>, 'compare'>>

/** What a chart draws, without what only names the run (caption, run id, the view it came from). */
function chartDrawn<M extends { caption?: unknown; runShort?: unknown; runId?: unknown; view?: unknown }>(m: M) {
  const { caption: _caption, runShort: _runShort, runId: _runId, view: _view, ...rest } = m
  return rest
}

/** The failed line takes a line's height on the page (placement.ts). */
function failedLine(m: Failed, { env, fence }: Pick<BlockContext, 'env' | 'fence'>): string {
  place(fence, env, LINE)
  return m.failed
}

const ifDrawn = <M>(data: SuiteData, view: Parameters<typeof failedInstead>[1], build: () => M): M | Failed => {
  const failed = failedInstead(data, view)
  return failed ? { failed } : build()
}

export const BLOCKS = {
  'bench-chart': compared({
    spec: ChartSpec,
    build: (view, ctx) => {
      // Testbeds side by side: each one's latest run, no run of its own to switch from (testbeds.ts).
      if (view.testbeds) return { model: chartOfTestbeds(ctx.everyTestbed(view.suite), view), runs: 1 }
      const data = ctx.lookup(view.suite, view.testbed)
      return ifDrawn(data, view, () => ({ model: buildChart(data, view), runs: data.runs.length }))
    },
    render: (m, view, { env, fence }) => {
      if ('failed' in m) return failedLine(m, { env, fence })
      const { model } = m
      model.id = uniqueId(env, model.id)
      // One run line per page for each run ("measured 2026-04-25 · version 12.3.76" once, not under every
      // caption; an earlier run a reader picks is always named), one run menu per suite and section, none
      // for a suite of one run.
      const caption = firstTime(env, `note:${model.caption}`)
      const runChoice = m.runs > 1 && firstTime(env, `runs:${env.benchSection}:${view.suite}`)
      if (!caption || !runChoice) model.quiet = { caption: !caption, runChoice: !runChoice }
      env.benchBlocks?.push({ kind: 'bench-chart', view, id: model.id, title: model.title })
      return chartHtml(model, place(fence, env, chartFloor(model.height)), env.relativePath, view.suite)
    },
    compare: {
      drawn: (d, v) => chartDrawn(v.testbeds ? chartOfTestbeds(d, v) : buildChart(onTestbedOf(d, v.testbed), v)),
    },
  }),
  'bench-trend': compared({
    spec: TrendSpec,
    // Every testbed's runs: the builder picks the block's testbed, or lays several side by side (trend.ts).
    build: (view, ctx) => buildTrend(ctx.everyTestbed(view.suite), view),
    render: (model, view, { env, fence, lookup }) => {
      model.id = uniqueId(env, model.id)
      env.benchBlocks?.push({ kind: 'bench-trend', view, id: model.id, title: model.title })
      const html = chartHtml(model, place(fence, env, chartFloor(model.height)), env.relativePath, view.suite)
      return seriesTargets(env, trendAnchors(lookup(view.suite, view.testbed), view)) + html
    },
    compare: { drawn: (d, v) => chartDrawn(buildTrend(d, v)) },
  }),
  'bench-table': compared({
    spec: TableSpec,
    build: (view, ctx) => {
      const data = ctx.lookup(view.suite, view.testbed)
      return ifDrawn(data, view, () => ({ model: buildTable(data, view), runId: selectRun(data, view.run).id }))
    },
    render: (m, view, { env, fence }) => {
      if ('failed' in m) return failedLine(m, { env, fence })
      const { model } = m
      const id = uniqueId(env, slugify(model.caption))
      env.benchBlocks?.push({ kind: 'bench-table', view, id, title: model.caption })
      // The component server-renders tableHtml's markup and can rebuild the rows for an earlier run.
      const table: TableProp = { id, model, view: { ...view, run: undefined }, runId: m.runId }
      if (!firstTime(env, `note:${model.note}`)) table.quietNote = true
      return `<BenchTable${farClass(place(fence, env, tableFloor(model.rows.length)))} spec="${esc(JSON.stringify(table))}" />\n`
    },
    compare: {
      drawn: (d, v) => {
        const { note: _note, ...t } = buildTable(onTestbedOf(d, v.testbed), v)
        return t
      },
    },
  }),
  'bench-env': kind({
    spec: EnvSpec,
    build: (view, ctx) => {
      const run = selectRun(ctx.lookup(view.suite, view.testbed), view.run)
      const rows = runEnvironmentRows(run)
      if (!rows.length) throw new ViewError(`run "${run.id}" of "${view.suite}" records no environment`)
      return { rows, notes: run.environment?.notes?.join(' ') ?? '' }
    },
    render: ({ rows, notes }, view, { env, fence }) => {
      const caption = view.caption ?? 'Test environment'
      const far = place(fence, env, tableFloor(rows.length))
      // A note two suites' machines share (Ergo's two sections) is said under the first table only.
      const said = notes && firstTime(env, `env-note:${notes}`) ? notes : ''
      return latestOnly(envHtml(rows, caption, said, uniqueId(env, slugify(caption)), far), view)
    },
  }),
  'bench-changes': kind({
    spec: ChangesSpec,
    build: (view, ctx) => {
      const data = ctx.lookup(view.suite, view.testbed)
      return { changes: buildChanges(data, view), earlier: earlierChanges(data, view), title: data.suite.title }
    },
    render: ({ changes: c, earlier, title }, view, { env, fence }) => {
      if (!c) {
        place(fence, env, LINE)
        return `<p class="bench-note">This is the first recorded run of ${esc(title)}: nothing to compare yet.</p>\n`
      }
      env.benchSaid ??= new Set()
      const ids = c.groups.map((g, i) => uniqueId(env, slugify(i ? `${c.caption} ${g.metrics[0]}` : c.caption)))
      // Its floor: a line per group and the rows shown (unchanged ones are folded, closed, and take no room).
      const shown = c.rows.filter((r) => r.verdict !== 'unchanged' && r.verdict !== 'unknown').length
      return latestOnly(
        changesHtml(
          c,
          ids,
          place(fence, env, LINE * (c.groups.length + earlier.length) + tableFloor(shown)),
          env.benchSaid,
        ) + earlierHtml(earlier),
        view,
      )
    },
  }),
  'bench-runs': kind({
    spec: RunsSpec,
    build: (view, ctx) => buildRuns(ctx.lookup(view.suite, view.testbed), view),
    render: (model, view, { env, fence }) => {
      const id = uniqueId(env, slugify(view.caption ?? 'runs'))
      return runsHtml(model, id, place(fence, env, tableFloor(model.rows.length)))
    },
  }),
  'bench-thresholds': kind({
    spec: ThresholdsSpec,
    build: (view, ctx) => buildThresholds(ctx.lookup(view.suite, view.testbed), view),
    render: (model, view, { env, fence }) => {
      const far = place(fence, env, tableFloor(model.rows.length + (model.tolerance === undefined ? 0 : 1)))
      return latestOnly(thresholdsHtml(model, uniqueId(env, slugify(model.caption)), far), view)
    },
  }),
  'bench-projects': kind({
    spec: ProjectsSpec,
    build: (view) => view,
    render: (cards, _view, ctx) => projectsHtml(cards, ctx.everyTestbed),
  }),
  'bench-pages': kind({
    spec: PagesSpec,
    build: (view) => view,
    render: (view, _v, ctx) =>
      pagesListHtml(process.env.BENCH_SRC_DIR ?? 'docs', ctx.env.relativePath ?? 'index.md', ctx.suites(), view),
  }),
  'bench-changepoints': kind({
    spec: ChangePointsSpec,
    build: (view) => view,
    render: (view, _v, ctx) =>
      changePointsHtml(
        ctx.suites(),
        view,
        ctx.env.relativePath ?? 'index.md',
        process.env.BENCH_SRC_DIR ?? 'docs',
        uniqueId(ctx.env, slugify(view?.caption ?? 'change-points')),
        (anchor) => new RegExp(`^id: ${anchor}\\s*$`, 'm').test(ctx.env.benchSource ?? ''),
      ),
  }),
}

export type BlockName = keyof typeof BLOCKS

// Every block compare reports has its `compare` entry (a missing one fails the type check, not a compare run).
BLOCKS satisfies { [F in ComparedFence]: Compared<z.ZodType, unknown> }

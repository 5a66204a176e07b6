// `pnpm ingest … --page docs/<path>.md`: a first page for a suite, written from its data, that the
// maintainer then edits. Environment; per metric a chart and a table grouped by the parameters that
// vary (numeric ones along the axis); changes since the previous run; the trend; and how to
// reproduce the run with the command it recorded. A suite with a history leads with what changed in it
// (starter-history.ts) instead of ending with a trend. Pure: returns the Markdown.
import type { ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { LOG_OFFER_SPAN } from '../../components/chart-types/log-scale'
import { mdCode, mdFence, mdHeading, mdLine, yamlScalar } from '../../data/numbers/escape'
import { isPrimary } from '../../data/analysis/verdict'
import { statSentence } from '../../components/views/stat-words'
import { echoedParams, measuredBy, openingLines, repeatedMetrics, withCount } from './starter-extras'
import { historySection } from './starter-history'
import { layoutFor, sections, startsOnLog } from './starter-layout'
import type { Section } from './starter-layout'

// Every data string goes through the helper of the context it lands in (data/numbers/escape.ts): a
// benchmark name is data, never Markdown, HTML or a Vue template.
const yamlValue = (v: ParamValue) => (typeof v === 'string' ? yamlScalar(v) : String(v))
/** One shell word: single quotes, with embedded ones written as '\\''. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`
const fence = mdFence

/**
 * A big suite's page shows a readable part of it (block sizes: data/schema/block-limits.ts): the first
 * benchmarks of the run, charts per metric, and lines of the trend. The page says so and where the rest is.
 */
export const STARTER_LIMITS = { benchmarks: 30, chartsPerMetric: 8, trendLines: 10 } as const

interface Shown {
  results: Result[]
  /** Set when the page shows only some benchmarks: their names, for the blocks' `where`. */
  names?: string[]
  total: number
}

function shownPart(results: Result[]): Shown {
  const names = [...new Set(results.map((r) => r.benchmark))]
  if (names.length <= STARTER_LIMITS.benchmarks) return { results, total: names.length }
  const keep = new Set(names.slice(0, STARTER_LIMITS.benchmarks))
  return { results: results.filter((r) => keep.has(r.benchmark)), names: [...keep], total: names.length }
}

const whereNames = (names: string[]) => `where: { benchmark: [${names.map(yamlScalar).join(', ')}] }`
const count = (n: number) => n.toLocaleString('en-US')

export interface StarterOptions {
  /** The command that produced the latest run, if recorded. */
  command?: string
  /** Position in the sidebar group (front matter `order`). */
  order?: number
}

/** A trend of a big suite: its first lines only (a line per result). */
function trendWhere(shown: Shown): string[] {
  if (shown.results.length <= STARTER_LIMITS.trendLines) return shown.names ? [whereNames(shown.names)] : []
  const names = [...new Set(shown.results.slice(0, STARTER_LIMITS.trendLines).map((r) => r.benchmark))]
  return [whereNames(names)]
}

/** The sections past the page's charts per metric, said rather than dropped. */
function notCharted(rest: Section[]): string {
  const names = rest.map((p) => (p.name !== undefined ? mdCode(p.name) : 'the other benchmarks'))
  const listed = names.slice(0, 20).join(', ')
  return `Not charted here (add a chart with \`where:\` to show them): ${listed}${names.length > 20 ? ` and ${count(names.length - 20)} more` : ''}.`
}

const whereLine = (pinned: Record<string, ParamValue | ParamValue[]>) =>
  Object.keys(pinned).length
    ? [
        `where: { ${Object.entries(pinned)
          .map(([k, v]) => `${yamlScalar(k)}: ${Array.isArray(v) ? `[${v.map(yamlValue).join(', ')}]` : yamlValue(v)}`)
          .join(', ')} }`,
      ]
    : []
const keysLine = (k: string[]) => (k.length === 1 ? yamlScalar(k[0]!) : `[${k.map(yamlScalar).join(', ')}]`)

/** A section's heading when a metric has several: its benchmark, or the benchmarks it groups. */
function sectionHeading(part: Section): string {
  const names = part.where.benchmark
  if (part.name !== undefined) return mdHeading(3, part.name)
  if (
    !Array.isArray(names) ||
    part.results.every((r) => part.results.filter((x) => x.benchmark === r.benchmark).length === 1)
  )
    return '### Other benchmarks'
  return mdHeading(
    3,
    names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${count(names.length - 4)} more` : names.join(', '),
  )
}

/** A metric's part of the page: per section a chart (when `chart`) and a table. */
function metricSection(suite: Suite, m: string, shown: Shown, chart: boolean, joined: string[] = []): string[] {
  const id = suite.id
  const metric = suite.metrics[m]!
  const out = ['', mdHeading(2, metric.label)]
  // What each value is, said once in words (the axis title carries only label and unit).
  const stat = statSentence(metric.stat)
  if (stat) out.push('', mdLine(stat))
  if (joined.length)
    out.push(
      '',
      mdLine(
        `Each cell also gives ${joined.map((j) => suite.metrics[j]!.label).join(' and ')}, which ${joined.every((j) => j.endsWith('_cv')) ? 'tells how much its repetitions scatter' : `repeat${joined.length === 1 ? 's' : ''} this metric in other terms`} (no section of its own).`,
      ),
    )
  const all = sections(shown.results.filter((r) => r.values[m] !== undefined))
  const parts = all.slice(0, STARTER_LIMITS.chartsPerMetric)
  if (shown.names && all.length === 1 && !Object.keys(all[0]!.where).length) all[0]!.where = { benchmark: shown.names }
  // Only the benchmarks that measure it: a table of every benchmark was mostly rows of "—".
  const some = measuredBy(suite, shown.results, m)
  if (some && all.length === 1 && !Object.keys(all[0]!.where).length) all[0]!.where = { benchmark: some }
  for (const part of parts) {
    const l = layoutFor(suite, part.results, m)
    const where = whereLine({ ...part.where, ...l.where })
    const name = part.name ? ` — ${part.name}` : ''
    const slug = `${m}${part.name ? `-${part.name}` : ''}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    if (parts.length > 1) out.push('', sectionHeading(part))
    // benchstat's geomean is said in the page's first lines: a chart of it repeats them.
    if (chart && !part.results.every((r) => r.benchmark === 'geomean')) {
      out.push(
        '',
        fence('bench-chart', [
          `suite: ${id}`,
          `metric: ${m}`,
          ...where,
          `groups: ${yamlScalar(l.groups)}`,
          ...(l.series ? [`series: ${yamlScalar(l.series)}`] : []),
          ...(l.horizontal ? ['horizontal: true          # names read whole, one per line'] : []),
          ...(l.log ? [`log: true                 # on a linear axis the shorter bars would be slivers`] : []),
          `title: ${yamlScalar(`${metric.label}${name}${metric.neutral ? '' : ` (${metric.direction} is better)`}`)}`,
          `id: ${slug}-chart`,
        ]),
      )
    }
    out.push(
      '',
      fence('bench-table', [
        `suite: ${id}`,
        joined.length ? `metric: ${keysLine([m, ...joined])}` : `metric: ${m}`,
        ...where,
        `rows: ${keysLine(l.table.rows)}`,
        ...(l.table.columns ? [`columns: ${yamlScalar(l.table.columns)}`] : []),
        `caption: ${yamlScalar(`${metric.label}${name}`)}`,
      ]),
    )
  }
  if (all.length > parts.length) out.push('', notCharted(all.slice(parts.length)))
  return out
}

/**
 * A section per metric. Charts for the metrics that make the headline (time, rates); memory and
 * allocations get their table. A metric that repeats another (a call rate that is 1 ÷ the time, a mean
 * beside the median) joins its table; one that repeats a parameter (elements = arg0) is only named.
 */
function metricSections(suite: Suite, shown: Shown, metricIds: string[]): string[] {
  const out: string[] = []
  const repeats = repeatedMetrics(suite, shown.results, metricIds)
  const echoes = echoedParams(suite, shown.results, metricIds)
  const own = metricIds.filter((m) => !repeats.has(m) && !echoes.has(m))
  const charted = own.filter((m) => isPrimary(m, suite.metrics[m]!))
  for (const m of own) {
    const joined = metricIds.filter((j) => repeats.get(j) === m)
    out.push(...metricSection(suite, m, shown, charted.length === 0 ? m === own[0] : charted.includes(m), joined))
  }
  for (const [m, k] of echoes)
    out.push('', mdLine(`${suite.metrics[m]!.label} equals ${k} in every result, so it has no section of its own.`))
  return out
}

/** How to reproduce the run: the command it recorded, and how to publish a new one. */
function reproduce(id: string, command: string | undefined): string[] {
  if (!command)
    return [
      '',
      '## Reproduce',
      '',
      'Run the benchmark, then store its output with:',
      '',
      fence('sh', [`pnpm ingest <output-file> --suite ${id} --command "<the command you ran>"`, 'pnpm build']),
    ]
  return [
    '',
    '## Reproduce',
    '',
    'The latest run was measured with:',
    '',
    fence('sh', [command]),
    '',
    "To measure and publish a new run from this project's checkout:",
    '',
    fence('sh', [`pnpm ingest --run ${shellQuote(withCount(command))} --suite ${id}`, 'pnpm build']),
  ]
}

export function starterPage(suite: Suite, runs: Run[], opts: StarterOptions = {}): string {
  const latest = runs.filter((r) => r.status !== 'retired').at(-1)
  if (!latest) throw new Error(`suite "${suite.id}" has no run to write a page from`)
  const command = opts.command ?? latest.source?.command ?? latest.environment?.command
  const id = suite.id
  const front = [
    '---',
    `title: ${yamlScalar(suite.title)}`,
    `description: ${yamlScalar(suite.description ?? `Benchmark results of ${suite.project}`)}`,
    'sidebar: Projects        # the sidebar group this page is listed under (sidebarTitle: shorter text there)',
    ...(opts.order !== undefined ? [`order: ${opts.order}`] : []),
    `suites: [${id}]          # listed on the home page with the latest run of these suites`,
    '---',
  ]
  const out: string[] = [front.join('\n'), mdHeading(1, suite.title), '']
  out.push(
    `${suite.description ? mdLine(suite.description) + ' ' : ''}Latest run: :run{suite=${id} field=date} (:run{suite=${id} field=runs} so far). Every number below comes from \`data/${id}/\`; a new run updates the page.`,
  )
  out.push(...openingLines(suite, latest))
  // A history leads with what changed in it (starter-history.ts); one run, with what it measured.
  const metricOrder = Object.keys(suite.metrics).filter((m) => latest.results.some((r) => r.values[m] !== undefined))
  const history = historySection(
    suite,
    runs,
    metricOrder.find((m) => isPrimary(m, suite.metrics[m]!)) ?? metricOrder[0],
  )
  out.push(...history)
  out.push('', '## Environment', '', fence('bench-env', [`suite: ${id}`]))
  if (latest.failures?.length) {
    out.push(
      '',
      `::: warning Failed benchmarks\nThe latest run recorded ${latest.failures.length} failed benchmark${latest.failures.length === 1 ? '' : 's'}: ${latest.failures.map((f) => mdCode(f.benchmark)).join(', ')}. Tables and charts mark them.\n:::`,
    )
  }
  const shown = shownPart(latest.results)
  if (shown.names) {
    out.push(
      '',
      `::: info A part of this suite\nThe latest run has ${count(shown.total)} benchmarks: the charts and tables below show the first ${shown.names.length}, and at most ${STARTER_LIMITS.chartsPerMetric} charts per metric. Every result is in \`data/${id}/runs/${latest.id}.json\` (and in the site's \`bench-data/${id}/${latest.id}.json\`); edit a block's \`where:\` to show others.\n:::`,
    )
  }
  const metricIds = Object.keys(suite.metrics).filter((m) => shown.results.some((r) => r.values[m] !== undefined))
  out.push(...metricSections(suite, shown, metricIds))
  const onlyShown = shown.names ? [whereNames(shown.names)] : []
  // A scatter (Google Benchmark's _cv) has no verdict: a table of "all without a verdict" per metric said nothing.
  const told = metricIds.filter((m) => !(m.endsWith('_cv') && suite.metrics[m]!.neutral))
  const changed = told.length < metricIds.length ? [`metric: ${keysLine(told)}`] : []
  out.push(
    '',
    '## Changes since the previous run',
    '',
    fence('bench-changes', [`suite: ${id}`, ...changed, ...onlyShown]),
  )
  const first = metricIds[0]
  if (first && !history.length) {
    out.push(
      '',
      '## Trend',
      '',
      fence('bench-trend', [
        `suite: ${id}`,
        `metric: ${first}`,
        ...trendWhere(shown),
        ...(startsOnLog(suite, shown.results, first, true)
          ? [`log: true                 # lines span more than ${LOG_OFFER_SPAN}×`]
          : []),
        `title: ${yamlScalar(`${suite.metrics[first]!.label} across runs`)}`,
      ]),
    )
  }
  out.push(...reproduce(id, command))
  return out.join('\n') + '\n'
}

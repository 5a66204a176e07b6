// A chart or table whose results are all missing from the run because the tool reported those
// benchmarks as failed: the page says so in their place, instead of failing the build (which it still
// does when results are missing for any other reason).
import { pick, selectRun } from '../../components/views/select'
import type { SuiteData, Where } from '../../components/views/select'
import { esc } from './html'

export function failedInstead(data: SuiteData, view: { run?: string; where?: Where }): string | undefined {
  const run = selectRun(data, view.run)
  if (!run.failures?.length || pick(run, view.where).length > 0) return undefined
  const wanted = view.where?.benchmark
  const list = wanted === undefined ? undefined : (Array.isArray(wanted) ? wanted : [wanted]).map(String)
  const names = run.failures.filter((f) => !list || list.includes(f.benchmark.split('/')[0]!))
  if (!names.length) return undefined
  const text = names.map((f) => `${f.benchmark}${f.message ? ` (${f.message})` : ''}`).join(', ')
  return `<p class="bench-note bench-failed"><strong>Failed in this run:</strong> ${esc(text)}. There are no figures to show; the page's test environment gives the command that ran and how it ended.</p>\n`
}

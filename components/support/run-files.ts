// The static JSON a built site carries for each suite, so that a reader can redraw a chart for any
// earlier run without the page shipping its history: bench-data/<suite>/index.json lists the runs,
// bench-data/<suite>/<run>.json holds one run. Paths are relative to the site's base.
import type { Run, Suite } from '../../data/schema/schema'

export interface RunIndex {
  suite: Suite
  /** Newest first. */
  runs: Array<Pick<Run, 'id' | 'date' | 'version' | 'label' | 'status'>>
}

export const runIndexPath = (suite: string) => `bench-data/${suite}/index.json`
export const runPath = (suite: string, run: string) => `bench-data/${suite}/${run}.json`

export function runIndex(suite: Suite, runs: Run[]): RunIndex {
  return { suite, runs: [...runs].reverse().map(({ id, date, version, label, status }) => ({ id, date, version, label, status })) }
}

export function runName(r: RunIndex['runs'][number]): string {
  const when = r.date?.slice(0, 10) ?? r.label ?? r.id
  return `${when}${r.version ? ` · ${r.version}` : ''}${r.status === 'retired' ? ' (retired)' : ''}`
}

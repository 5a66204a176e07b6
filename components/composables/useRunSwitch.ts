import { withBase } from 'vitepress'
import { ref } from 'vue'
import type { Ref } from 'vue'
import type { ChartModel } from '../support/chart'
import type { RunIndex } from '../support/run-files'
import { runIndexPath, runPath } from '../support/run-files'

/**
 * Lets a reader redraw a chart for an earlier run. The run list and the run itself are static JSON
 * fetched on demand (under the site's base), and the chart is rebuilt with the same builder the site
 * used at build time, loaded only when a reader asks for it.
 */
export function useRunSwitch(model: Ref<ChartModel>) {
  const runs = ref<RunIndex['runs']>([])
  const chosen = ref(model.value.runId ?? '')
  const override = ref<ChartModel | null>(null)
  const error = ref('')
  let index: RunIndex | undefined

  async function loadIndex(): Promise<RunIndex | undefined> {
    const suite = model.value.view?.suite
    if (!suite) return undefined
    if (!index) {
      const res = await fetch(withBase(`/${runIndexPath(suite)}`))
      if (!res.ok) throw new Error(`run list unavailable (${res.status})`)
      index = (await res.json()) as RunIndex
      runs.value = index.runs
    }
    return index
  }

  async function choose(id: string) {
    error.value = ''
    chosen.value = id
    const view = model.value.view
    if (!view || id === model.value.runId) {
      override.value = null
      return
    }
    try {
      const idx = await loadIndex()
      const res = await fetch(withBase(`/${runPath(view.suite, id)}`))
      if (!idx || !res.ok) throw new Error(`run ${id} unavailable`)
      const run = await res.json()
      const { buildChart } = await import('../support/chart')
      override.value = { ...buildChart({ suite: idx.suite, runs: [run] }, { ...view, run: id }), id: model.value.id }
    } catch (e) {
      error.value = `Could not load run ${id}: ${(e as Error).message}. Showing the latest run.`
      override.value = null
      chosen.value = model.value.runId ?? ''
    }
  }

  return { runs, chosen, override, error, loadIndex, choose }
}

// What the page says outside its charts and tables when a reader picks an earlier run of a suite:
// inline figures of that suite (:fig, :ratio, :value, :run) are recomputed from the chosen run, and blocks
// built for the latest run only (environment, thresholds, changes) say under them that they do not follow.
// Loaded only when a reader switches runs.
import type { Run } from '../../data/schema/schema'
import { figure } from '../views/figures'
import type { RunIndex } from '../views/run-files'
import { runData } from '../views/run-files'

const NOTE = 'bench-latest-note'

/** Shows `run` of `suite` (null: back to the latest) in the page's figures and notes. */
export function followRun(suite: string, index: RunIndex, run: Run | null): void {
  const chosen = run && index.runs.find((r) => r.id === run.id)
  for (const el of document.querySelectorAll<HTMLElement>(`.bench-fig[data-suite="${CSS.escape(suite)}"]`)) {
    el.dataset.latest ??= el.textContent ?? ''
    el.dataset.latestTitle ??= el.title
    if (!run || !chosen) {
      el.textContent = el.dataset.latest
      el.title = el.dataset.latestTitle
      el.classList.remove('is-earlier')
      continue
    }
    const [kind = '', ...rest] = (el.dataset.fig ?? '').split(' ')
    try {
      const f = figure(kind, rest.join(' '), (id) => {
        if (id !== suite) throw new Error('another suite')
        return runData(index, run)
      })
      el.textContent = f.text
      el.title = `${f.title} (${chosen.name})`
    } catch {
      // The chosen run lacks this result, or the figure mixes suites: keep the latest run's, and say so.
      el.textContent = `${el.dataset.latest} (latest run)`
    }
    el.classList.add('is-earlier')
  }
  for (const el of document.querySelectorAll<HTMLElement>(`[data-bench-latest="${CSS.escape(suite)}"]`)) {
    let note = el.nextElementSibling?.classList.contains(NOTE) ? el.nextElementSibling : null
    if (!chosen) {
      note?.remove()
      continue
    }
    if (!note) {
      note = document.createElement('p')
      note.className = `${NOTE} bench-note`
      el.after(note)
    }
    note.textContent = `This block shows the latest run, not the one chosen above (${chosen.name}).`
  }
}

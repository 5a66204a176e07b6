import { withBase } from 'vitepress'
import { computed, markRaw, onMounted, reactive, ref, shallowRef, watch } from 'vue'
import type { Run } from '../../data/schema/schema'
import { RUN_CHOICE_EVENT } from '../views/events'
import type { RunIndex } from '../views/run-files'
import { runIndexPath, runPath, runToShow, switchTarget } from '../views/run-files'

/**
 * Lets a reader show an earlier run of a suite. The choice is one per suite and page-wide: every chart
 * and table of that suite follows it. The run list and the runs are static JSON fetched on demand (under
 * the site's base), and each block rebuilds itself with the builder the site used at build time, loaded
 * only when a reader asks for it.
 */
interface SuiteRuns {
  index: RunIndex | null
  /** The run every block of the suite shows; null: each shows the run it was built with. */
  chosen: { id: string; run: Run } | null
}

const suites = reactive(new Map<string, SuiteRuns>())
const indexes = new Map<string, Promise<RunIndex>>()
const runFiles = new Map<string, Promise<Run>>()
/** The latest request per suite wins when a reader changes their mind before a run arrives. */
const pending = new Map<string, string | undefined>()

function stateOf(suite: string): SuiteRuns {
  if (!suites.has(suite)) suites.set(suite, { index: null, chosen: null })
  return suites.get(suite)!
}

async function fetchJson<T>(path: string): Promise<T> {
  const res = await fetch(withBase(`/${path}`))
  if (!res.ok) throw new Error(`${path} unavailable (${res.status})`)
  return (await res.json()) as T
}

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key)
  if (!p) {
    p = load()
    cache.set(key, p)
    p.catch(() => cache.delete(key))
  }
  return p
}

export function loadRunIndex(suite: string): Promise<RunIndex> {
  return cached(indexes, suite, async () => {
    const index = markRaw(await fetchJson<RunIndex>(runIndexPath(suite)))
    stateOf(suite).index = index
    return index
  })
}

/** Shows run `id` (null: the latest) in every block of `suite`. Rejects when the run cannot be loaded. */
export async function chooseRun(suite: string, id: string | null): Promise<void> {
  // Server-rendered tables wait for this to hydrate (theme/index.ts): until a reader picks a run they
  // need no code at all.
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(RUN_CHOICE_EVENT))
  const state = stateOf(suite)
  const index = await loadRunIndex(suite)
  const target = switchTarget(index, id)
  pending.set(suite, target)
  // Figures in the text and latest-only blocks follow too (code fetched on the first switch only).
  const follow = (run: Run | null) => import('./run-follow').then((m) => m.followRun(suite, index, run))
  if (target === undefined) {
    state.chosen = null
    await follow(null)
    return
  }
  const run = await cached(runFiles, `${suite}/${target}`, () => fetchJson<Run>(runPath(suite, target)))
  if (pending.get(suite) === target) {
    state.chosen = { id: target, run: markRaw(run) }
    await follow(run)
  }
}

/**
 * One block's view of its suite's choice. `rebuild` makes the block's model for another run; until the
 * block is mounted (server render, hydration) it shows what the build rendered, so nothing mismatches.
 */
export function useRunSwitch<T>(
  suite: string | undefined,
  builtRunId: string | undefined,
  rebuild: (index: RunIndex, run: Run) => Promise<T>,
) {
  const state = suite ? stateOf(suite) : undefined
  const mounted = ref(false)
  onMounted(() => {
    mounted.value = true
  })
  const active = computed(() => {
    const c = mounted.value ? state?.chosen : null
    return c && runToShow(c.id, builtRunId, state?.index?.runs) ? c : null
  })
  const override = shallowRef<T | null>(null)
  const error = ref('')
  /** The chosen run's name when it has nothing for this block: the block says so and shows no figures. */
  const missing = ref('')
  watch(active, async (c) => {
    error.value = ''
    missing.value = ''
    if (!c || !state?.index) {
      override.value = null
      return
    }
    try {
      const model = await rebuild(state.index, c.run)
      if (active.value === c) override.value = model
    } catch {
      // The builder's reason is for page authors; a reader is told which run has nothing here. The built
      // figures stay in the page (so the block keeps its size) but are not shown under this run's name.
      if (active.value !== c) return
      override.value = null
      const r = state.index.runs.find((x) => x.id === c.id)
      missing.value = r ? r.name : c.id
    }
  })
  return {
    /** Newest first, once loaded. */
    runs: computed(() => state?.index?.runs ?? []),
    /** The run id a run picker should show. */
    chosen: computed(() => (mounted.value && state?.chosen?.id) || builtRunId || ''),
    override,
    error,
    missing,
    /** The earlier run shown instead of the built one, for the "which run" note. */
    shown: computed(() =>
      active.value && override.value ? state?.index?.runs.find((r) => r.id === active.value!.id) : undefined,
    ),
    loadIndex: () => (suite ? loadRunIndex(suite) : Promise.resolve(undefined)),
    choose: (id: string | null) => (suite ? chooseRun(suite, id) : Promise.resolve()),
  }
}

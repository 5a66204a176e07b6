// Extends the default theme. Bench components are registered as async components: a page that uses
// none of them loads none of their code, and Chart.js itself loads only when a chart nears the viewport.
import { defineAsyncComponent, h, hydrateOnVisible } from 'vue'
import { inBrowser } from 'vitepress'
// Without its fonts: style.css declares them so that they never swap in (no layout shift).
import DefaultTheme from 'vitepress/theme-without-fonts'
import type { Router, Theme } from 'vitepress'
import PreviewBanner from '../../components/PreviewBanner.vue'
import { whenAnyNear } from '../../components/composables/useNearViewport'
import './style.css'

/** As for the canvas (useNearViewport): chart code loads when a figure comes this close to the viewport. */
const NEAR = '400px'

/**
 * Resolves when a server-rendered chart figure of the first page nears the viewport, or when the reader
 * goes to another page (whose charts render on the client and need the code at once).
 */
function chartsWanted(router: Router): Promise<void> {
  return new Promise((resolve) => {
    void whenAnyNear('figure.BenchChart', NEAR).then(resolve)
    // The first page load is the page being hydrated; any later one (a link or history) is a navigation.
    let loads = 0
    const before = router.onBeforePageLoad
    router.onBeforePageLoad = (to) => {
      if (++loads > 1) resolve()
      return before?.(to)
    }
  })
}

export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'layout-top': () => h(PreviewBanner) }),
  enhanceApp({ app, router }) {
    // Tables are complete server-rendered; each hydrates (and fetches its small component) as it nears
    // the viewport, only to follow a reader's choice of an earlier run of its suite.
    app.component('BenchTable', defineAsyncComponent({
      loader: () => import('../../components/BenchTable.vue'),
      hydrate: hydrateOnVisible({ rootMargin: NEAR }),
    }))
    // VITE_BENCH_STUB_CHARTS=1 (`pnpm bench` only): a build without the chart component, to time what it costs.
    if (import.meta.env.VITE_BENCH_STUB_CHARTS) return
    // A server-rendered figure is complete without JS (title, controls, data table): its code is fetched
    // (and the figures hydrated) only when one nears the viewport, so a reader who never scrolls to a
    // chart downloads none of the chart code. Each canvas then loads as its figure nears.
    const wanted = inBrowser ? chartsWanted(router) : Promise.resolve()
    app.component('BenchChart', defineAsyncComponent(() => wanted.then(() => import('../../components/BenchChart.vue'))))
  },
} satisfies Theme

// Extends the default theme. Bench components are registered as async components: a page that uses
// none of them loads none of their code, and Chart.js itself loads only when a reader reaches for a chart.
import { defineAsyncComponent, defineComponent, h } from 'vue'
import { inBrowser } from 'vitepress'
// Without its fonts: style.css declares them so that they never swap in (no layout shift).
import DefaultTheme from 'vitepress/theme-without-fonts'
import type { Router, Theme } from 'vitepress'
import PreviewBanner from '../../components/PreviewBanner.vue'
import { RUN_CHOICE_EVENT } from '../../components/views/events'
import { absoluteLinks } from '../../components/build-time/embed'
import { hydrateOnReach, whenReached } from './hydrate-on-reach'
import { hydratePageWhenIdle } from './page-text'
import { printInLight } from './print'
import { provideAppearanceToggle, skipEqualRootWrites } from './quiet-mount'
import './style.css'

/**
 * Resolves when `first` does (a server-rendered block of the first page needs its code), or when the
 * reader goes to another page (whose blocks render on the client and need their code at once); at once
 * under `vitepress dev`.
 * Vue's lazy hydration strategies defer hydrating, not loading, so the wait is in the loader.
 */
function wantedBy(router: Router, first: Promise<void>): Promise<void> {
  // `vitepress dev` renders the first page on the client too (no server HTML, no SVG to stand in for a
  // chart): its blocks need their code at once, or a maintainer's page showed no chart until a link.
  if (import.meta.env.DEV) return Promise.resolve()
  return new Promise((resolve) => {
    void first.then(resolve)
    // The first page load is the page being hydrated; any later one (a link or history) is a navigation.
    let loads = 0
    const before = router.onBeforePageLoad
    router.onBeforePageLoad = (to) => {
      if (++loads > 1) resolve()
      return before?.(to)
    }
  })
}

const runChosen = (): Promise<void> =>
  new Promise((resolve) => window.addEventListener(RUN_CHOICE_EVENT, () => resolve(), { once: true }))

/**
 * Noted for the build's end (config.ts, buildEnd), which fails the build once every page is rendered
 * and VitePress has removed its temp folder. The server bundle runs in the build's own process.
 */
function renderFailed(router: Router, err: unknown): void {
  const page = router.route.data.relativePath || router.route.path
  const line = `render error: ${page}: ${err instanceof Error ? err.message : String(err)}`
  const g = globalThis as { benchRenderErrors?: string[] }
  ;(g.benchRenderErrors ??= []).push(line)
  globalThis.process.stderr.write(line + '\n')
}

/** "Copy" under a chart (markdown/chart-embeds.ts): its Markdown snippet, with the site's own URLs made absolute. */
function copyEmbed(e: MouseEvent): void {
  const button = (e.target as Element | null)?.closest?.('.BenchChart__embed-copy')
  const code = button?.parentElement?.querySelector('code')
  if (!button || !code) return
  const md = absoluteLinks(code.textContent ?? '', location.href)
  navigator.clipboard?.writeText(md).then(
    () => {
      button.textContent = 'Copied'
    },
    () => undefined,
  )
}

/** Opened, "Embed this chart" shows the snippet as it is copied: with whole URLs (built without the site's URL,
 *  it reads "../charts/…", which breaks in a README). */
function showAbsoluteEmbed(e: Event): void {
  const d = e.target as Element | null
  if (!(d instanceof HTMLDetailsElement) || !d.open || !d.matches('.BenchChart__embed')) return
  for (const code of d.querySelectorAll('code')) code.textContent = absoluteLinks(code.textContent ?? '', location.href)
}

export default {
  extends: DefaultTheme,
  Layout: defineComponent({
    name: 'BenchLayout',
    setup() {
      provideAppearanceToggle()
      return () => h(DefaultTheme.Layout, null, { 'layout-top': () => h(PreviewBanner) })
    },
  }),
  enhanceApp({ app, router }) {
    // Before the app mounts, where VitePress writes them (quiet-mount.ts).
    if (inBrowser) skipEqualRootWrites(document.documentElement)
    // `vitepress build`: Vue logged an error thrown while a page rendered (an expression in its
    // Markdown) with a stack trace, rendered the page empty, and the build published it. Now one line
    // naming the page, and the build fails.
    if (import.meta.env.SSR) app.config.errorHandler = (err) => renderFailed(router, err)
    if (inBrowser) document.addEventListener('click', copyEmbed)
    // `toggle` does not bubble: caught on its way down.
    if (inBrowser) document.addEventListener('toggle', showAbsoluteEmbed, true)
    if (inBrowser) printInLight(document.documentElement)
    if (inBrowser) hydratePageWhenIdle(router)
    // Tables are complete server-rendered. Their component is needed only to follow a reader's choice
    // of an earlier run (on a chart of the same suite), so it is fetched and hydrated only then; it picks
    // up the choice already made when it mounts.
    const tables = inBrowser ? wantedBy(router, runChosen()) : Promise.resolve()
    app.component(
      'BenchTable',
      defineAsyncComponent(() => tables.then(() => import('../../components/BenchTable.vue'))),
    )
    // A server-rendered figure is complete without JS (its SVG, title, controls, data table): its code is
    // fetched when a reader first reaches for a figure (hydrate-on-reach.ts), so a reader who reads the
    // page and its charts, at the top or opened at an anchor, downloads none of it. The canvas (Chart.js),
    // which the reached figure asks for as it hydrates, is fetched alongside rather than after it.
    const wanted = inBrowser
      ? wantedBy(
          router,
          whenReached('figure.BenchChart').then(() => {
            void import('../../components/BenchChartCanvas.vue')
          }),
        )
      : Promise.resolve()
    // Each figure hydrates only when a reader reaches for it: its SVG is the chart until then, and a page
    // opened at an anchor does no hydration work for the figures a reader only reads.
    app.component(
      'BenchChart',
      defineAsyncComponent({
        loader: () => wanted.then(() => import('../../components/BenchChart.vue')),
        hydrate: hydrateOnReach,
      }),
    )
  },
} satisfies Theme

// The first page's own text hydrates when the browser is first idle, in a task of its own, not inside the
// app's mount: the one long task after the first paint that a phone spends in Total Blocking Time.
import { defineAsyncComponent, hydrateOnIdle, markRaw, type Component, type HydrationStrategy } from 'vue'
import type { Router } from 'vitepress'

/** At the latest this long after the app's mount, the page is hydrated even if the browser never idles. */
const PAGE_TEXT_TIMEOUT_MS = 2000

/**
 * Set on <html> once no page text waits to hydrate: the first page is hydrated, or was left before it
 * was (a link followed first), or there was none (a 404). Tests and `pnpm bench` wait for it before
 * they change or measure the page.
 */
export const HYDRATED_ATTR = 'data-page-hydrated'

const markHydrated = () => document.documentElement.setAttribute(HYDRATED_ATTR, '')
const whenIdle = hydrateOnIdle(PAGE_TEXT_TIMEOUT_MS)
const atIdle: HydrationStrategy = (hydrate, forEach) => {
  const cancel = whenIdle(() => {
    hydrate()
    markHydrated()
  }, forEach)
  // Vue calls this before the wrapper unmounts: a page left before it hydrated leaves nothing waiting.
  return () => {
    cancel?.()
    markHydrated()
  }
}

/**
 * Wraps the page component of the first load (the one hydrated from the server's HTML) in an async
 * component that hydrates it at idle; pages reached later render on the client as before. The page is
 * complete without its code: figures and tables hydrate only when a reader reaches for them
 * (hydrate-on-reach.ts keeps a reach made before then and replays it), and links, the copy buttons and
 * the embeds work through listeners on the document. VitePress computes the outline from the page once it
 * is mounted, so the outline's headings come at idle too, with the forced style pass that activating
 * `#anchor` in it costs (at `#calls` a restyle of the sidebar and navigation the anchor changed). Measured
 * by `pnpm bench` (TBT at `#calls`) and MEASUREMENTS.md. Nothing is wrapped in the server's render, and
 * the wrapper adds no element, so the HTML is unchanged.
 */
export function hydratePageWhenIdle(router: Router): void {
  let first = true
  // The hook a theme or site set before (VitePress still reads the deprecated name when the new one is unset).
  const after = router.onAfterRouteChange ?? router.onAfterRouteChanged
  router.onAfterRouteChange = async (to) => {
    const page = router.route.component
    const wasFirst = first
    first = false
    // A first load with no page to hydrate (a 404 without a page of its own) waits for nothing.
    if (wasFirst && !page) markHydrated()
    if (wasFirst && page) {
      const wrapper = defineAsyncComponent({
        loader: () => Promise.resolve(page as Component),
        hydrate: atIdle,
      })
      // Resolved before the app mounts (VitePress mounts after this hook), so that the wrapper
      // hydrates the server's HTML rather than rendering anew (and renders at once in `vitepress dev`).
      await (wrapper as { __asyncLoader?: () => Promise<unknown> }).__asyncLoader?.()
      router.route.component = markRaw(wrapper)
    }
    return after?.(to)
  }
}

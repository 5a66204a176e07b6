// Two writes VitePress makes on every page load that change nothing but cost a restyle of the whole
// document, which on a long page (the Fusion page: 25 tables, 10 SVG drawings, 2.6 times the plain
// page's elements) was most of the main-thread time after the first paint on a phone.
import { nextTick, provide } from 'vue'
import { useData } from 'vitepress'

/**
 * VitePress writes `<html lang dir>` when the app mounts, with the values the server already wrote.
 * Chromium treats even an equal write as a change of the root's language (inherited by every element:
 * fonts, `:lang()`), so each load restyled and re-shaped all text once more. Equal writes are skipped.
 */
export function skipEqualRootWrites(root: HTMLElement): void {
  for (const name of ['lang', 'dir'] as const) {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)
    if (!own?.get || !own.set) continue
    const { get, set } = own
    Object.defineProperty(root, name, {
      configurable: true,
      enumerable: own.enumerable,
      get(this: HTMLElement) {
        return get.call(this)
      },
      set(this: HTMLElement, value: string) {
        if (get.call(this) !== value) set.call(this, value)
      },
    })
  }
}

/** The rule the colour-scheme switch applies while it flips the theme, so that nothing animates. */
export const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}'

/**
 * The appearance switch, flipping the theme without transitions. VitePress's `useDark` (VueUse) did this
 * itself on every load too — it adds such a style element, forces a style pass and removes it, even when
 * the theme does not change — so the config turns that off (`appearance.disableTransition: false`) and
 * the switch, through VitePress's `toggle-appearance` hook, does it only when a reader flips the theme.
 */
export function provideAppearanceToggle(): void {
  const { isDark } = useData()
  provide('toggle-appearance', async () => {
    const style = document.createElement('style')
    style.textContent = NO_TRANSITIONS
    document.head.appendChild(style)
    isDark.value = !isDark.value
    // VueUse sets the root's class in a post-flush watcher: once it has, the new colours are computed
    // while transitions are off, and then the rule goes.
    await nextTick()
    void getComputedStyle(style).opacity
    style.remove()
  })
}

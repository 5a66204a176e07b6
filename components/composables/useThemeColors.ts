import { useData } from 'vitepress'
import { onBeforeUnmount, onMounted, ref, watch } from 'vue'
import type { Ref } from 'vue'
import type { ThemeColors } from '../support/chartjs-config'
import { SERIES_SLOTS } from '../support/palette'

/**
 * Chart colours read from CSS variables (--bench-c-*), re-read whenever the theme flips, and at once when a
 * print starts or ends (.vitepress/theme/print.ts has switched the theme by then): `onPrint` runs after the
 * new colours are read, for a drawing that must be redone before the page is laid out on paper.
 */
export function useThemeColors(el: Ref<HTMLElement | null>, onPrint?: () => void): Ref<ThemeColors | null> {
  const { isDark } = useData()
  const colors = ref<ThemeColors | null>(null)
  const read = () => {
    const target = el.value ?? document.documentElement
    const css = getComputedStyle(target)
    const v = (name: string) => css.getPropertyValue(name).trim()
    colors.value = {
      series: Array.from({ length: SERIES_SLOTS }, (_, i) => v(`--bench-c-series-${i + 1}`)),
      text: v('--bench-c-text'),
      muted: v('--bench-c-muted'),
      grid: v('--bench-c-grid'),
      threshold: v('--bench-c-threshold'),
      good: v('--bench-c-good'),
      bg: v('--vp-c-bg'),
    }
  }
  onMounted(read)
  // The .dark class is switched before this watcher runs, so computed styles are already new.
  watch(isDark, () => requestAnimationFrame(read))
  // No animation frame comes between "beforeprint" and the print: read now.
  const printed = () => {
    read()
    onPrint?.()
  }
  onMounted(() => {
    window.addEventListener('beforeprint', printed)
    window.addEventListener('afterprint', printed)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('beforeprint', printed)
    window.removeEventListener('afterprint', printed)
  })
  return colors
}

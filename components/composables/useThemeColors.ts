import { useData } from 'vitepress'
import { onBeforeUnmount, onMounted, ref, watch } from 'vue'
import type { Ref } from 'vue'
import type { ThemeColors } from '../chart/chartjs-config'
import { themeColors } from '../chart/palette'

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
    colors.value = themeColors((name) => css.getPropertyValue(name).trim())
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

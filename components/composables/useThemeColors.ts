import { useData } from 'vitepress'
import { onMounted, ref, watch } from 'vue'
import type { Ref } from 'vue'
import type { ThemeColors } from '../support/chartjs-config'
import { themeColors } from '../support/palette'

/** Chart colours read from CSS variables (--bench-c-*), re-read whenever the theme flips. */
export function useThemeColors(el: Ref<HTMLElement | null>): Ref<ThemeColors | null> {
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
  return colors
}

import { onMounted, ref } from 'vue'
import type { Ref } from 'vue'

/**
 * Becomes true (and stays so) once a reader reaches for the chart in `el`: a pointer over it, focus in it,
 * a press on it. Until then the server-rendered SVG shows the chart and Chart.js is not loaded; a pointer
 * or focus already there when the component mounts (it hydrates as the figure nears) counts too.
 */
export function useWanted(el: Ref<HTMLElement | null>): { wanted: Ref<boolean>; want: () => void } {
  const wanted = ref(false)
  const want = () => { wanted.value = true }
  onMounted(() => {
    if (el.value?.matches(':hover, :focus-within')) want()
  })
  return { wanted, want }
}

import { onMounted, ref } from 'vue'
import type { Ref } from 'vue'

/** Chart.js ignores prefers-reduced-motion; we pass it on as `animation: false`. */
export function useReducedMotion(): Ref<boolean> {
  const reduced = ref(false)
  onMounted(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    reduced.value = mq.matches
    mq.addEventListener('change', (e) => {
      reduced.value = e.matches
    })
  })
  return reduced
}

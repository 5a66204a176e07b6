import { onBeforeUnmount, onMounted, ref } from 'vue'
import type { Ref } from 'vue'

/** Becomes true once `el` comes within `margin` of the viewport (and stays true). */
export function useNearViewport(el: Ref<HTMLElement | null>, margin = '400px'): Ref<boolean> {
  const near = ref(false)
  let io: IntersectionObserver | undefined
  onMounted(() => {
    if (!el.value || typeof IntersectionObserver === 'undefined') {
      near.value = true
      return
    }
    io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        near.value = true
        io?.disconnect()
      }
    }, { rootMargin: margin })
    io.observe(el.value)
  })
  onBeforeUnmount(() => io?.disconnect())
  return near
}

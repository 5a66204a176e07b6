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

/**
 * Resolves once any element matching `selector` comes within `margin` of the viewport; at once when
 * there is none (or no DOM to look at).
 */
export function whenAnyNear(selector: string, margin = '400px'): Promise<void> {
  const els = typeof document === 'undefined' || typeof IntersectionObserver === 'undefined' ? [] : [...document.querySelectorAll(selector)]
  if (!els.length) return Promise.resolve()
  return new Promise((resolve) => {
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      io.disconnect()
      resolve()
    }, { rootMargin: margin })
    for (const el of els) io.observe(el)
  })
}

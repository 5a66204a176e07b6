import { onBeforeUnmount, onMounted, ref } from 'vue'
import type { Ref } from 'vue'

/** Server-rendered elements whenAnyNear saw near the viewport before their component could watch them. */
const seenNear = new WeakSet<Element>()

/** Becomes true once `el` comes within `margin` of the viewport (and stays true). */
export function useNearViewport(el: Ref<HTMLElement | null>, margin = '400px'): Ref<boolean> {
  const near = ref(false)
  let io: IntersectionObserver | undefined
  onMounted(() => {
    // Already near (or passed by) while the component's code was loading: at once.
    if (!el.value || typeof IntersectionObserver === 'undefined' || seenNear.has(el.value)) {
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
 * there is none (or no DOM to look at). It keeps watching the others, so that an element a reader
 * scrolls past while its component's code is still loading counts as near when that component mounts.
 */
export function whenAnyNear(selector: string, margin = '400px'): Promise<void> {
  const els = typeof document === 'undefined' || typeof IntersectionObserver === 'undefined' ? [] : [...document.querySelectorAll(selector)]
  if (!els.length) return Promise.resolve()
  return new Promise((resolve) => {
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue
        seenNear.add(e.target)
        io.unobserve(e.target)
        resolve()
      }
    }, { rootMargin: margin })
    for (const el of els) io.observe(el)
  })
}

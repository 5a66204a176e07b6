/**
 * Resolves once any element matching `selector` comes within `margin` of the viewport; at once when
 * there is none (or no DOM to look at).
 */
export function whenAnyNear(selector: string, margin = '400px'): Promise<void> {
  const els =
    typeof document === 'undefined' || typeof IntersectionObserver === 'undefined'
      ? []
      : [...document.querySelectorAll(selector)]
  if (!els.length) return Promise.resolve()
  return new Promise((resolve) => {
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue
          io.unobserve(e.target)
          resolve()
        }
      },
      { rootMargin: margin },
    )
    for (const el of els) io.observe(el)
  })
}

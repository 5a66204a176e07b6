// "did you mean …?" for names typed on a command line or in a page: the closest known name, if close.

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]!
}

/** The known name closest to `typed` (case-insensitive), when close: one edit for short names, else two or a third of it. */
export function closest(typed: string, known: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestD = Infinity
  const t = typed.toLowerCase()
  for (const k of known) {
    const d = distance(t, k.toLowerCase())
    if (d < bestD) [best, bestD] = [k, d]
  }
  const limit = typed.length <= 3 ? 1 : Math.max(2, Math.floor(typed.length / 3))
  return best !== undefined && bestD > 0 && bestD <= limit ? best : undefined
}

/** `; did you mean "x"?` or '' — to end a message with. */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const c = closest(typed, known)
  return c ? `; did you mean "${c}"?` : ''
}

// Why an inline figure does not pick exactly one result, in words a page author can act on: for
// several, which results and the keys (with their values) that tell them apart; for none, which key
// or value the run does not have, with "did you mean".
import type { Result } from '../../data/schema/schema'
import { matches } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import { keyValue } from './select'

const show = (r: Result, keys: string[]) => keys.map((k) => `${k}=${String(keyValue(r, k))}`).join(' ')

/** The message after "figure {…}": what is ambiguous or unknown. */
export function mismatch(where: Record<string, string>, results: Result[], found: Result[]): string {
  if (found.length > 1) {
    const keys = ['benchmark', ...new Set(found.flatMap((r) => Object.keys(r.params ?? {})))].filter(
      (k) => !(k in where) && new Set(found.map((r) => String(keyValue(r, k)))).size > 1,
    )
    const list = found
      .slice(0, 6)
      .map((r) => show(r, keys))
      .join('; ')
    return `matches ${found.length} results (${list}${found.length > 6 ? '; …' : ''}); add ${keys.map((k) => `${k}=…`).join(' or ')} to pick one`
  }
  // None: the first key that no result has, or whose value no result has, given the keys before it.
  const allKeys = ['benchmark', ...new Set(results.flatMap((r) => Object.keys(r.params ?? {})))]
  let narrowed = results
  for (const [k, v] of Object.entries(where)) {
    if (!allKeys.includes(k))
      return `matches no result: no result has the key "${k}"${didYouMean(k, allKeys)} (keys: ${allKeys.join(', ')})`
    const next = narrowed.filter((r) => matches(r, { [k]: v }))
    if (!next.length) {
      const values = [...new Set(narrowed.map((r) => String(keyValue(r, k))))].filter((x) => x !== 'undefined')
      return `matches no result: ${k}="${v}" is not among the values left (${values.slice(0, 10).join(', ')})${didYouMean(v, values)}`
    }
    narrowed = next
  }
  return 'matches no result with this metric'
}

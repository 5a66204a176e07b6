// Rules that keep every bar and label of a chart visible: where a log axis starts, which log ticks get a
// label, how a long category name is wrapped or shortened, where an annotation label may go. Pure and
// small (it ships with the chart code); chartjs-config.ts applies them, tests check them on generated data.
import { round12 } from '../../data/numbers/numbers'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

const STEPS = [1, 2, 5]

/** Chart.js's tick font (its default: 12 px Helvetica Neue, Helvetica, Arial), for measuring tick labels. */
export const TICK_FONT = "12px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif"
/** The least clear space between two tick labels, px. */
export const LABEL_GAP = 8

/** A log axis starts at the largest 1-2-5 step at or below half the smallest value, so its bar shows. */
export function logMin(smallest: number): number {
  const target = smallest / 2
  const p = 10 ** Math.floor(Math.log10(target))
  let best = p
  // toPrecision: 10 ** -3 * 5 is 0.005000000000000001, which would label as such.
  for (const s of STEPS) if (s * p <= target * (1 + 1e-9)) best = round12(s * p)
  return best
}

/** A log axis ends at the smallest 1-2-5 step above the largest value: the tallest bar stops under a labelled tick, not at the frame. */
export function logMax(largest: number): number {
  const p = 10 ** Math.floor(Math.log10(largest))
  for (const m of [1, 2, 5, 10]) if (round12(m * p) > largest * (1 + 1e-9)) return round12(m * p)
  return round12(10 * p)
}

/** The room a tick's label takes along the axis, gap included: one figure for all, or each label's own. */
export type LabelPx = number | ((v: number) => number)

/** The least distance between the ticks at `a` and `b` for their labels not to touch. */
const apart = (px: LabelPx, a: number, b: number) => (typeof px === 'number' ? px : (px(a) + px(b)) / 2)

/** The ticks of `logTicks` with the top (`max`) among them; a tick too close below it gives way. */
export function withTopTick(ticks: number[], min: number, max: number, room: number, labelPx: LabelPx): number[] {
  if ((ticks.at(-1) ?? 0) >= max * (1 - 1e-9)) return ticks
  return [
    ...ticks.filter((t, i) => !i || (Math.log10(max / t) / Math.log10(max / min)) * room >= apart(labelPx, t, max)),
    max,
  ]
}

/**
 * Log ticks that can all be labelled in `room` px along the axis, each label taking `labelPx`: powers
 * of ten with 2 and 5 between them while they fit (eight at most), else with 3 between them (Ergo's decoding
 * axis over three decades had labels at 100, 1,000 and 20,000 only), else every decade, else every other
 * (third, …) decade, starting at whichever decade leaves the most labels once the top joins them (withTopTick).
 */
export function logTicks(min: number, max: number, room: number, labelPx: LabelPx): number[] {
  const lo = Math.floor(Math.log10(min))
  const hi = Math.ceil(Math.log10(max))
  const inRange = (v: number) => v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)
  const decades = Math.max(1e-9, Math.log10(max / min))
  const fits = (ticks: number[]) =>
    ticks.length <= 8 &&
    ticks.every(
      (t, i) => i === 0 || (Math.log10(t / ticks[i - 1]!) / decades) * room >= apart(labelPx, ticks[i - 1]!, t),
    )
  for (const steps of [STEPS, [1, 3], [1]]) {
    const ticks: number[] = []
    for (let e = lo; e <= hi; e++) for (const s of steps) if (inRange(s * 10 ** e)) ticks.push(round12(s * 10 ** e))
    if (ticks.length > 1 && fits(ticks)) return ticks
  }
  const topped = (ticks: number[]) => withTopTick(ticks, min, max, room, labelPx).length
  for (let every = 2; every < 12; every++) {
    const phases = Array.from({ length: every }, (_, phase) => {
      const ticks: number[] = []
      for (let e = lo; e <= hi; e++)
        if ((((e - phase) % every) + every) % every === 0 && inRange(10 ** e)) ticks.push(round12(10 ** e))
      return ticks
    })
    const fitting = phases.filter((t) => t.length >= 2 && fits(t))
    if (fitting.length) return fitting.reduce((best, t) => (topped(t) > topped(best) ? t : best))
    const first = phases[0]!
    if (first.length < 2) return first.length ? first : [min, max]
  }
  return [min, max]
}

/**
 * The ticks a log axis labels: `logTicks` with the top (withTopTick); where that leaves fewer than three,
 * the three 1-2-5 steps that fit with the most room to spare, the top among them where it can be and powers
 * of ten preferred (a phone-wide axis of three or four decades has room for three labels, not for every
 * decade or every other one; an axis under a decade takes 3, 4, … too). Fewer than three only where no three
 * labels of this width fit at all.
 */
export function axisLogTicks(min: number, max: number, room: number, labelPx: LabelPx): number[] {
  const ticks = withTopTick(logTicks(min, max, room, labelPx), min, max, room, labelPx)
  if (ticks.length >= 3) return ticks
  const lo = Math.floor(Math.log10(min))
  const at = (v: number) => (Math.log10(v / min) / Math.max(1e-9, Math.log10(max / min))) * room
  const candidates = (mantissas: number[]) => {
    const steps: number[] = []
    for (let e = lo; e <= Math.ceil(Math.log10(max)); e++)
      for (const s of mantissas) {
        const v = round12(s * 10 ** e)
        if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9) && v !== steps.at(-1)) steps.push(v)
      }
    return steps
  }
  // An axis under a decade (2 to 5 MB) has two 1-2-5 steps: 3 and 4 join them there.
  let steps = candidates(STEPS)
  if (steps.length < 3) steps = candidates([1, 2, 3, 4, 5, 6, 7, 8, 9])
  // Spare room of two neighbours: the distance between their ticks over what their labels need (≥ 1 fits).
  const spare = (a: number, b: number) => (at(b) - at(a)) / apart(labelPx, a, b)
  const least = (t: number[]) => Math.min(...t.slice(1).map((v, i) => spare(t[i]!, v)))
  const isPower = (v: number) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9
  let best = [max]
  let bestScore = -Infinity
  const consider = (t: number[]) => {
    if (least(t) < 1) return
    // More labels first, then the top among them, then powers of ten, then evenness (spare room, up to 2).
    const top = t.at(-1)! >= max * (1 - 1e-9) ? 100 : 0
    const score = 1000 * t.length + top + 10 * t.filter(isPower).length + Math.min(2, least(t))
    if (score > bestScore) [best, bestScore] = [t, score]
  }
  for (let k = 0; k < steps.length; k++)
    for (let j = 0; j < k; j++) {
      if (spare(steps[j]!, steps[k]!) < 1) continue
      consider([steps[j]!, steps[k]!])
      for (let i = 0; i < j; i++) consider([steps[i]!, steps[j]!, steps[k]!])
    }
  // No three fit: the decades' own ticks stay, unless their first touches the top (withTopTick keeps it).
  return best.length >= 3 || least(ticks) < 1 ? best : ticks
}

/** About how wide a character of a category name is in Chart.js's 12 px font. */
const NAME_CHAR_PX = 7
/** A chart's width on a 320 px phone (the page's and the figure's margins taken off). */
export const PHONE_CHART_PX = 272

/** Characters of a name per line under a group of vertical bars or a line's point: the chart's width less
 *  the value axis (70 px), shared among the groups, 8 px between them. */
export function groupNameChars(chartWidth: number, groups: number): number {
  return ((chartWidth - 70) / Math.max(1, groups) - 8) / NAME_CHAR_PX
}

/** The share of a horizontal chart's width its category names may take: more on a phone, where 38 % cut
 *  "ActualLab.Rpc Client → Fusion Service" to "…Fusion S…" (two lines of 18 characters). */
export function horizontalLabelShare(width: number): number {
  return width < 560 ? 0.45 : 0.38
}

/** Characters of a name per line beside horizontal bars. */
export function sideNameChars(chartWidth: number): number {
  return (chartWidth * horizontalLabelShare(chartWidth)) / NAME_CHAR_PX
}

/**
 * A category name on at most two lines of `max` characters, broken at spaces; a word too long for a line
 * is broken where its parts meet ("Stream" | "100", "Fusion" | "Client", "ActualLab." | "Rpc"), else
 * shortened with "…" — never cut mid-word with the rest carried over ("Compl…", "ex St…").
 */
export function wrapLabel(text: string, max: number): string[] {
  max = Math.max(4, Math.floor(max))
  if (text.length <= max) return [text]
  // Words, each with whether it follows a space (a part of a broken word follows its other part directly).
  const words = text.split(' ').flatMap((w) => wordParts(w, max).map((part, i) => ({ part, spaced: i === 0 })))
  const join = (ws: typeof words) => ws.map((w, i) => (i && w.spaced ? ' ' : '') + w.part).join('')
  let n = 1
  while (n < words.length && join(words.slice(0, n + 1)).length <= max) n++
  const rest = words.slice(n)
  return [cut(join(words.slice(0, n)), max), ...(rest.length ? [cut(join(rest), max)] : [])]
}

/** A word longer than `max` in parts of at most `max`, split where a letter meets a digit (not a digit its
 *  suffix: "10K" stays whole), a lower-case letter a capital, or after . - _ /; else the whole word. */
function wordParts(word: string, max: number): string[] {
  if (word.length <= max) return [word]
  let at = 0
  for (let i = 2; i <= max; i++) {
    const [a, b] = [word[i - 1]!, word[i]!]
    if ((/[a-z]/i.test(a) && /[\d(]/.test(b)) || (/[a-z]/.test(a) && /[A-Z]/.test(b)) || /[.\-_/]/.test(a)) at = i
  }
  return at ? [word.slice(0, at), ...wordParts(word.slice(at), max)] : [word]
}

function cut(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`
}

export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap
}

/** The first candidate inside `area` that touches no obstacle; else the one inside it that touches fewest. */
export function placeLabel(candidates: Box[], obstacles: Box[], area: Box): Box {
  const inside = candidates.filter(
    (c) => c.x >= area.x && c.y >= area.y && c.x + c.w <= area.x + area.w && c.y + c.h <= area.y + area.h,
  )
  const pool = inside.length ? inside : candidates
  let best = pool[0]!
  let fewest = Infinity
  for (const c of pool) {
    const n = obstacles.filter((o) => overlaps(c, o, 1)).length
    if (n === 0) return c
    if (n < fewest) {
      fewest = n
      best = c
    }
  }
  return best
}

// In a file of its own: the builder (chart.ts, loaded on a run switch) needs it without pulling these
// rules out of the chart's own chunk into a shared one.
export { isFailed } from './failed-value'

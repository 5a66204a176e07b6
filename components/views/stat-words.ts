// What a metric's value is (suite.json `stat`, or the field a block picks), said in a reader's words.
// Axis titles carry only the label and the unit; this sentence is said once, in the chart's description
// and under a starter page's metric heading, so the title never nests brackets or builder wording.

/** Tools' own wordings that a reader would not follow as they stand. */
const WORDS: Record<string, string> = {
  'typical (slope, else mean)': 'criterion’s typical estimate: the slope where it has one, else the mean',
  'from the typical time': 'worked out from criterion’s typical time',
  mean: 'the mean',
  median: 'the median',
  min: 'the fastest measurement',
  max: 'the slowest measurement',
  stddev: 'the standard deviation',
}

/** "the median", "the 99th percentile", or the stat as the suite states it. */
export function statWords(stat: string): string {
  const known = WORDS[stat]
  if (known) return known
  const p = /^p(\d+(?:\.\d+)?)$/.exec(stat)
  if (p) return `the ${ordinal(p[1]!)} percentile`
  return stat
}

/** One sentence: "Each value is the median." */
export function statSentence(stat: string | undefined): string {
  // `value` is a block asking for the tool's own figure: nothing more to say than the label does.
  return stat && stat !== 'value' ? `Each value is ${statWords(stat)}.` : ''
}

function ordinal(n: string): string {
  if (n.includes('.')) return `${n}th`
  const last2 = Number(n) % 100
  const suffix = last2 >= 11 && last2 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][Number(n) % 10] ?? 'th')
  return `${n}${suffix}`
}

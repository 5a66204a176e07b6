/** A value the tool printed as zero on a higher-is-better metric is a failed test, not a result. */
export function isFailed(v: number | null, direction: 'higher' | 'lower'): boolean {
  return v === 0 && direction === 'higher'
}

// Whether a change was acknowledged in suite.json (`acknowledged: [{benchmark, params?, metric, run or
// commit, reason}]`): the pages show such a change with its reason instead of alerting, and `pnpm compare`
// and `--fail-on-regression` do not fail on it. One function, so that every surface agrees.
import type { ParamValue, Suite } from '../schema/schema'

export interface ChangeAt {
  benchmark: string
  params?: Record<string, ParamValue>
  metric: string
  /** The first run after the change, and its commit. */
  run: string
  commit?: string
}

/** The reason the suite gives for accepting this change, or undefined when it does not. */
export function isAcknowledged(suite: Pick<Suite, 'acknowledged'>, c: ChangeAt): string | undefined {
  const hit = suite.acknowledged?.find(
    (a) =>
      a.benchmark === c.benchmark &&
      a.metric === c.metric &&
      Object.entries(a.params ?? {}).every(([k, v]) => String(c.params?.[k]) === String(v)) &&
      (a.run !== undefined
        ? a.run === c.run
        : !!c.commit && c.commit.toLowerCase().startsWith(a.commit!.toLowerCase())),
  )
  return hit?.reason
}

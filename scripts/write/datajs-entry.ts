// One entry of a github-action-benchmark data.js → one parsed run and what is worth telling about it,
// for every version of the action that wrote such files:
//   - a `tool` the action no longer (or never) knew (a fork's "criterion") is read by its units;
//   - which way is better: a unit that is a time or a size says smaller, a rate bigger, whatever the
//     tool says (a `customBiggerIsBetter` history of seconds would otherwise call a 7× slowdown an
//     improvement); the tool's word only for units that say nothing; --direction overrides both;
//   - one name twice in one entry: kept apart by order (parameter "occurrence"), never merged;
//   - go entries as go's own output reads (see github-action-benchmark-go.ts).
// Pure: the caller reads the file.
import type { Direction } from '../../data/schema/schema'
import { unitInfo } from '../../data/numbers/units'
import { benchesToRun, TOOL_BIGGER } from '../parsers/github-action-benchmark'
import { goBenchesToRun } from '../parsers/github-action-benchmark-go'
import { impliedDirection } from '../parsers/generic-json'
import type { J } from '../parsers/json-shared'
import type { ParsedRun } from '../parsers/types'
import type { HistoryNote } from './history-notes'

export interface EntryContext {
  /** The file as the user named it, the set's name and the entry's label ("Rust Benchmark #3 (45d7825)"). */
  display: string
  set: string
  label: string
  /** --direction metric=higher|lower: the user's word, which nothing overrides. */
  directions: Record<string, Direction>
}

const side = (d: Direction) => (d === 'lower' ? 'smaller' : 'bigger')

/** The benches of one entry → metrics and results, with notes on what was decided for it. */
export function readDataJsEntry(e: J, ctx: EntryContext): { parsed: Omit<ParsedRun, 'date'>; notes: HistoryNote[] } {
  const notes: HistoryNote[] = []
  const tool = e.str('tool', 'the tool that wrote the entry')
  const known = Object.prototype.hasOwnProperty.call(TOOL_BIGGER, tool)
  const toolSays: Direction | undefined = known ? (TOOL_BIGGER[tool] ? 'higher' : 'lower') : undefined
  if (!known)
    notes.push({
      kind: `tool:${tool}`,
      text: `${ctx.display}: ${ctx.label}: tool "${tool}" is not one github-action-benchmark knows (${Object.keys(TOOL_BIGGER).join(', ')}); its values are read by their units`,
      flag: 'a unit that says nothing of which way is better is taken as smaller-is-better: --direction <metric>=higher changes it',
    })
  // A name met again: one note per name and entry, with how many times it is there.
  const times = new Map<string, number>()
  const repeated = (name: string, n: number) => void times.set(name, n)
  const direction = (unit: string, id: string, bench: { path: string; name: string }): Direction => {
    const given = ctx.directions[id]
    if (given) return given
    const implied = impliedDirection(unit)
    if (implied && toolSays && implied !== toolSays) {
      const what =
        unitInfo(unit)?.dimension === 'rate' ? 'a rate' : unitInfo(unit)?.dimension === 'time' ? 'a time' : 'a size'
      notes.push({
        kind: `direction:${ctx.set}:${id}`,
        text: `${ctx.display}: ${ctx.label}: "${bench.name}" is in "${unit}", ${what}, so ${side(implied)} is better, though tool "${tool}" says ${side(toolSays)}; stored as ${side(implied)}-is-better`,
        flag: `--direction ${id}=${toolSays} keeps the tool's word`,
      })
    }
    return implied ?? toolSays ?? 'lower'
  }
  const benches = e.arr('benches', 'an array of benchmarks')
  const warnings: string[] = []
  const { metrics, results } =
    tool === 'go'
      ? goBenchesToRun(benches, ctx.display, repeated)
      : benchesToRun(benches, { direction, repeated }, warnings)
  for (const [name, n] of times)
    notes.push({
      kind: 'repeated-name',
      text: `${ctx.display}: ${ctx.label}: "${name}" is there ${n} times in one entry; kept apart by order, as parameter "occurrence" ${n === 2 ? 2 : `2 to ${n}`}, not merged`,
    })
  if (tool === 'go')
    for (const [id, m] of Object.entries(metrics)) if (ctx.directions[id]) m.direction = ctx.directions[id]
  return {
    parsed: { format: 'github-action-benchmark', tool: `github-action-benchmark (${tool})`, metrics, results },
    notes,
  }
}

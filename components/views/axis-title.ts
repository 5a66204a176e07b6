// The value axis's title names the unit its ticks are written in. Ticks of time and bytes carry a prefix
// picked for each ("500 ns", "1.5 µs", "4 GB/s"): a title of the stored unit ("Time per op (ns)" over µs
// ticks, "(B/s)" over GB/s) contradicted them. Rate and count ticks are bare numbers ("350M"), so their
// title keeps the unit, said once ("Calls per second", not "Calls (calls/s)"). Ratio ticks carry their
// sign ("2×", as the text writes it), so their title is the label alone, not "(x)".
import { RATIO_UNIT, scale } from '../../data/numbers/format'
import { unitText } from '../../data/numbers/numbers'
import { unitInfo } from '../../data/numbers/units'

/** "<label> (<unit of the ticks>)"; the label alone where the ticks carry several units of their own. */
export function valueAxisTitle(label: string, unit: string, ticks: number[], usePrefix = true): string {
  if (unit === RATIO_UNIT) return label
  const info = unitInfo(unit)
  if (info?.dimension === 'rate' && label.trim().toLowerCase() === info.thing.toLowerCase() && info.factor === 1)
    return `${label} per second`
  const prefixed = info && usePrefix && ['time', 'bytes', 'byterate'].includes(info.dimension)
  if (!prefixed) return `${label} (${unitText(unit)})`
  const units = new Set(ticks.filter((t) => t !== 0 && Number.isFinite(t)).map((t) => scale(t, unit, true).unit))
  if (units.size > 1) return label
  const [only = unitText(unit)] = units
  return `${label} (${only})`
}

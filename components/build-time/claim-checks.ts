// Comparative sentences checked against the data, so that a new run cannot leave a page saying what is
// no longer true. An author writes the sentence and the query that supports it:
//   :claim[EDF is ahead on every encoding test]{suite=ergo-serialization metric=time op=Encode among=codec best="EDF (+cache)" each=benchmark}
//   :claim[Protobuf decodes a map faster than Gob]{suite=… metric=time op=Decode benchmark=Map among=codec ahead=Protobuf than=Gob}
//   (ahead=, within=, than= and of= take comma-separated lists: each of the first against each of the second)
//   :claim[EDF stays within 60 % of Protobuf]{suite=… metric=time op=Decode among=codec within=EDF of=Protobuf by=60% each=benchmark}
// `among` names the key whose values compete; `each` (optional) a key whose every value must support the
// claim; other keys select results as in :fig{…}. A claim that the data no longer supports fails the build,
// naming the first group where it fails and the figures that contradict it (claimCheck's message).
import type { Result } from '../../data/schema/schema'
import { formatMeasured } from '../../data/numbers/format'
import { fieldValue, matches, measurement } from '../../data/schema/model'
import { isBetter, timesBetter } from '../../data/numbers/numbers'
import { parseRef } from '../views/figures'
import {
  keyLabel,
  keyValue,
  pickedField,
  runReaderName,
  selectRun,
  unknownMetric,
  valueLabel,
  ViewError,
} from '../views/select'
import type { SuiteData } from '../views/select'
import { refTestbed } from '../views/testbeds'

const RESERVED = new Set([
  'suite',
  'metric',
  'field',
  'stat',
  'run',
  'testbed',
  'among',
  'each',
  'best',
  'worst',
  'ahead',
  'than',
  'within',
  'of',
  'by',
])
const KINDS = ['best', 'worst', 'ahead', 'within'] as const
type Kind = (typeof KINDS)[number]

export interface ClaimCheck {
  /** The claim holds on the selected run. */
  holds: boolean
  /** What was checked, for the sentence's title: "checked against run … : …". */
  summary: string
  /** Why it fails (empty when it holds). */
  failure: string
}

interface Entry {
  group: string
  competitor: string
  value: number
  text: string
}

function kindOf(ref: Record<string, string>): Kind {
  const kinds = KINDS.filter((k) => ref[k] !== undefined)
  if (kinds.length !== 1)
    throw new ViewError(
      `a claim needs exactly one of ${KINDS.map((k) => `${k}=`).join(', ')}, found ${kinds.length ? kinds.join(', ') : 'none'}`,
    )
  return kinds[0]!
}

/** "60%", "60 %", "0.6" → 0.6. */
function fraction(by: string | undefined): number {
  const m = /^(\d+(?:\.\d+)?)\s*(%?)$/.exec(by ?? '')
  if (!m)
    throw new ViewError(
      `within= needs by= as a percentage such as by=33%, found ${by === undefined ? 'none' : `"${by}"`}`,
    )
  return m[2] ? Number(m[1]) / 100 : Number(m[1])
}

/** How far `a` falls behind `b`: 0.25 when a is 1.25× worse, 0 or less when a is as good or better. */
function shortfall(a: number, b: number, direction: 'higher' | 'lower'): number {
  return 1 / timesBetter(a, b, direction) - 1
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

interface Query {
  kind: Kind
  among: string
  each?: string
  /** Who the claim is about; ahead= and within= take several ("EDF,EDF (+cache)"), each held to the claim. */
  subjects: string[]
  /** Whom they are compared with: than= or of= (several: against each). */
  others: string[]
  limit: number
  direction: 'higher' | 'lower'
}

/** Why the claim fails in one group's entries, or '' when it holds there. */
function failureIn(q: Query, inGroup: Entry[], label: string): string {
  const find = (c: string) => {
    const hits = inGroup.filter((e) => e.competitor === c)
    if (hits.length > 1)
      throw new ViewError(
        `claim: ${q.among}=${c} matches ${hits.length} results in ${label}; add keys to pick one${q.each ? '' : ' or each= to check every group'}`,
      )
    if (!hits[0])
      throw new ViewError(
        `claim: no result with ${q.among}="${c}" in ${label} (values: ${inGroup.map((e) => e.competitor).join(', ')})`,
      )
    return hits[0]
  }
  for (const subject of q.subjects) {
    const s = find(subject)
    if (q.kind === 'best' || q.kind === 'worst') {
      const beaten = inGroup.find(
        (e) =>
          e !== s &&
          (q.kind === 'best' ? isBetter(e.value, s.value, q.direction) : isBetter(s.value, e.value, q.direction)),
      )
      if (beaten) return `${beaten.competitor} has ${beaten.text} against ${subject}'s ${s.text}`
      continue
    }
    for (const name of q.others) {
      const o = find(name)
      if (q.kind === 'ahead' && !isBetter(s.value, o.value, q.direction))
        return `${subject} has ${s.text}, not ahead of ${name}'s ${o.text}`
      const behind = shortfall(s.value, o.value, q.direction)
      if (q.kind === 'within' && behind > q.limit + 1e-12) {
        return `${subject} has ${s.text} against ${name}'s ${o.text}, ${Math.round(behind * 100)} % behind (claimed at most ${Math.round(q.limit * 100)} %)`
      }
    }
  }
  return ''
}

function queryOf(ref: Record<string, string>, direction: 'higher' | 'lower'): Query {
  const kind = kindOf(ref)
  const subjects = kind === 'best' || kind === 'worst' ? [ref[kind]!] : list(ref[kind])
  const others = list(kind === 'ahead' ? ref.than : kind === 'within' ? ref.of : undefined)
  if ((kind === 'ahead' || kind === 'within') && !others.length)
    throw new ViewError(`${kind}= needs ${kind === 'ahead' ? 'than=' : 'of='}: the value it is compared with`)
  return {
    kind,
    among: ref.among!,
    ...(ref.each ? { each: ref.each } : {}),
    subjects,
    others,
    limit: kind === 'within' ? fraction(ref.by) : 0,
    direction,
  }
}

export function checkClaim(body: string, lookup: (suite: string) => SuiteData): ClaimCheck {
  const ref = parseRef(body)
  if (!ref.suite || !ref.metric || !ref.among) throw new ViewError('a claim needs suite=, metric= and among=')
  const data = refTestbed(lookup(ref.suite), ref.testbed)
  const metric = data.suite.metrics[ref.metric]
  if (!metric) throw unknownMetric(data.suite, ref.metric)
  const q = queryOf(ref, metric.direction)
  const run = selectRun(data, ref.run)
  const where = Object.fromEntries(Object.entries(ref).filter(([k]) => !RESERVED.has(k)))
  const entries: Entry[] = []
  const field = pickedField(ref)
  for (const r of run.results.filter((x: Result) => matches(x, where))) {
    const v = fieldValue(measurement(data.suite, r, ref.metric), field)
    if (v === undefined) continue
    const group = q.each ? String(keyValue(r, q.each)) : ''
    entries.push({
      group,
      competitor: String(keyValue(r, q.among)),
      value: v,
      text: formatMeasured(v, metric.unit, metric.format ?? {}),
    })
  }
  const groups = [...new Set(entries.map((e) => e.group))]
  if (!groups.length)
    throw new ViewError(`claim ${JSON.stringify(ref)} selects no result with "${ref.metric}" in run "${run.id}"`)
  for (const g of groups) {
    const label = q.each ? `${q.each}=${g}` : 'the selection'
    const why = failureIn(
      q,
      entries.filter((e) => e.group === g),
      label,
    )
    if (why) return { holds: false, summary: '', failure: `in run "${run.id}", ${label}: ${why}` }
  }
  // In the suite's words: its parameter's label and its values' labels, not the raw keys a page writes.
  const name = (v: string) => valueLabel(data.suite, q.among, v)
  const who = q.subjects.map(name).join(' and ')
  const others = q.others.map(name).join(' and ')
  const what =
    q.kind === 'within'
      ? `${who} within ${Math.round(q.limit * 100)} % of ${others} on ${metric.label}`
      : q.kind === 'ahead'
        ? `${who} ahead of ${others} on ${metric.label}`
        : `${who} has the ${q.kind} ${metric.label} of every ${inProse(keyLabel(data.suite, q.among))}`
  const scope = q.each ? `, for each ${inProse(keyLabel(data.suite, q.each))} (${groups.length})` : ''
  return { holds: true, summary: `Checked against ${runReaderName(run, data.runs)}: ${what}${scope}`, failure: '' }
}

/** A label inside a sentence: "Codec" reads "codec", an initialism ("RPS") stays as it is. */
function inProse(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label
}

// Vitest bench's console output (vitest bench --run, the default reporter):
//    ✓ sum.bench.ts > sum 5208ms
//        name              hz     min      max    mean     p75     p99    p995    p999      rme  samples
//      · reduce  7,070,726.93  0.0000  13.5443  0.0001  0.0001  0.0001  0.0001  0.0002  ±28.49%  1431123
// One result per bench row, named "<group> > <name>" like the JSON report (vitest-bench.ts), with its
// metrics: "time" (ms: mean, min, max, p75/p99/p99.5/p99.9, n = samples) and "hz" (ops/s). Times
// have 4 decimals of a millisecond, so fast benches read as 0.0001 ms: a warning says so, and hz
// (printed with 2 decimals) is the figure to chart. "fastest"/"slowest" marks after a row are skipped.
import { defineParser } from './types'
import { fail, head, makeRun, toNum, toNumGrouped } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './vitest-bench'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { indentedLine } from './scan'
import { uncoloured } from './table-text'

const COLUMNS = ['name', 'hz', 'min', 'max', 'mean', 'p75', 'p99', 'p995', 'p999', 'rme', 'samples']
const HEADER = /^name\s+hz\s+min\s+max\s+mean\s+p75\s+p99\s+p995\s+p999\s+rme\s+samples$/
const GROUP = /^[✓×↓]\s+(.+)/

/** A group's name without its time (" 1234ms"): cut by hand, as a lazy name before \s+\d+ms$ backtracked as a cube. */
function groupName(s: string): string {
  if (!s.endsWith('ms')) return s
  let j = s.length - 2
  while (j > 0 && s.charCodeAt(j - 1) >= 48 && s.charCodeAt(j - 1) <= 57) j--
  if (j === s.length - 2 || j === 0 || !/\s/.test(s[j - 1]!)) return s
  return s.slice(0, j).trimEnd() || s
}

function detect(input: ParserInput): number {
  const h = uncoloured(head(input, 16384))
  return indentedLine(h, /name\s+hz\s+min\s+max\s+mean\s+p75\s+p99\s+p995\s+p999\s+rme\s+samples\s*$/my, 0) ? 0.9 : 0
}

/** One bench row: "· reduce  7,070,726.93  0.0000 … ±28.49%  1431123 [fastest]". */
function row(f: InputFile, s: string, lineNo: number, group: string): ParsedResult {
  const t = s.slice(1).trim().split(/\s+/)
  while (t.length && /^(fastest|slowest)$/.test(t[t.length - 1]!)) t.pop()
  const nums = t.splice(t.length - (COLUMNS.length - 1))
  const name = t.join(' ')
  const bad = () =>
    fail(
      f.path,
      lineNo,
      `a bench row "· <name>  <hz>  <min> <max> <mean> <p75> <p99> <p995> <p999>  ±<rme>%  <samples>", found "${s.slice(0, 120)}"`,
    )
  if (!name || nums.length !== COLUMNS.length - 1 || !/^±[\d.]+%$/.test(nums[8]!)) bad()
  const hz = toNumGrouped(nums[0]!)
  const ms = nums.slice(1, 8).map((x) => toNum(x))
  const n = Number(nums[9])
  if (hz === undefined || ms.some((x) => x === undefined) || !Number.isInteger(n) || n < 1) bad()
  const [min, max, mean, p75, p99, p995, p999] = ms as number[]
  return {
    benchmark: `${group} > ${name}`,
    values: {
      time: { value: mean!, min, max, n, percentiles: { '75': p75!, '99': p99!, '99.5': p995!, '99.9': p999! } },
      hz: { value: hz! },
    },
  }
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  let group: string | undefined
  let header = false
  linesOf(f.text).forEach((raw, i) => {
    const s = uncoloured(raw).trim()
    let m: RegExpExecArray | null
    if ((m = GROUP.exec(s))) [group, header] = [groupName(m[1]!), false]
    else if (group && HEADER.test(s)) header = true
    else if (header && s.startsWith('·')) results.push(row(f, s, i + 1, group!))
    else header = false
  })
  if (!results.length)
    fail(
      f.path,
      1,
      'a Vitest bench table ("name  hz  min  max  mean  p75  p99  p995  p999  rme  samples" under "✓ <file> > <group>")',
    )
  const warnings = [
    `${f.path}: the console prints times with 4 decimals of a millisecond (fast benches read as 0.0001); --outputJson keeps full precision`,
  ]
  return makeRun('Vitest bench', { ...METRICS }, results, { warnings })
}

const vitestBenchTextParser: Parser = {
  id: 'vitest-bench-text',
  tool: 'Vitest bench',
  description: "Vitest bench's console table: hz, time per iteration (ms) with min, max and percentiles, samples",
  produce: 'vitest bench --run > bench.txt   (--outputJson bench.json keeps full precision)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const vitestBenchText = defineParser(vitestBenchTextParser)

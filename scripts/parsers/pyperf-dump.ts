// python -m pyperf dump result.json: every run of every benchmark, one value a line:
//   sum100
//   ------
//
//   Run 1: calibrate the number of loops: 2^16
//   - calibrate 1: 7.19 us (loops: 1, raw: 7.19 us)
//   Run 2: 1 warmup, 2 values, 2^16 loops
//   - warmup 1: 8.29 us (+193%)
//   - value 1: 5.30 us (+88%)
// Read like the JSON file (pyperf.ts): one result per benchmark, the values of every run (warm-ups and
// calibration left out) as samples of metric "time" (s): mean, standard deviation, median, min, max,
// n. A file of one benchmark prints no name: it is called "benchmark", with a warning. Values have
// 3 significant digits (the JSON keeps them whole); a run must list as many values as its header
// says. pyperf's closing warnings (unstable results) are skipped.
import { round12, unitFactor } from '../../data/numbers/numbers'
import { normalizeUnit } from '../../data/numbers/units'
import { defineParser } from './types'
import { fail, head, makeRun, sampleStats, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { BY_UNIT } from './pyperf'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const RUN = /^Run (\d+): (?:calibrate the number of loops: .+|(?:(\d+) warmups?, )?(\d+) values?, .+ loops?)$/

function detect(input: ParserInput): number {
  const h = head(input, 8192)
  return /^Run 1: (calibrate the number of loops: |(\d+ warmups?, )?\d+ values?, )/m.test(h) &&
    /^- (calibrate|warmup|value) 1: /m.test(h)
    ? 0.9
    : 0
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const benches: Array<{ name: string; samples: number[]; lineNo: number }> = []
  let run: { want: number; got: number; lineNo: number } | undefined
  const closeRun = () => {
    if (run && run.got !== run.want)
      fail(f.path, run.lineNo, `${run.want} "- value N:" lines in this run, as its header says, found ${run.got}`)
    run = undefined
  }
  lines.forEach((line, i) => {
    const lineNo = i + 1
    let m: RegExpExecArray | null
    if (/^-+$/.test(line) && i > 0 && lines[i - 1]!.trim() && lines[i - 1]!.length === line.length) {
      closeRun()
      benches.push({ name: lines[i - 1]!, samples: [], lineNo: i })
    } else if ((m = RUN.exec(line))) {
      closeRun()
      if (!benches.length || (m[1] === '1' && benches[benches.length - 1]!.samples.length))
        benches.push({ name: 'benchmark', samples: [], lineNo })
      run = { want: m[3] === undefined ? 0 : Number(m[3]), got: 0, lineNo }
    } else if ((m = /^- value (\d+): ([\d.]+) (ns|us|ms|sec)(?: \([+-]\d+%\))?$/.exec(line))) {
      const v = toNum(m[2]!)
      if (!run || v === undefined || Number(m[1]) !== run.got + 1)
        fail(
          f.path,
          lineNo,
          `"- value ${(run?.got ?? 0) + 1}: <time>" inside a "Run N:" block, found "${line.slice(0, 80)}"`,
        )
      run.got++
      benches[benches.length - 1]!.samples.push(round12(v * unitFactor(normalizeUnit(m[3]!), 's')))
    } else if (/^- (calibrate|warmup) \d+: /.test(line)) {
      if (!run) fail(f.path, lineNo, `a "Run N:" line before "${line.slice(0, 40)}"`)
    } else if (/^- value /.test(line)) {
      fail(
        f.path,
        lineNo,
        `a value in ns, us, ms or sec such as "- value 1: 5.30 us (+88%)", found "${line.slice(0, 80)}"`,
      )
    } else if (line.trim() === '' || line.startsWith('WARNING:')) closeRun()
  })
  closeRun()
  const [id, metric] = BY_UNIT.second!
  const results: ParsedResult[] = benches.map((b) => {
    if (!b.samples.length) fail(f.path, b.lineNo, `at least one "- value N:" line for "${b.name}"`)
    return { benchmark: b.name, values: { [id]: sampleStats(b.samples) } }
  })
  if (!results.length) fail(f.path, 1, 'a "Run 1:" block of pyperf dump')
  const warnings = [
    `${f.path}: pyperf dump prints 3 significant digits; the JSON file (-o result.json) keeps every value whole`,
  ]
  if (benches.length === 1 && benches[0]!.name === 'benchmark')
    warnings.push(`${f.path}: pyperf dump names no benchmark when the file holds one: it is called "benchmark"`)
  return makeRun('pyperf', { [id]: metric }, results, { warnings })
}

const pyperfDumpParser: Parser = {
  id: 'pyperf-dump',
  tool: 'pyperf',
  description: 'python -m pyperf dump output: every value of every run (3 significant digits)',
  produce: 'python -m pyperf dump result.json > dump.txt   (the JSON file itself keeps full precision)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pyperfDump = defineParser(pyperfDumpParser)

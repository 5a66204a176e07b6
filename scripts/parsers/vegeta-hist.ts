// vegeta report -type='hist[0,1ms,2ms,5ms]' (a latency histogram in the buckets asked for):
//   Bucket           #    %       Histogram
//   [0s,     500µs]  109  18.17%  #############
//   [500µs,  1ms]    262  43.67%  ################################
//   [10ms,   +Inf]   79   13.17%  #########
// One result per bucket of "vegeta attack": param "bucket" ("0s–500µs", "10ms–+Inf", in the file's
// order) with the metrics "requests" (responses in the bucket) and "share" (% of all responses).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { VEGETA_BENCHMARK } from './vegeta'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  requests: { label: 'Responses in the bucket', unit: 'responses', direction: 'higher' },
  share: { label: 'Share of responses', unit: '%', direction: 'higher' },
}
const HEAD = /^Bucket\s+#\s+%\s+Histogram\s*$/
// No two parts that can match the same spaces (\s* before a class holding spaces, \s*#*\s* at the end).
const ROW = /^\[([^,\]]+),[ \t]*([^\]\s][^\]]*)\]\s+(\d+)\s+([\d.]+)%[\s#]*$/

function detect(input: ParserInput): number {
  const h = head(input, 2048).replace(/^\s+/, '')
  return HEAD.test(h.split(/\r?\n/)[0] ?? '') ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const start = lines.findIndex((l) => HEAD.test(l))
  if (start < 0) fail(f.path, 1, 'the header "Bucket  #  %  Histogram" of vegeta report -type=hist[…]')
  const results: ParsedResult[] = []
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (!line.trim()) continue
    const m = ROW.exec(line)
    if (!m) fail(f.path, i + 1, `a bucket line "[low, high]  count  percent%  ###", found "${line.slice(0, 60)}"`)
    results.push({
      benchmark: VEGETA_BENCHMARK,
      params: { bucket: `${m[1]!.trim()}–${m[2]!.trim()}` },
      values: { requests: { value: Number(m[3]) }, share: { value: toNum(m[4]!)! } },
    })
  }
  if (!results.length) fail(f.path, start + 2, 'at least one bucket line')
  return makeRun('vegeta', { ...METRICS }, results)
}

const vegetaHistParser: Parser = {
  id: 'vegeta-hist',
  tool: 'vegeta (histogram report)',
  description: "vegeta report -type='hist[…]': responses and share per latency bucket",
  produce: "vegeta report -type='hist[0,1ms,2ms,5ms,10ms]' results.bin > hist.txt",
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const vegetaHist = defineParser(vegetaHistParser)

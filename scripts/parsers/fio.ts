// fio --output-format=json:
//   {"fio version":"fio-3.33","timestamp":1795465449,"time":"Mon Nov 23 20:24:09 2026",
//    "jobs":[{"jobname":"randread","job options":{"rw":"randread","bs":"4k",…},
//      "read":{"io_bytes":116305920,"bw_bytes":38717017,"iops":9452.39,"iops_stddev":1249.3,"iops_samples":6,
//        "clat_ns":{"min":30856,"max":40047810,"mean":103566.5,"stddev":525431.9,"N":28395,
//          "percentile":{"1.000000":35072,…,"99.990000":21102592}},…},"write":{…},"trim":{…},…}]}
// One result per job and direction that moved data (io_bytes > 0): benchmark = job name, params
// rw (the direction: read, write, trim) and the job's bs, iodepth, numjobs, ioengine options.
// Metrics: "iops" (IO/s, with stddev/min/max over fio's samples), "bandwidth" (B/s, bw_bytes) and
// "latency" (completion latency clat, ns, mean with stddev, min, max, N and the percentiles fio prints).
import { asCount, isoFromEpochSeconds, setParam } from './shared'
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, J, makeRun, measurement, paramValue, parseFiles, pctKey, sniff, text } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const METRICS: Record<string, Metric> = {
  iops: { label: 'IOPS', unit: 'io/s', direction: 'higher', stat: 'mean' },
  bandwidth: { label: 'Bandwidth', unit: 'B/s', direction: 'higher', stat: 'mean' },
  latency: { label: 'Completion latency', unit: 'ns', direction: 'lower', stat: 'mean' },
}
const OPTIONS = ['bs', 'iodepth', 'numjobs', 'ioengine', 'rw', 'size']

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'fio version', 'jobs') && Array.isArray(v.jobs) ? 0.95 : 0
}

function direction(d: J): ParsedResult['values'] {
  const iops = d.num('iops', 'the IOPS (a number)')
  const sd = d.optNum('iops_stddev')
  const samples = d.optNum('iops_samples')
  const clat = d.at('clat_ns').obj('completion latency statistics (clat_ns)')
  const percentiles: Record<string, number> = {}
  if (clat.at('percentile').isObj) {
    for (const [k, v] of clat.at('percentile').entries()) {
      const key = pctKey(k)
      const val = typeof v.value === 'number' ? v.asNum('a latency in ns that fits a double') : undefined
      if (key !== undefined && val !== undefined) percentiles[key] = val
    }
  }
  const n = clat.optNum('N')
  return {
    iops: measurement({
      value: iops,
      stddev: sd,
      min: d.optNum('iops_min'),
      max: d.optNum('iops_max'),
      n: samples && Number.isInteger(samples) && samples >= 1 ? samples : undefined,
    }),
    bandwidth: { value: d.num('bw_bytes', 'the bandwidth in bytes/s (a number)') },
    latency: measurement({
      value: clat.num('mean', 'the mean completion latency in ns'),
      stddev: clat.optNum('stddev'),
      min: clat.optNum('min'),
      max: clat.optNum('max'),
      median: percentiles['50'],
      n: asCount(n),
      percentiles,
    }),
  }
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by fio --output-format=json')
  const results: ParsedResult[] = []
  for (const job of root.arr('jobs', 'an array of jobs')) {
    const name = job.str('jobname', 'the job name (a string)')
    const opts = job.at('job options')
    const params: Record<string, ParamValue> = {}
    if (opts.isObj)
      for (const k of OPTIONS)
        if (k !== 'rw' && typeof opts.at(k).value === 'string') setParam(params, k, paramValue(opts.at(k).value))
    for (const rw of ['read', 'write', 'trim']) {
      const d = job.at(rw)
      if (!d.isObj || !(d.optNum('io_bytes') ?? 0)) continue
      results.push({ benchmark: name, params: { rw, ...params }, values: direction(d) })
    }
  }
  const ts = root.optNum('timestamp')
  const version = root.optStr('fio version')
  return makeRun(
    'fio',
    f.path,
    {
      metrics: { ...METRICS },
      results,
      date: ts ? isoFromEpochSeconds(ts, f.path, '$.timestamp') : undefined,
      environment: { tool: version ? text(version, 200) : undefined },
    },
    '$.jobs',
  )
}

const fioParser: Parser = {
  id: 'fio',
  tool: 'fio',
  description: 'fio JSON output: IOPS, bandwidth and completion latency (percentiles) per job and direction',
  produce: 'fio job.fio --output-format=json --output=fio.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const fio = defineParser(fioParser)

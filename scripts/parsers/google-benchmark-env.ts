// Google Benchmark's "context" block (host, CPUs and caches, load, the library's version and build)
// as a run's environment, read from the JSON report (google-benchmark.ts). Apart from the results'
// reading because it shares nothing with it. Pure.
import type { Environment } from '../../data/schema/schema'
import { unitFactor } from '../../data/schema/numbers'
import { J, text } from './json-shared'

function bytes(n: number): string {
  for (const u of ['MiB', 'KiB']) {
    const f = unitFactor(u, 'B')
    if (n >= f && n % f === 0) return `${n / f} ${u}`
  }
  return `${n} B`
}

/** The report's "context" object as the run's environment: host, CPUs, caches, load and how the library was built. */
export function env(c: J): Environment {
  if (!c.isObj) return {}
  const e: Environment = {}
  e.machine = c.optStr('host_name') || undefined
  const cpus = c.optNum('num_cpus')
  if (cpus !== undefined && Number.isInteger(cpus) && cpus >= 1) e.threads = cpus
  const version = c.optStr('library_version')
  e.tool = `Google Benchmark${version ? ' ' + version : ''}`
  const extra: Record<string, string> = {}
  const mhz = c.optNum('mhz_per_cpu')
  if (mhz !== undefined) extra['cpu MHz'] = String(mhz)
  const scaling = c.at('cpu_scaling_enabled').value
  if (typeof scaling === 'boolean') extra['cpu scaling'] = scaling ? 'enabled' : 'disabled'
  const caches = c
    .optArr('caches')
    .filter((x) => x.isObj)
    .map((x) => {
      const type = x.optStr('type')
      const level = x.optNum('level')
      const size = x.optNum('size')
      const share = x.optNum('num_sharing')
      const kind = type === 'Data' ? 'd' : type === 'Instruction' ? 'i' : ''
      return `L${level ?? '?'}${kind} ${size !== undefined ? bytes(size) : '?'}${share && share > 1 ? ` (shared by ${share})` : ''}`
    })
  if (caches.length) extra.caches = text(caches.join(', '), 500)
  const load = c.optNums('load_avg')
  if (load?.length) extra['load average'] = load.map((v) => v.toFixed(2)).join(', ')
  const build = c.optStr('library_build_type')
  if (build) extra['library build'] = build
  const exe = c.optStr('executable')
  if (exe) extra.executable = text(exe, 500)
  if (Object.keys(extra).length) e.extra = extra
  if (build === 'debug')
    e.notes = ['The Google Benchmark library was built as DEBUG (its own warning): timings may be affected.']
  return e
}

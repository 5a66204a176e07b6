// Google Benchmark's "context" block (host, CPUs and caches, load, the library's version and build)
// as a run's environment, read from the JSON report (google-benchmark.ts); and the same block as the
// console and CSV reports print it on stderr (contextLine), turned into the JSON report's shape. Apart
// from the results' reading because it shares nothing with it. Pure.
import type { Environment } from '../../data/schema/schema'
import { unitFactor } from '../../data/numbers/numbers'
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

/** A context line (stderr of the benchmark program) into `ctx`; true when it was one. */
export function contextLine(s: string, ctx: Record<string, unknown>, caches: Array<Record<string, unknown>>): boolean {
  let m: RegExpExecArray | null
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(s)) ctx.date = s
  else if ((m = /^Running (.+)$/.exec(s))) ctx.executable = m[1]
  else if ((m = /^Run on \((\d+) X ([\d.]+) MHz CPU s?\)$/.exec(s)))
    Object.assign(ctx, { num_cpus: Number(m[1]), mhz_per_cpu: Number(m[2]) })
  else if ((m = /^L(\d) (Data|Instruction|Unified) (\d+) (KiB|MiB|GiB|B) \(x(\d+)\)$/.exec(s))) {
    const size = Number(m[3]) * unitFactor(m[4] as string, 'B')
    // The console prints how many such caches there are; the JSON reporter how many CPUs share one.
    const cpus = ctx.num_cpus as number | undefined
    const count = Number(m[5])
    caches.push({
      type: m[2],
      level: Number(m[1]),
      size,
      ...(cpus && count && cpus % count === 0 ? { num_sharing: cpus / count } : {}),
    })
  } else if ((m = /^Load Average: (.+)$/.exec(s))) ctx.load_avg = m[1]!.split(',').map((x) => Number(x.trim()))
  else if (s.startsWith('***WARNING*** Library was built as DEBUG')) ctx.library_build_type = 'debug'
  else if (s.startsWith('***WARNING*** CPU scaling is enabled')) ctx.cpu_scaling_enabled = true
  // Other warnings about the machine (1.8+: "***WARNING*** ASLR is enabled, the results may have
  // unreproducible noise in them.") say nothing the JSON reporter keeps.
  else return s === 'CPU Caches:' || s.startsWith('***WARNING*** ')
  return true
}

// The run's environment: what the input states, what --capture-env reads from this machine, and
// what --env key=value says. Later sources win: input < --capture-env < --env.
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import type { Environment } from '../../data/schema/schema'

export class EnvOptionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EnvOptionError'
  }
}

const STRING_FIELDS = ['testbed', 'cpu', 'ram', 'os', 'kernel', 'arch', 'machine', 'tool', 'command'] as const
const INT_FIELDS = ['cores', 'threads'] as const

/** Parses repeated `--env key=value` options into an Environment. */
export function parseEnvOptions(pairs: string[]): Environment {
  const env: Environment = {}
  for (const pair of pairs) {
    const eq = pair.indexOf('=')
    if (eq <= 0)
      throw new EnvOptionError(
        `--env ${pair}: expected key=value, e.g. --env cpu="AMD EPYC 7763" or --env runtime.go=1.22`,
      )
    const key = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    if (!value) throw new EnvOptionError(`--env ${pair}: the value is empty`)
    if ((STRING_FIELDS as readonly string[]).includes(key)) {
      ;(env as Record<string, unknown>)[key] = value
    } else if ((INT_FIELDS as readonly string[]).includes(key)) {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1)
        throw new EnvOptionError(`--env ${pair}: ${key} must be a whole number of at least 1`)
      ;(env as Record<string, unknown>)[key] = n
    } else if (key.startsWith('runtime.')) {
      const name = key.slice('runtime.'.length)
      if (!name || name.length > 60)
        throw new EnvOptionError(`--env ${pair}: expected runtime.<name>=<version>, e.g. runtime.node=20.11`)
      env.runtimes = { ...env.runtimes, [name]: value }
    } else {
      if (key.length > 60) throw new EnvOptionError(`--env ${pair}: keys are at most 60 characters`)
      env.extra = { ...env.extra, [key]: value }
    }
  }
  return env
}

/** This machine: CPU model, cores and threads, memory, OS and kernel, architecture. */
export function captureEnvironment(): Environment {
  const env: Environment = {}
  const cpus = os.cpus()
  const model = cpus[0]?.model?.replace(/\s+/g, ' ').trim()
  if (model) env.cpu = model
  const cores = physicalCores()
  if (cores) env.cores = cores
  const threads = typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length
  if (threads > 0) env.threads = threads
  env.ram = `${formatGiB(os.totalmem())} GiB`
  env.os = osName()
  env.kernel = `${os.type()} ${os.release()}`
  env.arch = os.arch()
  return env
}

function formatGiB(bytes: number): string {
  const g = bytes / 1024 ** 3
  return g >= 10 ? String(Math.round(g)) : g.toFixed(1)
}

function osName(): string {
  if (process.platform === 'linux' && existsSync('/etc/os-release')) {
    const m = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))
    if (m?.[1]) return m[1]
  }
  if (process.platform === 'darwin') return `macOS (Darwin ${os.release()})`
  if (process.platform === 'win32') return os.version()
  return `${os.type()} ${os.release()}`
}

/** Physical cores from /proc/cpuinfo (distinct physical id + core id); undefined where unknown. */
function physicalCores(): number | undefined {
  if (process.platform !== 'linux' || !existsSync('/proc/cpuinfo')) return undefined
  const seen = new Set<string>()
  let phys = ''
  for (const line of readFileSync('/proc/cpuinfo', 'utf8').split('\n')) {
    const m = /^(physical id|core id)\s*:\s*(\d+)/.exec(line)
    if (!m) continue
    if (m[1] === 'physical id') phys = m[2] ?? ''
    else seen.add(`${phys}:${m[2]}`)
  }
  return seen.size > 0 ? seen.size : undefined
}

/** Shallow merge where later environments win; runtimes, extra and notes are merged key by key. */
export function mergeEnvironments(...envs: Array<Environment | undefined>): Environment | undefined {
  let out: Environment | undefined
  for (const e of envs) {
    if (!e) continue
    const prev: Environment = out ?? {}
    out = { ...prev, ...e }
    if (prev.runtimes || e.runtimes) out.runtimes = { ...prev.runtimes, ...e.runtimes }
    if (prev.extra || e.extra) out.extra = { ...prev.extra, ...e.extra }
    if (prev.notes || e.notes) out.notes = [...new Set([...(prev.notes ?? []), ...(e.notes ?? [])])]
  }
  return out && Object.keys(out).length ? out : undefined
}

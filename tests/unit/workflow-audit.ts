// A static audit of GitHub workflows for the ways a pull request from a fork can steer a job that holds
// a write token. A job triggered by `workflow_run` or `pull_request_target` runs with the base
// repository's token, and whatever an artifact holds was written by the pull request's own build. So in
// such a job nothing read from an artifact may reach a path, a ref, a branch or an API call unless it
// went through the trusted checker (.github/scripts/preview-publish.cjs), which derives the pull request
// from the event and compares the artifact with it.

export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
}
export interface Workflow {
  on: unknown
  jobs: Record<string, { steps?: Step[]; if?: string }>
}

const PRIVILEGED = ['workflow_run', 'pull_request_target']
// Inputs of actions that decide where something is written or which ref is used.
const SINKS = ['target-folder', 'ref', 'branch', 'repository', 'issue-number', 'issue_number', 'path', 'token']
// The only place an artifact's files may be named: content to publish, never a location.
const CONTENT_INPUTS: Record<string, string[]> = { 'JamesIves/github-pages-deploy-action': ['folder'] }
const TRUSTED_MODULE = './trusted/.github/scripts/preview-publish.cjs'

export function triggers(wf: Workflow): string[] {
  if (typeof wf.on === 'string') return [wf.on]
  if (Array.isArray(wf.on)) return wf.on.map(String)
  return Object.keys((wf.on ?? {}) as object)
}

export const isPrivileged = (wf: Workflow) => triggers(wf).some((t) => PRIVILEGED.includes(t))
const action = (s: Step): string => String(s.uses ?? '').split('@')[0] ?? ''
const stepName = (job: string, s: Step, i: number) => `${job}: step ${i + 1} (${s.id ?? s.name ?? s.uses ?? 'run'})`
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []

/** Every `uses:` is pinned to a full commit SHA, so a moved tag cannot change what runs. */
export function unpinned(wf: Workflow, file: string): string[] {
  const out: string[] = []
  for (const [job, j] of Object.entries(wf.jobs))
    for (const s of j.steps ?? []) {
      if (s.uses && !s.uses.startsWith('./') && !/@[0-9a-f]{40}$/.test(s.uses))
        out.push(`${file} ${job}: ${s.uses} is not pinned to a commit SHA`)
    }
  return out
}

/** Problems in a privileged workflow's handling of artifacts; empty when it is safe by these rules. */
export function auditArtifacts(wf: Workflow, file: string): string[] {
  if (!isPrivileged(wf)) return []
  const out: string[] = []
  for (const [job, j] of Object.entries(wf.jobs)) {
    const steps = j.steps ?? []
    const artifactPaths = steps
      .filter((s) => action(s) === 'actions/download-artifact')
      .map((s) =>
        String(s.with?.path ?? '.')
          .replace(/^\.\//, '')
          .replace(/\/$/, ''),
      )
    if (artifactPaths.includes('.') || artifactPaths.includes(''))
      out.push(`${file} ${job}: an artifact is downloaded into the workspace root`)
    const mentions = (text: string) => artifactPaths.some((p) => p && p !== '.' && text.includes(p))
    const tainted = new Set<string>()
    steps.forEach((s, i) => {
      const where = `${file} ${stepName(job, s, i)}`
      if (action(s) === 'actions/download-artifact') return
      if (s.run && mentions(s.run)) out.push(`${where} reads the artifact in a shell step`)
      const script = typeof s.with?.script === 'string' ? s.with.script : ''
      if (script && mentions(script)) {
        if (!script.includes(TRUSTED_MODULE) || /\bfs\b|readFile|require\(['"](node:)?fs/.test(script)) {
          out.push(`${where} reads the artifact outside the trusted checker`)
          if (s.id) tainted.add(s.id)
        }
      }
      for (const [k, v] of Object.entries(s.with ?? {})) {
        if (k === 'script') continue
        const content = CONTENT_INPUTS[action(s)] ?? []
        if (strings(v).some(mentions) && !content.includes(k)) out.push(`${where} passes the artifact to input ${k}`)
      }
      if (s.run && mentions(s.run) && s.id) tainted.add(s.id)
    })
    // A value that a step derived from the artifact may not decide a location or an API call.
    steps.forEach((s, i) => {
      if (action(s) === 'actions/download-artifact') return
      const where = `${file} ${stepName(job, s, i)}`
      const uses = [...strings(s.with ?? {}), ...strings(s.env ?? {}), s.run ?? '', s.if ?? '']
      for (const text of uses)
        for (const m of text.matchAll(/steps\.([\w-]+)\.outputs/g)) {
          if (tainted.has(m[1]!)) out.push(`${where} uses an output of step ${m[1]}, which read the artifact`)
        }
      for (const k of SINKS) {
        const v = s.with?.[k]
        if (typeof v === 'string' && mentions(v)) out.push(`${where} takes ${k} from the artifact`)
      }
    })
  }
  return out
}

/**
 * Evaluates a workflow's `if:` the way GitHub does, for the subset these workflows use: property paths
 * (github.event.action), 'string' literals, true/false/null, ==, !=, !, && and || with parentheses.
 * Comparisons of strings are case-insensitive, as in GitHub's expressions. Anything else throws, so a
 * condition this cannot read is never taken as true or false by accident.
 */
export function evaluate(expr: string, ctx: Record<string, unknown>): unknown {
  const tokens =
    expr.replace(/^\s*\$\{\{|\}\}\s*$/g, '').match(/'(?:[^']|'')*'|&&|\|\||==|!=|!|\(|\)|[\w.-]+|\S/g) ?? []
  let i = 0
  const peek = () => tokens[i]
  const next = () => tokens[i++]
  const eq = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b
  const primary = (): unknown => {
    const t = next()
    if (t === undefined) throw new Error(`unexpected end of ${expr}`)
    if (t === '(') {
      const v = or()
      if (next() !== ')') throw new Error(`missing ) in ${expr}`)
      return v
    }
    if (t === '!') return !primary()
    if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'")
    if (t === 'true' || t === 'false') return t === 'true'
    if (t === 'null') return null
    if (/^[A-Za-z_][\w.-]*$/.test(t))
      return t
        .split('.')
        .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), ctx)
    throw new Error(`unsupported token ${t} in ${expr}`)
  }
  const comparison = (): unknown => {
    const a = primary()
    const op = peek()
    if (op !== '==' && op !== '!=') return a
    next()
    const b = primary()
    return op === '==' ? eq(a, b) : !eq(a, b)
  }
  const and = (): unknown => {
    let v = comparison()
    while (peek() === '&&') {
      next()
      const r = comparison()
      v = v ? r : v
    }
    return v
  }
  const or = (): unknown => {
    let v = and()
    while (peek() === '||') {
      next()
      const r = and()
      v = v || r
    }
    return v
  }
  const v = or()
  if (i !== tokens.length) throw new Error(`unexpected ${tokens[i]} in ${expr}`)
  return v
}

// markdown-it plugin (block kinds: registry.ts): expands ```bench-chart```, ```bench-table```, ```bench-env```, ```bench-changes```,
// ```bench-runs``` and ```bench-projects``` fences (YAML inside), inline :fig{…}/:ratio{…}/:run{…}/:value{…}
// and :claim[…]{…} (claims.ts)
// into components or static HTML built from data/ at build time. Authors never write Vue prop lists, and a
// mistake fails the build naming the page, the line and what was expected.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { figure, parseRef } from '../../components/views/figures'
import { ViewError } from '../../components/views/select'
import { onTestbedOf } from '../../components/views/testbeds'
import type { SuiteData } from '../../components/views/select'
import { didYouMean } from '../../data/schema/suggest'
import { checkBlockNames } from '../../components/views/block-names'
import { validate } from '../../data/schema/validate'
import { loadAll } from '../../scripts/read/load'
import type { LoadedSuite } from '../../scripts/read/load'
import { claims } from './claim-markup'
import { esc } from './html'
import { placement } from './placement'
import { BLOCKS } from './block-registry'
import type { BlockKind, BlockName } from './block-registry'
import type { BlockContext, Env } from './render-context'

let cache: Map<string, LoadedSuite> | undefined

/** Forget loaded data (dev server: data/ changed). */
export function resetBenchData(): void {
  cache = undefined
}

export function benchData(): Map<string, LoadedSuite> {
  // Never a suite an interrupted ingest left half-written (its journal still there).
  cache ??= loadAll(undefined, { refusePending: true })
  return cache
}

/** Renders with other data than data/ (`pnpm compare` reading a side's pages). */
export function withBenchData<T>(data: Map<string, LoadedSuite>, fn: () => T): T {
  const saved = cache
  cache = data
  try {
    return fn()
  } finally {
    cache = saved
  }
}

/**
 * Every suite as pages see it by default (one testbed each, its latest run's): the change-points list, its
 * feed and the home page's list of pages, so that no change point is found between runs of two machines.
 */
export function pageSuites(): Map<string, LoadedSuite> {
  return new Map([...benchData()].map(([id, s]) => [id, onTestbedOf(s, undefined)]))
}

/** A suite with all its runs, every testbed's (an unknown id fails with "did you mean"). */
function everyTestbed(id: string): LoadedSuite {
  const s = benchData().get(id)
  if (!s)
    throw new ViewError(
      `unknown suite "${id}"${didYouMean(id, [...benchData().keys()])} (suites: ${[...benchData().keys()].join(', ')})`,
    )
  return s
}

/** A suite as a block shows it: the testbed the block names, else the latest run's (testbeds.ts onTestbedOf). */
function lookup(id: string, testbed?: string): SuiteData {
  return onTestbedOf(everyTestbed(id), testbed)
}

/** The index of the last heading before token `idx` (-1: none): blocks under it form one section. */
function sectionOf(tokens: Array<{ type: string }>, idx: number): number {
  for (let i = idx - 1; i >= 0; i--) if (tokens[i]!.type === 'heading_open') return i
  return -1
}

function spec<S extends z.ZodType>(schema: S, body: string, where: string): z.output<S> {
  let raw: unknown
  try {
    raw = parseYaml(body)
  } catch (e) {
    throw new Error(`${where}: expected valid YAML (${(e as Error).message})`)
  }
  return validate(schema, raw, where)
}

/** Validates, builds and renders one fence of a registered kind. */
function renderBlock<S extends z.ZodType, M>(
  k: BlockKind<S, M>,
  body: string,
  where: string,
  ctx: BlockContext,
): string {
  const view = spec(k.spec, body, where)
  // A name no run has (`groups: sizee`) fails here, whatever the block would have drawn without it.
  const named = view as unknown as Record<string, unknown> | null
  if (named && typeof named === 'object' && typeof named.suite === 'string')
    checkBlockNames(ctx.everyTestbed(named.suite), named)
  return k.render(k.build(view, ctx), view, ctx)
}

const isBlock = (name: string): name is BlockName => Object.hasOwn(BLOCKS, name)

/**
 * A mistake in a page: its message names the page and the line. `vitepress build` prints it as one line
 * and stops (config.ts), where Vite and VitePress would each print it with a stack trace.
 */
export class PageError extends Error {
  readonly benchPage = true
  constructor(readonly line: string) {
    super(line)
  }
}

/** Lines before the text VitePress renders (its front matter plugin strips the front matter). */
function frontMatterLines(env: Env): number {
  const { benchSource: src, content } = env
  if (src === undefined || content === undefined || !src.endsWith(content)) return 0
  return src.slice(0, src.length - content.length).split('\n').length - 1
}

export function benchBlocks(md: MarkdownIt): void {
  placement(md)
  // Outermost: sees the page with its front matter, so that line numbers are the file's.
  const render = md.render.bind(md)
  md.render = (src: string, env: Env = {}) => {
    env.benchSource = src
    return render(src, env)
  }
  const fence = md.renderer.rules.fence!
  md.renderer.rules.fence = (tokens, idx, options, env: Env, self) => {
    const token = tokens[idx]!
    const name = token.info.trim().split(/\s+/)[0] ?? ''
    if (!isBlock(name)) return fence(tokens, idx, options, env, self)
    const where = `${env.relativePath ?? 'page'}:${(token.map?.[0] ?? 0) + 1 + frontMatterLines(env)} (${name})`
    env.benchSection = sectionOf(tokens, idx)
    try {
      const ctx: BlockContext = { env, fence: token, lookup, everyTestbed, suites: pageSuites }
      return renderBlock(BLOCKS[name] as BlockKind<z.ZodType, unknown>, token.content, where, ctx)
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      throw new PageError(message.startsWith(where) ? message : `${where}: ${message}`)
    }
  }

  // Inline figures and claims read every testbed's runs and pick one by testbed= (testbeds.ts refTestbed).
  claims(md, everyTestbed)
  md.inline.ruler.before('emphasis', 'bench_figure', (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x3a /* : */) return false
    const m = /^:(fig|ratio|run|value)\{([^}\n]*)\}/.exec(state.src.slice(state.pos))
    if (!m) return false
    if (!silent) {
      const token = state.push('bench_figure', '', 0)
      token.meta = { kind: m[1], body: m[2] }
    }
    state.pos += m[0].length
    return true
  })
  md.renderer.rules.bench_figure = (tokens, idx, _o, env: Env) => {
    const { kind, body } = tokens[idx]!.meta as { kind: string; body: string }
    try {
      const f = figure(kind, body, everyTestbed)
      // A figure of the latest run follows a reader's choice of another run of its suite (run-follow.ts).
      const ref = parseRef(body.split(' / ')[0] ?? '')
      const follows = ref.suite && !/(^|\s)run=/.test(body) && ref.field !== 'count' && ref.field !== 'runs'
      const data = follows ? ` data-suite="${esc(ref.suite!)}" data-fig="${esc(`${kind} ${body}`)}"` : ''
      return `<span${data} class="bench-fig" title="${esc(f.title)}">${esc(f.text)}</span>`
    } catch (e) {
      throw new PageError(`${env.relativePath ?? 'page'}: :${kind}{${body}}: ${(e as Error).message}`)
    }
  }
}

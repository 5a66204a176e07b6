// Every regular expression literal in the parsers (scripts/parsers/*.ts), found by TypeScript's own
// parser rather than by importing the modules: the expressions built inside functions count too. Every
// expression the project's source builds with new RegExp(…), as the patterns it can build: from the
// file's constants where it is built from them, from representative values where it is built from
// run-time ones (a parameter, a slug: REPRESENTATIVE). And the
// ReDoS checker's verdict on each (recheck: automata theory with fuzzing), remembered by source and flags
// in redos-checked.json, since the checker takes about a second an expression on this machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PARSERS = join(ROOT, 'scripts/parsers')
export const CHECKED_FILE = join(ROOT, 'tests/unit/redos-checked.json')

export interface FoundRegex {
  file: string
  line: number
  source: string
  flags: string
  /** `/source/flags`, the key of the remembered verdicts. */
  key: string
}

/** The regular expression literals of scripts/parsers, in file and line order. */
export function parserRegexes(): FoundRegex[] {
  const out: FoundRegex[] = []
  for (const file of readdirSync(PARSERS)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const text = readFileSync(join(PARSERS, file), 'utf8')
    const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (n: ts.Node): void => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const key = n.getText(src)
        const slash = key.lastIndexOf('/')
        const line = src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1
        out.push({ file, line, source: key.slice(1, slash), flags: key.slice(slash + 1), key })
      }
      ts.forEachChild(n, visit)
    }
    visit(src)
  }
  return out
}

/** The folders whose source builds expressions at run time (`new RegExp(…)`, `RegExp(…)`). */
const SOURCE_DIRS = ['scripts', 'data', 'components', '.vitepress']

/** Every .ts, .vue and .js file below a folder (dependencies, caches and build output left out). */
function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = `${dir}/${e.name}`
    // The e2e sites build into .vitepress/dist-<site> while the unit tests run (pnpm test): never read.
    const skipped = ['node_modules', 'cache', '.temp', '.tmp'].includes(e.name) || /^dist(?:-|$)/.test(e.name)
    if (e.isDirectory() && !skipped) out.push(...sourceFiles(rel))
    else if (e.isFile() && /\.(?:ts|vue|js|mjs)$/.test(e.name)) out.push(rel)
  }
  return out
}

/** One `new RegExp(…)` of the source, with every pattern it can build (unresolved: the names it depends on). */
export interface BuiltRegex extends FoundRegex {
  /** What the call builds from that this file cannot tell (a parameter, a value computed at run time). */
  unresolved: string[]
}

/**
 * Values for what a call builds from at run time, by the text of the expression in the call ("anchor",
 * "keys.join('|')"): a pattern is checked for each. Given by the test for each such call.
 */
export type Representative = Record<string, Record<string, string[]>>

/** The calls that build from run-time values, by file, with values such as they are given. */
export const REPRESENTATIVE: Representative = {
  // The three timing columns of hyperfine's Markdown, AsciiDoc and Org tables.
  'hyperfine-table.ts': { name: ['Mean', 'Min', 'Max'] },
  // The keys of a --param-label or --metric-label spec.
  'suite-edit.ts': { "keys.join('|')": ['label|unit|order|values|description', 'label|description|direction'] },
  // Block ids and trend anchors: slugs.
  'block-registry.ts': { anchor: ['change-points', 'change-points-2', 'trend-bm-sort-arg0-64-real-time'] },
  'render-context.ts': { a: ['change-points', 'change-points-2', 'trend-bm-sort-arg0-64-real-time'] },
}

/** The `new RegExp(…)` calls of the project's source (or of `only`: [file, text] pairs, for the test's own). */
export function builtRegexes(given: Representative = {}, only?: Array<[string, string]>): BuiltRegex[] {
  const files = only ?? SOURCE_DIRS.flatMap(sourceFiles).map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const)
  const out: BuiltRegex[] = []
  for (const [file, whole] of files) {
    if (!whole.includes('RegExp(')) continue
    // A .vue file's script block (its template and style hold no expressions of ours).
    const text = file.endsWith('.vue') ? (/<script[^>]*>([\s\S]*?)<\/script>/.exec(whole)?.[1] ?? '') : whole
    const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const consts = new Map<string, ts.Expression>()
    const collect = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer)
        if (n.parent.flags & ts.NodeFlags.Const) consts.set(n.name.text, n.initializer)
      ts.forEachChild(n, collect)
    }
    collect(src)
    const visit = (n: ts.Node): void => {
      const isCall = ts.isNewExpression(n) || ts.isCallExpression(n)
      if (isCall && ts.isIdentifier(n.expression) && n.expression.text === 'RegExp' && n.arguments?.length) {
        const unresolved: string[] = []
        const ev = (e: ts.Expression) => values(e, src, consts, given[file.split('/').pop()!] ?? {}, unresolved)
        const sources = ev(n.arguments[0]!)
        const flags = n.arguments[1] ? ev(n.arguments[1]) : ['']
        const line = src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1
        for (const source of sources)
          for (const f of flags) out.push({ file, line, source, flags: f, key: `/${source}/${f}`, unresolved })
        if (!sources.length || !flags.length)
          out.push({ file, line, source: '', flags: '', key: '', unresolved: [...new Set(unresolved)] })
      }
      ts.forEachChild(n, visit)
    }
    visit(src)
  }
  return out
}

/**
 * Every string an expression can be: literals, templates (String.raw's raw text), "+", a const of the
 * file, String.fromCharCode, either side of a condition; the representative values given for the rest.
 * An empty list (with the expression's text in `unresolved`) when it depends on something else.
 */
function values(
  e: ts.Expression,
  src: ts.SourceFile,
  consts: Map<string, ts.Expression>,
  given: Record<string, string[]>,
  unresolved: string[],
  depth = 0,
): string[] {
  const at = e.getText(src)
  if (given[at]) return given[at]
  const ev = (x: ts.Expression) => values(x, src, consts, given, unresolved, depth + 1)
  const join = (parts: string[][]) => parts.reduce((acc, p) => acc.flatMap((a) => p.map((b) => a + b)), [''])
  const template = (t: ts.TemplateLiteral, raw: boolean): string[] => {
    const text = (p: { text: string; rawText?: string }) => (raw ? (p.rawText ?? p.text) : p.text)
    if (ts.isNoSubstitutionTemplateLiteral(t)) return [text(t)]
    return join([[text(t.head)], ...t.templateSpans.flatMap((s) => [ev(s.expression), [text(s.literal)]])])
  }
  if (depth > 20) return (unresolved.push(at), [])
  if (ts.isStringLiteral(e)) return [e.text]
  if (ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e)) return template(e, false)
  if (ts.isTaggedTemplateExpression(e) && e.tag.getText(src) === 'String.raw') return template(e.template, true)
  if (ts.isParenthesizedExpression(e)) return ev(e.expression)
  if (ts.isConditionalExpression(e)) return [...ev(e.whenTrue), ...ev(e.whenFalse)]
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return join([ev(e.left), ev(e.right)])
  if (ts.isCallExpression(e) && e.expression.getText(src) === 'String.fromCharCode')
    return [String.fromCharCode(...e.arguments.map((a) => Number(a.getText(src))))]
  const init = ts.isIdentifier(e) ? consts.get(e.text) : undefined
  if (init) return ev(init)
  unresolved.push(at)
  return []
}

/** What the checker said: "safe", or its complexity ("2nd degree polynomial", "exponential"), or "unknown: why". */
export type Verdict = string

export function readChecked(): Record<string, Verdict> {
  try {
    return JSON.parse(readFileSync(CHECKED_FILE, 'utf8')) as Record<string, Verdict>
  } catch {
    return {}
  }
}

export function writeChecked(verdicts: Record<string, Verdict>): void {
  const sorted = Object.fromEntries(Object.entries(verdicts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  writeFileSync(CHECKED_FILE, JSON.stringify(sorted, null, 2) + '\n')
}

/** The checker's verdict on one expression (its native build where installed: the pure-JS one is far slower). */
export async function checkRegex(source: string, flags: string): Promise<Verdict> {
  process.env.RECHECK_BACKEND ??= 'auto'
  const { checkSync } = await import('recheck')
  const d = checkSync(source, flags, { timeout: 20_000 })
  if (d.status === 'safe') return 'safe'
  if (d.status === 'vulnerable') return d.complexity.summary
  return `unknown: ${d.error.kind}`
}

/**
 * `pnpm exec tsx tests/unit/redos-regexes.ts`: checks the expressions not yet in redos-checked.json and
 * adds their verdicts (`--all`: checks every one again); verdicts of expressions no longer there are dropped.
 */
async function main(): Promise<void> {
  const all = process.argv.includes('--all')
  const old = all ? {} : readChecked()
  const next: Record<string, Verdict> = {}
  for (const r of [...parserRegexes(), ...builtRegexes(REPRESENTATIVE).filter((b) => b.key)])
    next[r.key] = old[r.key] ?? next[r.key] ?? (await checkRegex(r.source, r.flags))
  writeChecked(next)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

// Every regular expression literal in the parsers (scripts/parsers/*.ts), found by TypeScript's own
// parser rather than by importing the modules: the expressions built inside functions count too. And the
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
  for (const r of parserRegexes()) next[r.key] = old[r.key] ?? next[r.key] ?? (await checkRegex(r.source, r.flags))
  writeChecked(next)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

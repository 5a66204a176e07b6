// The import graph of the project's own code, for the tree checks (tree.test.ts): every relative import,
// export-from, import() and require() of the .ts and .vue files, resolved to a repository path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

const SKIP = new Set(['node_modules', '.git', 'dist', 'cache', '.temp', '.tmp', 'fixtures', 'golden'])
const CODE = /\.(ts|vue|js|mjs|cjs)$/
const SPECS = [
  /\bfrom\s*['"](\.{1,2}\/[^'"\n]*)['"]/g,
  /^\s*import\s*['"](\.{1,2}\/[^'"\n]*)['"]/gm,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"\n]*)['"]\s*\)/g,
  /\brequire\s*\(\s*['"](\.{1,2}\/[^'"\n]*)['"]\s*\)/g,
]
const EXTS = ['', '.ts', '.vue', '.js', '.mjs', '.cjs', '/index.ts']

/** The code files under `folders` of `root`, as repository paths (fixtures, goldens and build output left out). */
export function codeFiles(root: string, folders: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIP.has(e.name) || e.name.startsWith('dist') || e.name.startsWith('fixtures-')) continue
      const p = `${dir}/${e.name}`
      if (e.isDirectory()) walk(p)
      else if (CODE.test(e.name)) out.push(p)
    }
  }
  for (const f of folders) if (existsSync(join(root, f))) walk(f)
  return out.sort()
}

/** File → the files it imports (relative imports only). */
export function importGraph(root: string, files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const f of files) {
    const text = readFileSync(join(root, f), 'utf8')
    const to = new Set<string>()
    for (const re of SPECS)
      for (const m of text.matchAll(re)) {
        const base = relative(root, normalize(join(root, dirname(f), m[1]!)))
          .split('\\')
          .join('/')
        const hit = EXTS.map((e) => base + e).find((p) => existsSync(join(root, p)) && statSync(join(root, p)).isFile())
        if (hit && CODE.test(hit)) to.add(hit)
      }
    graph.set(f, to)
  }
  return graph
}

/** The folder graph: a folder → the folders its files import from (its own left out). */
export function folderGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const [f, to] of graph) {
    const d = dirname(f)
    const set = out.get(d) ?? new Set<string>()
    for (const t of to) if (dirname(t) !== d) set.add(dirname(t))
    out.set(d, set)
  }
  return out
}

/** The circles of a graph: its strongly connected parts of more than one node (Tarjan). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        part.push(w)
      } while (w !== v)
      if (part.length > 1) out.push(part.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return out
}

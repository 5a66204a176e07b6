// The tree explains itself (issue 44): no two source files share a name (a name finds one file), and
// the project's own imports make no circle, between files or between folders, so that each folder
// sits above the ones it uses. Tests and the benchmark harness are checked too.
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { circles, codeFiles, folderGraph, importGraph } from './import-graph'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SOURCE = ['components', 'data', 'scripts', '.vitepress']
const files = codeFiles(ROOT, [...SOURCE, 'tests/bench', 'tests/unit', 'tests/e2e'])
const graph = importGraph(ROOT, files)

describe('the tree', () => {
  test('no two source files share a name', () => {
    const byName = new Map<string, string[]>()
    for (const f of codeFiles(ROOT, SOURCE)) {
      // VitePress finds a theme by its name, .vitepress/theme/index.ts; a VitePress root of the bench has one too.
      if (/(^|\/)\.vitepress\/theme\/index\.ts$/.test(f) || /(^|\/)\.vitepress\/config\.ts$/.test(f)) continue
      byName.set(basename(f), [...(byName.get(basename(f)) ?? []), f])
    }
    expect([...byName.values()].filter((fs) => fs.length > 1)).toEqual([])
  })

  test('no file circles: no two files import each other, however far round', () => {
    expect(circles(graph)).toEqual([])
  })

  test('no folder cycles: no two folders import each other, however far round', () => {
    expect(circles(folderGraph(graph))).toEqual([])
  })

  // Tests mirror the tree: tests/unit/<folder>/ tests <folder>/ (tests/unit/vitepress/ is .vitepress/, whose dot
  // Vitest's globs skip; tests/unit/bench/ is the harness in tests/bench/), and a test named after a module sits
  // at that module's path. Tables of behaviour that span modules keep their own names, at the top or in a folder.
  const sourceOf = (dir: string) =>
    dir.replace(/^vitepress(\/|$)/, '.vitepress$1').replace(/^bench(\/|$)/, 'tests/bench$1')
  const tests = codeFiles(ROOT, ['tests/unit']).filter((f) => f.endsWith('.test.ts'))
  test('a test in a folder tests a folder of the same path', () => {
    const inFolders = tests.map((t) => dirname(t.slice('tests/unit/'.length))).filter((d) => d !== '.')
    expect([...new Set(inFolders)].filter((d) => !existsSync(join(ROOT, sourceOf(d))))).toEqual([])
  })

  test('a test named after a module sits at its path', () => {
    const modules = new Map<string, string[]>()
    for (const f of codeFiles(ROOT, SOURCE)) {
      const name = basename(f).replace(/\.(ts|vue|js|mjs|cjs)$/, '')
      modules.set(name, [...(modules.get(name) ?? []), dirname(f)])
    }
    const astray = tests.filter((t) => {
      const homes = modules.get(basename(t, '.test.ts'))
      return homes && !homes.includes(sourceOf(dirname(t.slice('tests/unit/'.length))))
    })
    expect(astray).toEqual([])
  })

  test('the check finds a circle when there is one', () => {
    const g = new Map([
      ['a/x.ts', new Set(['b/y.ts'])],
      ['b/y.ts', new Set(['a/z.ts'])],
      ['a/z.ts', new Set<string>()],
    ])
    expect(circles(g)).toEqual([])
    expect(circles(folderGraph(g))).toEqual([['a', 'b']])
    g.get('a/z.ts')!.add('a/x.ts')
    expect(circles(g)).toEqual([['a/x.ts', 'a/z.ts', 'b/y.ts']])
  })
})

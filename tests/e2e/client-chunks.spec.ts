// No validator in the browser: zod is for ingest and the build (data/schema/schema.ts, blocks.ts), and
// a value import of either from a module the browser uses (model.ts once did) shipped 30.8 kB gzip of
// it to every chart page. This reads the built client chunks themselves, so it also catches a path the
// import rule (eslint/layers.js) cannot see, such as a dependency that bundles zod.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const DIST = join(process.cwd(), '.vitepress/dist/assets')
// Names zod 4 gives its classes at run time; minifiers keep them because they are string constants.
const ZOD_MARKS = [/\$ZodType\b/, /\$ZodError\b/, /\$ZodCheck\b/]

function clientChunks(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? clientChunks(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  )
}

test('no client chunk contains the schema library (zod)', () => {
  expect(existsSync(DIST), `no build at ${DIST}: run pnpm build first`).toBe(true)
  const chunks = clientChunks(DIST)
  expect(chunks.length).toBeGreaterThan(5)
  const withZod = chunks.filter((f) => ZOD_MARKS.some((re) => re.test(readFileSync(f, 'utf8'))))
  expect(withZod, 'client chunks holding zod').toEqual([])
})

// A page's Markdown chunk: the lean one (what a browser loads for the page it opened) leaves out the markup
// Vue's compiler made one static string of, and keeps as code every element it could not (an attribute it
// does not know, such as `role`, keeps a whole table as code to build and hydrate node by node). The
// tables drawn from data (markdown/html.ts) are static: no table element is built by the page's code.
test("a chart page's lean chunk builds no table: the tables are static markup", () => {
  const lean = readdirSync(DIST).filter((f) => /^fusion_performance\.md\.[\w-]+\.lean\.js$/.test(f))
  expect(lean).toHaveLength(1)
  const code = readFileSync(join(DIST, lean[0]!), 'utf8')
  expect(code.match(/\("(?:table|tr|td|th)"/g) ?? []).toEqual([])
  // And the check can fail: the full chunk, with the static markup in it, does hold the tables' text.
  expect(readFileSync(join(DIST, lean[0]!.replace('.lean.js', '.js')), 'utf8')).toMatch(/<table>/)
})

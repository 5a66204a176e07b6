// ESLint rule "layers/one-way": imports go one way, from the site and the command line down to the core.
//
//   core      data/schema/            schema, units, measurement, formatting; imports nothing of ours
//   parsers   scripts/parsers/        pure detect/parse over text          → core
//   read      scripts/lib/load.ts     reads and validates data/            → core
//   write     ingest, store(-*), inputs   locks, journal, fsync            → core, parsers, read
//   ui        components/             view models and Vue components       → core
//   blocks    .vitepress/markdown/    the Markdown blocks                  → core, read, ui
//   tools     other scripts/lib/      compare's report and chart lookup    → core, read, ui
//   site      .vitepress config/theme                                      → core, read, ui, blocks
//   cli       scripts/*.ts, scripts/bench/   commands: may import any layer
// Within a layer anything goes. The browser bundle must not pull zod: ui code imports the schema and
// validation modules for their types only. Files outside these folders (tests, configs) are not checked.
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const WRITE = [
  'scripts/write/store',
  'scripts/write/ingest-core',
  'scripts/write/prepare-run',
  'scripts/write/inputs',
  'scripts/write/environment',
  'scripts/write/orphan-watch',
  'scripts/write/run-command',
  'scripts/write/failures',
  'scripts/write/capture',
  'scripts/write/suite-edit',
  'scripts/write/page-path',
  'scripts/write/ingest-options',
  'scripts/write/ingest-output',
  'scripts/write/orphan-watch',
  'scripts/ingest',
  'scripts/import',
  'scripts/write/import-history',
  'scripts/write/history-suites',
  'scripts/write/page-process',
]

/** The layer of a repository path (without extension), or undefined when unchecked. */
function layerOf(path) {
  const p = path.replace(/\.(ts|js|mjs|vue)$/, '')
  if (p.startsWith('data/schema/')) return 'core'
  if (p.startsWith('scripts/parsers/')) return 'parsers'
  if (p === 'scripts/read/load') return 'read'
  if (WRITE.includes(p) || p.startsWith('scripts/write/store-')) return 'write'
  if (p.startsWith('scripts/tools/')) return 'tools'
  if (p.startsWith('components/')) return 'ui'
  if (p.startsWith('.vitepress/markdown/')) return 'blocks'
  if (p.startsWith('.vitepress/')) return 'site'
  if (p.startsWith('scripts/')) return 'cli'
  return undefined
}

const ALLOWED = {
  core: ['core'],
  parsers: ['core', 'parsers'],
  read: ['core', 'read'],
  write: ['core', 'parsers', 'read', 'write'],
  ui: ['core', 'ui'],
  blocks: ['core', 'read', 'ui', 'blocks'],
  tools: ['core', 'read', 'ui', 'tools'],
  site: ['core', 'read', 'ui', 'blocks', 'site'],
  cli: ['core', 'parsers', 'read', 'write', 'ui', 'blocks', 'tools', 'site', 'cli'],
}

/** Core modules that need zod at run time: the browser (ui) may import their types only. */
const NODE_ONLY = ['data/schema/schema', 'data/schema/validate', 'data/schema/json-locate', 'data/schema/blocks']
/** Of those, the ones that import zod's code: no other core module may import them at run time. */
const ZOD_MODULES = ['data/schema/schema', 'data/schema/blocks']

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports go one way: cli/site → blocks → ui → read/write → parsers → core' },
    schema: [],
  },
  create(context) {
    const from = relative(ROOT, context.filename).split('\\').join('/')
    const layer = layerOf(from)
    if (!layer) return {}
    const check = (node, source, typeOnly) => {
      const spec = source?.value
      if (typeof spec !== 'string') return
      if (layer === 'ui' && !typeOnly && spec === 'zod') {
        context.report({ node, message: `${from} (ui) imports zod: the browser bundle must not; import types only` })
        return
      }
      if (!spec.startsWith('.')) return
      const to = relative(ROOT, resolve(ROOT, dirname(from), spec))
        .split('\\')
        .join('/')
      const target = layerOf(to)
      if (!target) return
      if (!ALLOWED[layer].includes(target)) {
        context.report({ node, message: `${from} (${layer}) imports ${to} (${target}): ${layer} may import only ${ALLOWED[layer].join(', ')}` })
      } else if (layer === 'ui' && !typeOnly && NODE_ONLY.includes(to.replace(/\.ts$/, ''))) {
        context.report({ node, message: `${from} (ui) imports ${to} at run time: the browser may import its types only (it needs zod)` })
      } else if (layer === 'core' && !typeOnly && ZOD_MODULES.includes(to.replace(/\.ts$/, '')) && !NODE_ONLY.includes(from.replace(/\.ts$/, ''))) {
        // The browser imports the rest of the core, so one value import here would carry zod to it
        // (model.ts did, through schema.ts: 30.8 kB gzip in the run switch's chunk).
        context.report({ node, message: `${from} (core, used by the browser) imports ${to} at run time: import its types only, or list ${from} as node-only` })
      }
    }
    const typeOnly = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    }
  },
}

export default { rules: { 'one-way': rule } }

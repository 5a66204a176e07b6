// ESLint rule "layers/one-way": imports go one way, from the site and the command line down to the core.
// A file's layer is the folder it is in; nothing else decides it.
//
//   core      data/schema/            the data's schema, validation, the commands' option reader
//             data/numbers/           units, measurements, numbers, formatting, escaping
//             data/analysis/          verdicts, noise, statistics, change points; the core imports nothing of ours
//   parsers   scripts/parsers/        pure detect/parse over text          → core
//   read      scripts/read/           reads and validates data/            → core
//   write     scripts/write/          store, ingest pipeline: locks, journal, fsync → core, parsers, read
//   ui        components/             view models and Vue components, in the browser and at build time → core
//   build     components/build-time/  code that runs only while the site builds (SVG geometry, font widths,
//                                     changes tables, history)       → core, ui; the browser never imports it
//   blocks    .vitepress/markdown/    the Markdown blocks                  → core, read, ui, build
//   tools     scripts/tools/          compare's report, chart lookup, starter page, Chromium, static server → core, read, ui, build
//   site      .vitepress/ (the rest)  config and theme                     → core, read, ui, build, blocks
//   cli       scripts/commands/       commands: may import any layer
// Any other folder under scripts/ (or a file directly in it) is an error: a file is placed in a layer by its
// folder. Within a layer anything goes. The browser bundle must not pull zod: ui code imports the schema and
// validation modules for their types only. Files outside these folders (tests, the benchmark harness in
// tests/bench/, configs) are not checked.
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Folder → layer, the more specific folder first: the first prefix that matches decides. */
const FOLDERS = [
  ['data/schema/', 'core'],
  ['data/numbers/', 'core'],
  ['data/analysis/', 'core'],
  ['scripts/parsers/', 'parsers'],
  ['scripts/read/', 'read'],
  ['scripts/write/', 'write'],
  ['scripts/tools/', 'tools'],
  ['components/build-time/', 'build'],
  ['components/', 'ui'],
  ['.vitepress/markdown/', 'blocks'],
  ['.vitepress/', 'site'],
  ['scripts/commands/', 'cli'],
]

/**
 * The layer of a repository path, or undefined when unchecked. The commands are in scripts/commands/; any
 * other folder under scripts/, or a file directly in it, is in no layer ('unplaced'), so that a new folder
 * cannot slip past the rule as a command that may import everything.
 */
function layerOf(path) {
  const layer = FOLDERS.find(([folder]) => path.startsWith(folder))?.[1]
  if (layer) return layer
  return path.startsWith('scripts/') ? 'unplaced' : undefined
}

const ALLOWED = {
  core: ['core'],
  parsers: ['core', 'parsers'],
  read: ['core', 'read'],
  write: ['core', 'parsers', 'read', 'write'],
  ui: ['core', 'ui'],
  build: ['core', 'ui', 'build'],
  blocks: ['core', 'read', 'ui', 'build', 'blocks'],
  tools: ['core', 'read', 'ui', 'build', 'tools'],
  site: ['core', 'read', 'ui', 'build', 'blocks', 'site'],
  cli: ['core', 'parsers', 'read', 'write', 'ui', 'build', 'blocks', 'tools', 'site', 'cli'],
}

/** Core modules that need zod at run time: the browser (ui) may import their types only. */
const NODE_ONLY = [
  'data/schema/schema',
  'data/schema/validate',
  'data/schema/json-locate',
  'data/schema/block-schema',
  'data/schema/command-line',
]
/** Of those, the ones that import zod's code: no other core module may import them at run time. */
const ZOD_MODULES = ['data/schema/schema', 'data/schema/block-schema']

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports go one way: cli/site → blocks → build → ui → read/write → parsers → core' },
    schema: [],
  },
  create(context) {
    const from = relative(ROOT, context.filename).split('\\').join('/')
    const layer = layerOf(from)
    if (!layer) return {}
    if (layer === 'unplaced') {
      const folders = FOLDERS.filter(([f]) => f.startsWith('scripts/')).map(([f]) => f)
      return {
        Program: (node) =>
          context.report({
            node,
            message: `${from} is in no layer folder: move it to one of ${folders.join(', ')} eslint/layers.js`,
          }),
      }
    }
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
        context.report({
          node,
          message: `${from} (${layer}) imports ${to} (${target}): ${layer} may import only ${ALLOWED[layer].join(', ')}`,
        })
      } else if (layer === 'ui' && !typeOnly && NODE_ONLY.includes(to.replace(/\.ts$/, ''))) {
        context.report({
          node,
          message: `${from} (ui) imports ${to} at run time: the browser may import its types only (it needs zod)`,
        })
      } else if (
        layer === 'core' &&
        !typeOnly &&
        ZOD_MODULES.includes(to.replace(/\.ts$/, '')) &&
        !NODE_ONLY.includes(from.replace(/\.ts$/, ''))
      ) {
        // The browser imports the rest of the core, so one value import here would carry zod to it
        // (model.ts did, through schema.ts: 30.8 kB gzip in the run switch's chunk).
        context.report({
          node,
          message: `${from} (core, used by the browser) imports ${to} at run time: import its types only, or list ${from} as node-only`,
        })
      }
    }
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    }
  },
}

export default { rules: { 'one-way': rule } }

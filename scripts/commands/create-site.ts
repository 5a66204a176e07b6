// pnpm create-site <dir> [--title "…"] [--description "…"]: a benchmark site of your own in <dir>. It gets
// the tool (config, theme, components, commands, the schema), the guide and the workflows that publish it,
// and none of this repository's example projects: data/ holds no suite, the home page lists what you
// publish (and says how while there is nothing), and the guide is reachable from it but not in the top
// links or beside your pages in the sidebar. The site's title and links live in docs/site.yaml.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { stringify as yaml } from 'yaml'
import { optionError } from '../../data/schema/command-line'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

const USAGE = `Usage: pnpm create-site <dir> [options]    a benchmark site of your own, without the example projects

  --title "…"        the site's title (default "Benchmarks")
  --description "…"  one sentence for search engines and the home page
  -h, --help         this text

Then, in <dir>: pnpm install, publish a run (docs/guide/publishing.md), pnpm build.`

/** What a site needs of this repository: the tool, its guide and the workflows that publish it. */
const COPIED = [
  '.vitepress',
  'components',
  'data/schema',
  'data/numbers',
  'data/analysis',
  'scripts',
  'eslint',
  'docs/guide',
  'docs/public',
  'docs/changes.md',
  '.github/scripts',
  '.github/workflows/deploy.yml',
  '.github/workflows/pr-preview-approve.yml',
  '.github/workflows/pr-preview-build.yml',
  '.github/workflows/pr-preview-publish.yml',
  '.github/workflows/pr-preview-remove.yml',
  'env.d.ts',
  'tsconfig.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  'pnpm-lock.yaml',
]

/** Left out of the copied folders: build output and caches, and this repository's own measuring tools. */
const SKIPPED = [
  /^\.vitepress\/(dist.*|cache|\.temp|\.build-lock)$/,
  /\.timestamp-[^/]*\.mjs$/,
  /^scripts\/(bench|bench-[^/]*\.ts|bench\.ts|test-all\.ts|measure-fonts\.ts|create-site\.ts)$/,
  /(^|\/)node_modules$/,
]

/** The scripts of package.json that name something left out. */
const DROPPED_SCRIPTS = /^(test|test:.*|bench.*|knip|create-site)$/

function copyTool(to: string): void {
  for (const path of COPIED) {
    const from = join(ROOT, path)
    if (!existsSync(from)) continue
    cpSync(from, join(to, path), {
      recursive: true,
      filter: (src) => {
        const rel = relative(ROOT, src).split(sep).join('/')
        return !SKIPPED.some((re) => re.test(rel))
      },
    })
  }
}

function packageJson(name: string): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string
    scripts: Record<string, string>
  }
  pkg.name = name
  pkg.scripts = Object.fromEntries(Object.entries(pkg.scripts).filter(([k]) => !DROPPED_SCRIPTS.test(k)))
  pkg.scripts.lint = 'eslint --cache --cache-location node_modules/.cache/eslint/ . && pnpm format:check'
  return JSON.stringify(pkg, null, 2) + '\n'
}

function homePage(title: string, description: string): string {
  return `---
title: ${JSON.stringify(title)}
---

# ${title}

${description}

\`\`\`bench-pages
\`\`\`

Every figure on these pages is read from the benchmark tools' own output, stored under \`data/\`. How a
run is published: [Publishing a run](guide/publishing); how a page is written: [Writing pages](guide/pages).
`
}

function readme(title: string): string {
  return `# ${title}

Benchmark results published from data with [VitePress](https://vitepress.dev): each suite under \`data/\`
holds the runs of one benchmark, and the pages under \`docs/\` show them.

\`\`\`sh
pnpm install
pnpm ingest --run "<your benchmark command>" --new-suite <id> --title "…" --project "…" --page docs/<id>.md
pnpm build && pnpm preview
\`\`\`

The site's title and top links are in \`docs/site.yaml\`. The guide (\`docs/guide/\`, also at
\`/guide/publishing\` on the built site) says the rest.
`
}

/** Writes the site; returns its folder, or throws with one line. */
export function createSite(dir: string, title = 'Benchmarks', description?: string): string {
  const to = resolve(dir)
  if (existsSync(to) && (!statSync(to).isDirectory() || readdirSync(to).length))
    throw new Error(`${to} exists and is not an empty folder: name a new one`)
  const about = description ?? `Benchmark results of ${title}, published from the tools' own output.`
  copyTool(to)
  mkdirSync(join(to, 'data'), { recursive: true })
  writeFileSync(join(to, 'data', '.gitkeep'), '')
  const name =
    basename(to)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-') || 'benchmarks'
  writeFileSync(join(to, 'package.json'), packageJson(name))
  const settings = { title, description: about, nav: [{ text: 'Results', link: '/' }], separateSidebars: ['guide'] }
  writeFileSync(
    join(to, 'docs', 'site.yaml'),
    `# This site's own settings: its title, the description search engines show, the links at the top of\n# every page, and folders whose pages keep a sidebar of their own (the guide, reachable from the home page).\n${yaml(settings)}`,
  )
  writeFileSync(join(to, 'docs', 'index.md'), homePage(title, about))
  writeFileSync(join(to, 'README.md'), readme(title))
  return to
}

function main(argv: string[]): void {
  const options = {
    title: { type: 'string' },
    description: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const
  let parsed
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true })
  } catch (e) {
    process.stderr.write(
      `error: ${optionError((e as Error).message, options)} (pnpm create-site --help lists the options)\n`,
    )
    process.exitCode = 2
    return
  }
  const { values, positionals } = parsed
  if (values.help) return void process.stdout.write(USAGE + '\n')
  if (positionals.length !== 1) {
    process.stderr.write(`error: expected one folder to create the site in, found ${positionals.length}\n${USAGE}\n`)
    process.exitCode = 2
    return
  }
  // pnpm runs scripts in the package's folder: a relative <dir> is taken from where the command was typed.
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  try {
    const to = createSite(dir, values.title, values.description)
    const rel = relative(process.cwd(), to) || '.'
    process.stdout.write(
      `created ${to}\nnext: cd ${rel.startsWith('..') || dirname(rel) === '.' ? to : rel} && pnpm install, then publish a run (docs/guide/publishing.md)\n`,
    )
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n`)
    process.exitCode = 1
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) main(process.argv.slice(2))

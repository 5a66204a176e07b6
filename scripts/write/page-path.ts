// Where `--page` (pnpm page, pnpm ingest --page) may write: a Markdown page inside the site's pages
// folder (docs/, or BENCH_SRC_DIR), never in docs/public (copied to the site as is), with a name that
// is a plain path. The name becomes a URL, a sidebar link and a file name, so anything else (`..`,
// an absolute path elsewhere, a symlinked folder leading out, `<script>`, `{{ }}`, spaces) is refused.
import { existsSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/** One folder or file name of a page path: no leading dot (hidden, `.`, `..`), nothing but [A-Za-z0-9._-]. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/
const ALLOWED = 'letters, digits, "-", "_" and "." in each name, "/" between folders, a name before ".md"'

/** The site's pages folder, as the build reads it (.vitepress/config.ts: BENCH_SRC_DIR, relative to the site). */
export function pagesDir(site: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(site, env.BENCH_SRC_DIR || 'docs')
}

/** The path with its existing part resolved through symlinks (the rest does not exist yet, so holds none). */
function realish(p: string): string {
  let head = p
  const rest: string[] = []
  while (!existsSync(head)) {
    const up = dirname(head)
    if (up === head) return p
    rest.unshift(basename(head))
    head = up
  }
  return join(realpathSync(head), ...rest)
}

const inside = (root: string, p: string) => {
  const rel = relative(root, p)
  return rel !== '' && !rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel)
}

/**
 * The absolute file a page path names (relative paths are taken from the site's folder, `site`), or
 * a one-line reason why it may not be written: what was found and what is allowed.
 */
export function checkPagePath(
  target: string,
  site: string,
  srcDir = pagesDir(site),
): { file: string } | { error: string } {
  const file = resolve(site, target)
  const shownDir = relative(site, srcDir) || srcDir
  const example = `e.g. ${shownDir}/my-lib.md`
  if (!target.endsWith('.md'))
    return { error: `${target}: expected a Markdown file (.md) under ${shownDir}/, ${example}` }
  if (!inside(srcDir, file))
    return {
      error: `${target}: resolves to ${file}, outside the site's pages folder ${srcDir}; a page must be under it, ${example}`,
    }
  const rel = relative(srcDir, file).split(sep)
  if (rel[0] === 'public')
    return {
      error: `${target}: ${shownDir}/public/ is copied to the site as is, not built as pages; put the page elsewhere under ${shownDir}/, ${example}`,
    }
  const bad = rel.find((s, i) => !SEGMENT.test(i === rel.length - 1 ? s.slice(0, -'.md'.length) || '.' : s))
  if (bad !== undefined)
    return { error: `${target}: ${JSON.stringify(bad)} is not a page name; allowed: ${ALLOWED}, ${example}` }
  // A symlinked folder on the way (docs/x → /elsewhere) would take the write out of the site.
  if (!inside(realish(srcDir), realish(file)))
    return {
      error: `${target}: leads through a symbolic link to ${realish(file)}, outside the site's pages folder ${srcDir}; a page must be a file under it`,
    }
  return { file }
}

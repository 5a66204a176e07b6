// Which files of a suite folder the build may publish, checked as the store checks its own: a path
// whose every segment under the suite folder is the thing itself (no symbolic link at any depth) and
// whose real path lies inside the suite folder, compared segment by segment. A raw file that was a link
// (to .git/config, say) was published with its target's contents; a prefix test without a separator
// also let data/<suite>/raw-other/… pass for data/<suite>/raw/.
import { lstatSync, realpathSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'

/** True when `path` is `root` or lies below it, by whole path segments (no `..`, not on another drive). */
export function insideBySegments(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!isAbsolute(rel) && rel.split(sep)[0] !== '..')
}

/**
 * The absolute path of `rel` (a suite-relative path such as raw/<file>) when the build may publish it:
 * under `under/`, no `..` or empty segment, no symbolic link at any depth from the suite folder down,
 * a regular file, and its real path inside the suite's real folder. Anything else: undefined.
 */
export function publishableFile(suiteDir: string, rel: string, under = 'raw'): string | undefined {
  const parts = rel.split(/[\\/]/)
  if (parts[0] !== under || parts.length < 2 || parts.some((p) => p === '' || p === '.' || p === '..')) return
  let path = suiteDir
  try {
    if (lstatSync(suiteDir).isSymbolicLink()) return
    for (const p of parts) {
      path = join(path, p)
      if (lstatSync(path).isSymbolicLink()) return
    }
    if (!lstatSync(path).isFile()) return
    return insideBySegments(realpathSync(suiteDir), realpathSync(path)) ? path : undefined
  } catch {
    return // absent or unreadable: nothing to publish
  }
}

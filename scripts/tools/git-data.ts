// The two sides of `pnpm compare`: a data folder on disk, or the data/ folder of a git commit, which
// is exported (suite.json and runs/*.json only) into a temp folder. git runs without a shell, so a
// ref is never interpreted by one.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** A side that cannot be used: exit status 2, with a message that names the argument. */
export class SideError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SideError'
  }
}

export interface DataSide {
  arg: string
  kind: 'dir' | 'ref'
  /** The folder to load: the folder given, or the export of the commit's data/. */
  dir: string
  /** The site's pages of this side: the docs/ folder next to a data folder, or the commit's docs/ (exported). */
  docs?: string
  /** For a ref: the full commit id. */
  commit?: string
  /** For a ref whose tree has no data/ (e.g. before the first benchmark): a side without suites. */
  empty: boolean
  /** How to name a file of this side in messages: "main:data/x/suite.json" for a ref. */
  display(file: string): string
  /** Removes the temp export (no-op for a folder). */
  cleanup(): void
}

const EXPECTED = 'a data folder (such as data/ or a path to one) or a git ref (a branch, a tag, HEAD~1 or a commit SHA)'

function git(args: string[], cwd: string, input?: Buffer): { ok: boolean; stdout: Buffer; stderr: string } {
  const r = spawnSync('git', args, { cwd, input, maxBuffer: 1 << 30, windowsHide: true })
  if (r.error) return { ok: false, stdout: Buffer.alloc(0), stderr: String(r.error.message) }
  return { ok: r.status === 0, stdout: r.stdout, stderr: r.stderr.toString('utf8').trim() }
}

/** The commit a ref names, or undefined when it names none (or git is not available). */
export function resolveCommit(ref: string, cwd: string): string | undefined {
  if (!ref || ref.startsWith('-')) return undefined
  const r = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd)
  const sha = r.stdout.toString('utf8').trim()
  return r.ok && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined
}

/**
 * An argument is a data folder when such a folder exists, else a git ref when git resolves it to a
 * commit in `cwd`'s repository; anything else is a SideError.
 */
export function resolveSide(arg: string, cwd = process.cwd()): DataSide {
  if (!arg) throw new SideError(`an empty argument: expected ${EXPECTED}`)
  const path = resolve(cwd, arg)
  if (existsSync(path) && statSync(path).isDirectory()) {
    return {
      arg,
      kind: 'dir',
      dir: path,
      ...(existsSync(join(path, '..', 'docs')) ? { docs: join(path, '..', 'docs') } : {}),
      empty: false,
      display: (file) => {
        const rel = relative(cwd, file)
        return rel && !rel.startsWith('..') ? rel : file
      },
      cleanup: () => {},
    }
  }
  const commit = resolveCommit(arg, cwd)
  if (!commit) {
    const what = existsSync(path)
      ? 'is a file, not a folder, and not a git ref either'
      : 'is neither an existing folder nor a git ref in this repository'
    throw new SideError(`"${arg}" ${what}: expected ${EXPECTED}`)
  }
  return exportCommit(arg, commit, cwd)
}

interface TreeEntry {
  oid: string
  path: string
}

const DATA_FILE = /^data\/[^/]+\/(suite\.json|runs\/[^/]+\.json)$/
const DOCS_FILE = /^docs\/(?:[^/]+\/)*[^/]+\.md$/

/** Writes the suite and run files of `commit`'s data/, and the pages of its docs/, into a new temp folder. */
export function exportCommit(arg: string, commit: string, cwd: string): DataSide {
  const top = git(['rev-parse', '--show-toplevel'], cwd)
  if (!top.ok) throw new SideError(`"${arg}": cannot find the repository of ${cwd} (${top.stderr})`)
  const root = top.stdout.toString('utf8').trim()
  const ls = git(['ls-tree', '-r', '-z', '--full-tree', commit, '--', 'data', 'docs'], root)
  if (!ls.ok)
    throw new SideError(`"${arg}" (commit ${commit.slice(0, 12)}): cannot list its data/ folder (${ls.stderr})`)
  const entries: TreeEntry[] = []
  for (const rec of ls.stdout.toString('utf8').split('\0')) {
    // "<mode> <type> <oid>\t<path>"
    const tab = rec.indexOf('\t')
    if (tab < 0) continue
    const [mode, type, oid] = rec.slice(0, tab).split(' ')
    const p = rec.slice(tab + 1)
    if (type === 'blob' && (mode === '100644' || mode === '100755') && oid && (DATA_FILE.test(p) || DOCS_FILE.test(p)))
      entries.push({ oid, path: p })
  }
  const tmp = mkdtempSync(join(tmpdir(), 'bench-compare-'))
  const cleanup = () => rmSync(tmp, { recursive: true, force: true })
  const dir = join(tmp, 'data')
  try {
    mkdirSync(dir)
    if (entries.length) {
      const blobs = readBlobs(
        entries.map((e) => e.oid),
        root,
      )
      entries.forEach((e, i) => {
        const target = join(tmp, ...e.path.split('/'))
        if (!target.startsWith(tmp + sep)) return
        mkdirSync(dirname(target), { recursive: true })
        writeFileSync(target, blobs[i]!)
      })
    }
  } catch (e) {
    cleanup()
    throw e instanceof SideError
      ? e
      : new SideError(
          `"${arg}" (commit ${commit.slice(0, 12)}): cannot export its data/ folder (${(e as Error).message})`,
        )
  }
  const label = arg
  return {
    arg,
    kind: 'ref',
    dir,
    ...(entries.some((e) => DOCS_FILE.test(e.path)) ? { docs: join(tmp, 'docs') } : {}),
    commit,
    empty: !entries.some((e) => DATA_FILE.test(e.path)),
    display: (file) => {
      const rel = relative(tmp, file).split(sep).join('/')
      return rel && !rel.startsWith('..') ? `${label}:${rel}` : file
    },
    cleanup,
  }
}

/** Reads many blobs with one `git cat-file --batch`. */
function readBlobs(oids: string[], cwd: string): Buffer[] {
  const r = git(['cat-file', '--batch'], cwd, Buffer.from(oids.join('\n') + '\n'))
  if (!r.ok) throw new SideError(`git cat-file failed (${r.stderr})`)
  const out: Buffer[] = []
  let pos = 0
  for (const oid of oids) {
    const nl = r.stdout.indexOf(10, pos)
    if (nl < 0) throw new SideError(`git cat-file: output ended before ${oid}`)
    const header = r.stdout.subarray(pos, nl).toString('utf8').split(' ')
    if (header[0] !== oid || header[1] !== 'blob')
      throw new SideError(`git cat-file: unexpected "${header.join(' ')}" for ${oid}`)
    const size = Number(header[2])
    out.push(Buffer.from(r.stdout.subarray(nl + 1, nl + 1 + size)))
    pos = nl + 1 + size + 1 // the contents are followed by a newline
  }
  return out
}

// Writes the starter page of `--page`: never over an existing page (the maintainer's edits win).
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { loadSuite, writeFileAtomic } from './store'
import { starterPage } from './starter-page'

interface PageIo { stdout: (s: string) => void; stderr: (s: string) => void; cwd: string }

export function writeStarterPage(io: PageIo, file: string, suiteId: string, dir: string): void {
  const shown = relative(io.cwd, file) || file
  if (!file.endsWith('.md')) throw new Error(`--page ${shown}: expected a Markdown file under docs/, e.g. docs/${suiteId}.md`)
  if (existsSync(file)) {
    io.stderr(`note: ${shown} exists; it was not changed (delete it to get a fresh starter page)\n`)
    return
  }
  const { suite, runs } = loadSuite(suiteId, dir)
  mkdirSync(dirname(file), { recursive: true })
  writeFileAtomic(file, starterPage(suite, runs))
  io.stdout(`wrote page ${shown}: it lists itself in the sidebar and on the home page (front matter); edit it freely\n`)
}

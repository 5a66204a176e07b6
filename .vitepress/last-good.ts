// A failed build leaves the last good site where it was. VitePress (through Vite) empties the output
// folder and writes into it as it goes, so a build that failed late (a page that would not render, a
// chart image) left half a site where the last good one had been, for a deploy or a preview to pick up.
// The good one is moved aside before anything is written (<outDir>.last-good) and comes back when the
// process ends without the build having finished; when the build finishes, the copy set aside is removed.
import { existsSync, renameSync, rmSync } from 'node:fs'

export interface LastGood {
  /** The build finished: the site in the output folder is the good one now. */
  done(): void
}

/** Sets the output folder's current contents aside until `done()`; if the process ends first, puts them back. */
export function keepLastGood(outDir: string): LastGood {
  const aside = `${outDir}.last-good`
  let finished = false
  if (existsSync(aside)) {
    // A build killed before it could restore: the copy set aside is the last good site, what is in
    // the output folder is that build's half.
    rmSync(outDir, { recursive: true, force: true })
  } else if (existsSync(outDir)) renameSync(outDir, aside)
  const restore = () => {
    if (finished) return
    rmSync(outDir, { recursive: true, force: true })
    if (existsSync(aside)) renameSync(aside, outDir)
  }
  process.on('exit', restore)
  return {
    done() {
      finished = true
      process.off('exit', restore)
      rmSync(aside, { recursive: true, force: true })
    },
  }
}

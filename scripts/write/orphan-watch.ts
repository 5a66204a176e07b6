// Stops `pnpm ingest` when the command that started it is stopped. `pnpm ingest` runs node three
// processes below pnpm (pnpm → sh → tsx → node): a SIGTERM to pnpm (what a CI runner or `kill`
// sends; a terminal's Ctrl-C reaches the whole group anyway) ends pnpm alone, and node, orphaned,
// would go on to store the run. So node watches the processes above it, and once one of them is
// gone it stops as if it had been signalled: before the commit nothing is written (temp files and
// the lock are removed), and the store checks once more right before its point of no return.
import { readFileSync } from 'node:fs'

/** Parent of `pid` from /proc (Linux); undefined where there is no /proc. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) ? ppid : undefined
  } catch {
    return undefined
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The processes above this one, nearest first, up to `levels` (not init). */
export function ancestors(levels = 4): number[] {
  const out: number[] = []
  let pid: number | undefined = process.ppid
  while (pid !== undefined && pid > 1 && out.length < levels) {
    out.push(pid)
    pid = parentOf(pid)
  }
  return out
}

let watched: number[] = []

/** Whether a process that was above this one when watching started has ended since. */
export function orphaned(): boolean {
  return watched.some((pid) => !alive(pid)) || (watched.length > 0 && process.ppid !== watched[0])
}

/** Starts watching (every 200 ms, without keeping the process alive); on orphaning, SIGTERM to self. */
export function watchAncestors(): void {
  watched = ancestors()
  if (watched.length === 0) return
  const timer = setInterval(() => {
    if (orphaned()) {
      clearInterval(timer)
      process.kill(process.pid, 'SIGTERM')
    }
  }, 200)
  timer.unref()
}

// Test hooks of the write side: a named point where a test can stop (and kill) an ingest, and a
// check that ends a commit before its point of no return. Both cost nothing when unset.
import { existsSync, writeSync } from 'node:fs'

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * BENCH_INGEST_PAUSE_AT=<point> stops the process at that point (it prints "PAUSED <point> <pid>" on
 * stderr and waits, so that a test can kill it there, or until the file BENCH_INGEST_RESUME_FILE
 * exists); "<point>:<ms>" only sleeps that long.
 * Points: after-lock, after-raw, before-rename, mid-commit, mid-remove.
 */
export function pausePoint(point: string): void {
  const spec = process.env.BENCH_INGEST_PAUSE_AT
  if (!spec) return
  const [name, ms] = spec.split(':')
  if (name !== point) return
  if (ms !== undefined) return sleepSync(Number(ms) || 0)
  writeSync(2, `PAUSED ${point} ${process.pid}\n`)
  const resume = process.env.BENCH_INGEST_RESUME_FILE
  for (let waited = 0; waited < 120_000; waited += 20) {
    if (resume && existsSync(resume)) return
    sleepSync(20)
  }
  writeSync(2, `pause at ${point} was never ended by a kill; exiting\n`)
  process.exit(99)
}

/** Called right before a commit's point of no return; throws to stop it (see orphan-watch.ts). */
let stopCheck: (() => boolean) | undefined
export function setStopCheck(fn: (() => boolean) | undefined): void {
  stopCheck = fn
}

export function stopCheckSaysStop(): boolean {
  return stopCheck?.() === true
}

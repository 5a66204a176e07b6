// The CI action's inputs as the commands read them (scripts/commands/ci-action.ts reads, ci-store.ts uses):
// a module of its own so that neither command imports the other for its type.
export interface CiOptions {
  command: string
  suite: string
  title?: string
  page?: string
  branch: string
  testbed: string
  rounds: number
  build?: string
  /** A file the command writes its results to, read instead of what it prints. */
  output?: string
  /** The measured repository's clone. */
  repo: string
  temp: string
}

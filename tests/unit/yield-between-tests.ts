// Lets each test worker's event loop turn between tests. A worker reports every finished test to the main
// Vitest process over RPC and gives up on an answer after 60 s; a file of many synchronous tests (parser
// tables, property runs) never turns the loop, so on a machine busy with the e2e run beside it the answer
// waits behind them and Vitest fails the whole run with "Timeout calling onTaskUpdate" although every test
// passed (seen once in a fresh-clone CI at 2 cores; vitest-dev/vitest discussion 6511).
import { afterEach } from 'vitest'

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)))

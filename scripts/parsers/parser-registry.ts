// The registry: one line per format. Order matters only to break ties in detection.
import type { Parser } from './types'
import { redisBenchmark } from './redis-benchmark'
import { goTestBench } from './go-test-bench'
import { benchstat } from './benchstat'
import { criterion } from './criterion'
import { rustLibtest } from './rust-libtest'
import { wrk } from './wrk'
import { k6 } from './k6'
import { hyperfine } from './hyperfine'
import { pytestBenchmark } from './pytest-benchmark'
import { googleBenchmark } from './google-benchmark'
import { jmh } from './jmh'
import { autocannon } from './autocannon'
import { k6Json } from './k6-json'
import { benchmarkdotnet } from './benchmarkdotnet'
import { topgunLoadHarness } from './topgun-load-harness'
import { tinybench } from './tinybench'
import { tinybenchTable } from './tinybench-table'
import { mitata } from './mitata'
import { mitataText } from './mitata-text'
import { vitestBench } from './vitest-bench'
import { vitestBenchText } from './vitest-bench-text'
import { pyperf } from './pyperf'
import { pyperfDump } from './pyperf-dump'
import { fio } from './fio'
import { fioText } from './fio-text'
import { vegeta } from './vegeta'
import { bencherBmf } from './bencher-bmf'
import { customSmallerIsBetter, customBiggerIsBetter } from './github-action-benchmark'
import { catch2Xml } from './catch2-xml'
import { catch2Console } from './catch2-console'
import { hey } from './hey'
import { heyCsv } from './hey-csv'
import { vegetaText } from './vegeta-text'
import { vegetaHist } from './vegeta-hist'
import { fortio } from './fortio'
import { ghz } from './ghz'
import { oha } from './oha'
import { ohaText } from './oha-text'
import { k6Csv } from './k6-csv'
import { cargoCriterion } from './cargo-criterion'
import { memtier } from './memtier'
import { iaiCallgrind } from './iai-callgrind'
import { nanobench } from './nanobench'
import { nanobenchCsv } from './nanobench-csv'
import { sysbench } from './sysbench'
import { benchmarkJs } from './benchmark-js'
import { locust } from './locust'
import { locustHistory } from './locust-history'
import { locustFailures } from './locust-failures'
import { openmetrics } from './openmetrics'
import { asv } from './asv'
import { juliaBenchmarkTools } from './julia-benchmarktools'
import { pgbench } from './pgbench'
import { pgbenchLog } from './pgbench-log'
import { genericJson } from './generic-json'
import { hyperfineCsv } from './hyperfine-csv'
import { hyperfineMarkdown } from './hyperfine-markdown'
import { hyperfineAsciidoc } from './hyperfine-asciidoc'
import { hyperfineOrg } from './hyperfine-org'
import { hyperfineText } from './hyperfine-text'
import { googleBenchmarkConsole } from './google-benchmark-console'
import { googleBenchmarkCsv } from './google-benchmark-csv'
import { jmhText } from './jmh-text'
import { jmhCsv } from './jmh-csv'
import { pytestBenchmarkText } from './pytest-benchmark-text'
import { autocannonText } from './autocannon-text'
import { benchmarkdotnetCsv } from './benchmarkdotnet-csv'
import { benchmarkdotnetMarkdown } from './benchmarkdotnet-markdown'
import { genericCsv } from './generic-csv'

export const parsers: Parser[] = [
  redisBenchmark,
  goTestBench,
  benchstat,
  criterion,
  rustLibtest,
  wrk,
  k6,
  hyperfine,
  pytestBenchmark,
  googleBenchmark,
  jmh,
  autocannon,
  k6Json,
  benchmarkdotnet,
  topgunLoadHarness,
  hyperfineCsv,
  hyperfineMarkdown,
  hyperfineAsciidoc,
  hyperfineOrg,
  hyperfineText,
  googleBenchmarkConsole,
  googleBenchmarkCsv,
  jmhText,
  jmhCsv,
  pytestBenchmarkText,
  autocannonText,
  benchmarkdotnetCsv,
  benchmarkdotnetMarkdown,
  tinybench,
  tinybenchTable,
  mitata,
  mitataText,
  vitestBench,
  vitestBenchText,
  pyperf,
  pyperfDump,
  fio,
  fioText,
  vegeta,
  bencherBmf,
  customSmallerIsBetter,
  customBiggerIsBetter,
  catch2Xml,
  catch2Console,
  hey,
  heyCsv,
  vegetaText,
  vegetaHist,
  sysbench,
  benchmarkJs,
  locust,
  locustHistory,
  locustFailures,
  openmetrics,
  asv,
  juliaBenchmarkTools,
  pgbench,
  pgbenchLog,
  fortio,
  ghz,
  oha,
  ohaText,
  k6Csv,
  cargoCriterion,
  memtier,
  iaiCallgrind,
  nanobench,
  nanobenchCsv,
  genericJson,
  genericCsv,
]

export function parserById(id: string): Parser | undefined {
  return parsers.find((p) => p.id === id)
}

// BenchmarkDotNet's CSV report (BenchmarkDotNet.Artifacts/results/<Namespace.Type>-report.csv):
//   Method,Job,AnalyzeLaunchVariance,…,WarmupCount,N,Mean,Error,StdDev,Gen0,Allocated
//   Concat,Job-KXQWTB,False,…,Default,10,120.4 ns,2.31 ns,1.93 ns,0.0725,304 B
// Read like the summary table of the GitHub Markdown report (see benchmarkdotnet-table.ts). BDN
// writes ";" between fields where the decimal mark is ",": both are read.
import { fail, head } from './shared'
import { defineParser } from './types'
import { parseFiles } from './json-shared'
import { bdnRun } from './benchmarkdotnet-table'
import { csvRows } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'

function parseOne(f: InputFile): ParsedRun {
  const first = f.text.slice(0, f.text.indexOf('\n') >>> 0)
  const sep = first.startsWith('Method;') ? ';' : ','
  const [header, ...rows] = csvRows(f, sep)
  if (!header || header.cells[0] !== 'Method')
    fail(f.path, header?.lineNo ?? 1, 'a header starting "Method," (BenchmarkDotNet\'s CSV report)')
  return bdnRun('csv', f.path, header, rows)
}

const benchmarkdotnetCsvParser: Parser = {
  id: 'benchmarkdotnet-csv',
  tool: 'BenchmarkDotNet',
  description: 'BenchmarkDotNet CSV report (*-report.csv): mean, error, stddev, GC and allocations per case',
  produce:
    'dotnet run -c Release -- --exporters csv   (BenchmarkDotNet.Artifacts/results/*-report.csv; json keeps more)',
  detect(input: ParserInput) {
    const h = head(input, 4096).split('\n')[0] ?? ''
    return /^Method[,;]/.test(h) && /[,;]Mean[,;]Error[,;]/.test(h) ? 0.95 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const benchmarkdotnetCsv = defineParser(benchmarkdotnetCsvParser)

// BenchmarkDotNet's GitHub Markdown report (<Namespace.Type>-report-github.md): the environment in a
// code block, then the summary table:
//   ```
//   BenchmarkDotNet v0.14.0, Debian GNU/Linux 12 (bookworm)
//   Example CPU 8-Core Processor, 1 CPU, 16 logical and 8 physical cores
//   ```
//   | Method | N  | Mean     | Error   | StdDev  | Gen0   | Allocated |
//   |------- |--- |---------:|--------:|--------:|-------:|----------:|
//   | Concat | 10 | 120.4 ns | 2.31 ns | 1.93 ns | 0.0725 |     304 B |
// Read like the CSV report (see benchmarkdotnet-table.ts); the code block gives the environment.
import { fail, head } from './shared'
import { defineParser } from './types'
import { parseFiles } from './json-shared'
import { bdnEnvironment, bdnRun } from './benchmarkdotnet-table'
import { pipeTable, textLines } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'

const HEADER = /^\|\s*Method\s*\|(.*\|)?\s*Mean\s*\|/

function parseOne(f: InputFile): ParsedRun {
  const lines = textLines(f)
  const at = lines.findIndex((l) => HEADER.test((l.cells[0] as string).trim()))
  if (at < 0)
    fail(
      f.path,
      lines[lines.length - 1]?.lineNo ?? 1,
      'a BenchmarkDotNet table with a header "| Method | … | Mean | Error | …"',
    )
  // Under the header, its alignment row "|------- |--- |---------:|".
  const { header, rows } = pipeTable(lines, at, /^\|[\s:|-]+\|$/)
  const env = bdnEnvironment(lines.slice(0, at).map((l) => l.cells[0] as string))
  return bdnRun('markdown', f.path, header, rows, env)
}

const benchmarkdotnetMarkdownParser: Parser = {
  id: 'benchmarkdotnet-markdown',
  tool: 'BenchmarkDotNet',
  description:
    'BenchmarkDotNet GitHub Markdown report (*-report-github.md): the summary table and its environment block',
  produce:
    'dotnet run -c Release -- --exporters github   (BenchmarkDotNet.Artifacts/results/*-report-github.md; json keeps more)',
  detect(input: ParserInput) {
    const h = head(input, 16384)
    return /^```/m.test(h) &&
      /^BenchmarkDotNet[= ]v?[\d.]+/m.test(h) &&
      HEADER.test(
        h
          .split('\n')
          .find((l) => HEADER.test(l.trim()))
          ?.trim() ?? '',
      )
      ? 0.95
      : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const benchmarkdotnetMarkdown = defineParser(benchmarkdotnetMarkdownParser)

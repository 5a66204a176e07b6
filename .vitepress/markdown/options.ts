// The Markdown options of the site (.vitepress/config.ts), in one place so that tests render pages exactly
// as the build does.
import type { MarkdownOptions } from 'vitepress'
import { benchBlocks } from './bench-blocks'
import { figureCells } from './figure-cells'

type CodeTransformer = NonNullable<MarkdownOptions['codeTransformers']>[number]

/**
 * Shiki stops tokenizing a line of code after 500 ms (its `tokenizeTimeLimit`) and leaves the rest of the line
 * uncoloured. The first block of a language pays for compiling that grammar's regular expressions, about
 * 0.45 s for C++ on an idle machine of this project's: under load the first C++ line crossed the limit, so
 * the first page with a C++ block (the nanobench-csv guide page) came out differently from an idle build's,
 * and with it the page hash map of every page. Without a limit a page depends on its source alone.
 */
export const wholeLines: CodeTransformer = {
  name: 'bench:whole-lines',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = 0
  },
}

export const markdownOptions: MarkdownOptions = {
  config: (md) => {
    md.use(benchBlocks).use(figureCells)
  },
  codeTransformers: [wholeLines],
}

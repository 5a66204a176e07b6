import { readFileSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { defineConfigWithTheme } from 'vitepress'
import type { DefaultTheme, HeadConfig } from 'vitepress'
import type { Plugin } from 'vite'
import { benchData, pageSuites } from './markdown/bench-blocks'
import type { PageError } from './markdown/bench-blocks'
import { benchDevReload } from './dev-reload'
import { markdownOptions } from './markdown/options'
import { FAR_CLASS, firstFarId, firstPaintScript, PARSED_ID } from './markdown/placement'
import { runIndexPath, runPath } from '../components/views/run-files'
import { runIndex } from '../components/views/run-when'
import { dataDir } from '../scripts/read/load'
import { publishableFile } from '../scripts/read/suite-files'
import { DataError } from '../data/schema/validate'
import { sitePages, siteSidebar, unlistedPager } from './markdown/site-pages'
import { siteSettings } from './site-config'
import { FEED_MARK, FEED_PATH } from './markdown/change-points-block'
import { changePointsPage, changesFeed } from './changes-feed'
import { writeEmbeds } from './markdown/chart-embeds'
import { noJsDark } from './no-js-dark'
import { keepLastGood, type LastGood } from './last-good'

const srcDir = process.env.BENCH_SRC_DIR ?? 'docs'
// `pnpm build --base /sub/path/` (or BENCH_BASE) builds for a sub-path; everything else is base-relative.
const base = process.env.BENCH_BASE ?? '/'
// A pull-request preview: a banner linking the PR, and no indexing by search engines.
const previewPr = process.env.BENCH_PREVIEW_PR
// Title, description, top links and separate sidebars: the site's own, from site.yaml beside its pages.
const settings = siteSettings(srcDir)
const preview = previewPr ? { pr: previewPr, url: process.env.BENCH_PREVIEW_URL ?? '' } : undefined

/**
 * `vitepress build`: bad data fails here, before any page renders, as one line naming the file and
 * the JSON path. Left to the Markdown blocks, the same error came out twice, with a stack trace and
 * the name of whichever page happened to load the data first. (The dev server shows it on the page.)
 * A plugin hook rather than the config's top level: exiting while Vite loads this file would leave
 * its bundled copy (config.ts.timestamp-….mjs) behind.
 */
function benchDataCheck(): Plugin {
  return {
    name: 'bench-data-check',
    configResolved(c) {
      if (c.command !== 'build') return
      try {
        benchData()
      } catch (e) {
        if (!(e instanceof DataError)) throw e
        process.stderr.write(`invalid data: ${e.message}\n`)
        process.exit(1)
      }
    },
  }
}

/**
 * `vitepress build`: a mistake in a page (PageError: page, line, what was expected) is printed once, as
 * one line, and the build stops; Vite and VitePress each printed it again with a stack trace.
 */
function benchPageErrors(): Plugin {
  let tempDir: string | undefined
  let build = false
  return {
    name: 'bench-page-errors',
    configResolved(c) {
      build = c.command === 'build'
      tempDir = (c as { vitepress?: { tempDir?: string } }).vitepress?.tempDir
    },
    buildEnd(err) {
      if (!build || !err || !(err as { benchPage?: boolean }).benchPage) return
      process.stderr.write(`page error: ${(err as PageError).line}\n`)
      // The other bundle (client or server) may have written VitePress's temp folder already.
      if (tempDir) rmSync(tempDir, { recursive: true, force: true })
      process.exit(1)
    },
  }
}

let lastGood: LastGood | undefined

/** `vitepress build`: the last good site stays in place until this build has finished (last-good.ts). */
function benchLastGood(): Plugin {
  return {
    name: 'bench-last-good',
    configResolved(c) {
      const outDir = (c as { vitepress?: { outDir?: string } }).vitepress?.outDir
      if (c.command === 'build' && outDir && !lastGood) lastGood = keepLastGood(outDir)
    },
  }
}

/** Emits bench-data/<suite>/index.json and one JSON per run into the client build (earlier runs on demand). */
function benchRunFiles(): Plugin {
  let ssr = false
  return {
    name: 'bench-run-files',
    configResolved(c) {
      ssr = !!c.build.ssr
    },
    // The dev server answers the same paths from data/ directly.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /\/bench-data\/([^/]+)\/([^/]+)\.json$/.exec(req.url?.split('?')[0] ?? '')
        const entry = m ? benchData().get(m[1]!) : undefined
        if (!m || !entry) return next()
        const body = m[2] === 'index' ? runIndex(entry.suite, entry.runs) : entry.runs.find((r) => r.id === m[2])
        if (!body) return next()
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(body))
      })
    },
    generateBundle() {
      if (ssr) return
      // The Atom feed of change points, when a page lists them (.vitepress/changes-feed.ts).
      const list = changePointsPage(srcDir)
      const site = process.env.BENCH_SITE_URL && !preview ? new URL(base, process.env.BENCH_SITE_URL).href : undefined
      if (list)
        this.emitFile({
          type: 'asset',
          fileName: FEED_PATH,
          source: changesFeed(pageSuites().values(), srcDir, list, base, site),
        })
      for (const [id, { suite, runs }] of benchData()) {
        this.emitFile({ type: 'asset', fileName: runIndexPath(id), source: JSON.stringify(runIndex(suite, runs)) })
        for (const run of runs) {
          this.emitFile({ type: 'asset', fileName: runPath(id, run.id), source: JSON.stringify(run) })
          // The tool's raw output, so that a page can offer it for download: bench-data/<suite>/raw/<file>.
          // Checked as the store checks its own files: no link at any depth, inside the suite folder.
          const raw = run.source?.raw
          const file = raw && publishableFile(join(dataDir(), id), raw)
          if (file)
            this.emitFile({
              type: 'asset',
              fileName: `bench-data/${id}/raw/${basename(file)}`,
              source: readFileSync(file),
            })
        }
      }
    },
  }
}

// One object: the dev server's reload plugin updates its sidebar when a page's front matter changes.
const themeConfig: DefaultTheme.Config & { benchPreview?: { pr: string; url: string } } = {
  benchPreview: preview,
  nav: settings.nav,
  // Built from the pages' front matter (`sidebar`, `sidebarTitle`, `order`): a new page lists itself.
  sidebar: siteSidebar(sitePages(srcDir), settings.separateSidebars),
  outline: { level: [2, 3] },
  search: { provider: 'local' },
}

const expectLink = (id: string): HeadConfig => ['link', { rel: 'expect', href: `#${id}`, blocking: 'render' }]

/**
 * Pages hold their first paint until what it can show is parsed: a busy CPU otherwise painted them
 * half-parsed, and a table re-laid its columns as later rows came in, a layout shift. Browsers without
 * render-blocking `expect` links ignore them. Most pages wait for the element that ends the body
 * (transformHtml below). Pages with blocks far below the first screen skip those on the first paint
 * (markdown/placement.ts) and wait only for the first of them, which starts below any first screen;
 * opened at an anchor, they wait for the whole page too (their script adds the link).
 */
function firstPaintHead(content: string): HeadConfig[] {
  if (!content.includes(FAR_CLASS)) return [expectLink(PARSED_ID)]
  const far = firstFarId(content)
  return [['script', { id: 'bench-first-paint' }, firstPaintScript], ...(far === undefined ? [] : [expectLink(far)])]
}

export default defineConfigWithTheme<DefaultTheme.Config & { benchPreview?: { pr: string; url: string } }>({
  srcDir,
  // Tests build previews and hostile-data sites side by side with the main build.
  ...(process.env.BENCH_OUT_DIR ? { outDir: process.env.BENCH_OUT_DIR } : {}),
  base,
  cleanUrls: true,
  lang: 'en-US',
  // Not VueUse's restyle of the whole page on every load: the switch itself turns transitions off while
  // it flips the theme (theme/quiet-mount.ts).
  appearance: { disableTransition: false },
  title: settings.title,
  description: settings.description,
  lastUpdated: false,
  // The local search index lists pages in the order their files finished reading; one page at a time
  // keeps that order, and so two builds of the same inputs byte-identical (tests/e2e/determinism.spec.ts).
  buildConcurrency: 1,
  // A format's page, listed under "Input formats" only: back to that list, no "Next page" into the projects.
  transformPageData(pageData, { siteConfig }) {
    const sidebar = (siteConfig.site.themeConfig as DefaultTheme.Config).sidebar as Parameters<typeof unlistedPager>[1]
    const pager = unlistedPager(pageData.relativePath, sidebar)
    if (pager) pageData.frontmatter = { prev: pager.prev, next: pager.next, ...pageData.frontmatter }
  },
  // `head` entries get no base from VitePress, so they are added here with the final one (CLI --base included).
  transformHead: ({ siteConfig, content }) => [
    ['link', { rel: 'icon', href: `${siteConfig.site.base}favicon.svg`, type: 'image/svg+xml' }],
    ...firstPaintHead(content),
    ...(preview
      ? [['meta', { name: 'robots', content: 'noindex, nofollow' }] as ['meta', Record<string, string>]]
      : []),
    ...(content.includes(FEED_MARK)
      ? [
          [
            'link',
            {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: 'Changes in history',
              href: `${siteConfig.site.base}${FEED_PATH}`,
            },
          ] as ['link', Record<string, string>],
        ]
      : []),
  ],
  // Outside #app, so hydration never sees it; without it, Chrome warns on the console of every page.
  transformHtml: (code) =>
    code.includes(`#${PARSED_ID}`)
      ? code.replace(/<\/body>(?![\s\S]*<\/body>)/, `<span id="${PARSED_ID}" hidden></span></body>`)
      : code,
  ...(process.env.BENCH_SITE_URL && !preview
    ? { sitemap: { hostname: new URL(base, process.env.BENCH_SITE_URL).href } }
    : {}),
  // Pages whose render threw (theme/index.ts noted them, one line each): the build fails.
  buildEnd: (site) => {
    // Each chart as an image of its own, for READMEs (markdown/chart-embeds.ts); a failure names its page and data.
    let embeds: ReturnType<typeof writeEmbeds>
    try {
      embeds = writeEmbeds(site.outDir)
    } catch (e) {
      process.stderr.write(`build failed: chart image of ${(e as Error).message.split('\n')[0]}\n`)
      process.exit(1)
    }
    if (embeds.charts)
      process.stdout.write(
        `charts as images: ${embeds.charts} SVG and PNG files each, the PNGs in ${(embeds.pngMs / 1000).toFixed(1)} s\n`,
      )
    const failed = (globalThis as { benchRenderErrors?: string[] }).benchRenderErrors ?? []
    if (failed.length) {
      process.stderr.write(
        `build failed: ${failed.length} page${failed.length === 1 ? '' : 's'} could not be rendered\n`,
      )
      process.exit(1)
    }
    lastGood?.done()
  },
  markdown: markdownOptions,
  vite: {
    plugins: [
      benchLastGood(),
      benchDataCheck(),
      benchPageErrors(),
      benchDevReload(srcDir, themeConfig, settings.separateSidebars),
      benchRunFiles(),
    ],
    build: { chunkSizeWarningLimit: 600 },
    // The dark theme for readers without JavaScript (no-js-dark.ts).
    css: { postcss: { plugins: [noJsDark()] } },
  },
  themeConfig,
})

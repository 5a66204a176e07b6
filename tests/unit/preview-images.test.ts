// The preview comment's before/after images of changed charts (.github/scripts/preview-publish.cjs): built
// from the compare report's list of affected charts, linking the PNGs the build publishes with the preview
// (the head's under charts/, the base's copied under base-charts/ by pr-preview-build.yml), only for images
// the artifact holds and only for names that are plain paths.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import MarkdownIt from 'markdown-it'
import { afterEach, describe, expect, it } from 'vitest'
import { embedPath } from '../../components/build-time/embed'

const { commentBody } = createRequire(import.meta.url)('../../.github/scripts/preview-publish.cjs') as {
  commentBody: (o: object) => string
}
const SHA = 'abcdef1'.padEnd(40, '0')
const URL_ = 'https://acme.github.io/bench/pr-preview/pr-7/'
let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function artifact(affected: object[], images: Array<[string, string, 'charts' | 'base-charts']>): void {
  dir = mkdtempSync(join(tmpdir(), 'preview-'))
  writeFileSync(
    join(dir, 'compare.json'),
    JSON.stringify({ charts: { docs: 'docs', pages: 4, blocks: 40, affected, errors: [] } }),
  )
  for (const [page, id, folder] of images) {
    // The build's own path for the image (embed.ts), moved under base-charts/ for the base's.
    const file = join(dir, 'site', embedPath(page, id, 'png').replace(/^charts\//, `${folder}/`))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, 'png')
  }
}
const block = (page: string, id: string, change = 'changed', kind = 'chart') => ({
  page,
  id,
  kind,
  change,
  title: id,
  suite: 's',
  link: `/${page}#${id}`,
})

describe('the preview comment shows changed charts as images', () => {
  it('before (the base build) and after (this preview), as a table GitHub renders with the images', () => {
    artifact(
      [
        block('fusion/performance.md', 'rpc-calls'),
        block('silly/benchmark.md', 'new-one', 'added'),
        block('fusion/performance.md', 'a-table', 'changed', 'table'),
      ],
      [
        ['fusion/performance.md', 'rpc-calls', 'charts'],
        ['fusion/performance.md', 'rpc-calls', 'base-charts'],
        ['silly/benchmark.md', 'new-one', 'charts'],
      ],
    )
    const body = commentBody({ owner: 'acme', repo: 'bench', number: 7, sha: SHA, dir })
    expect(body).toContain('### Changed charts, before and after')
    const html = new MarkdownIt({ html: true }).render(body)
    const rows = [...html.matchAll(/<tr>([^]*?)<\/tr>/g)].map((m) => m[1]!)
    expect(rows).toHaveLength(3) // the head row and two charts: a table has no image
    expect(rows[1]).toContain(`<a href="${URL_}fusion/performance#rpc-calls">fusion/performance#rpc-calls</a>`)
    expect(rows[1]).toContain(
      `<img alt="before" width="400" src="${URL_}base-charts/fusion/performance/rpc-calls.png?v=abcdef1">`,
    )
    expect(rows[1]).toContain(
      `<img alt="after" width="400" src="${URL_}charts/fusion/performance/rpc-calls.png?v=abcdef1">`,
    )
    // An added chart has no before.
    expect(rows[2]).toMatch(
      /<td>–<\/td>\s*<td><img alt="after" width="400" src="[^"]+charts\/silly\/benchmark\/new-one.png\?v=abcdef1"><\/td>/,
    )
  })

  it('links no image the artifact lacks, and no name that is not a plain path', () => {
    artifact(
      [
        block('fusion/performance.md', 'gone'),
        block('../x.md', 'a'),
        block('p.md', 'x"><script>'),
        block('p.md', 'x) ![y](https://evil'),
        { kind: 'chart' },
      ],
      [],
    )
    const body = commentBody({ owner: 'acme', repo: 'bench', number: 7, sha: SHA, dir })
    expect(body).toContain(
      '| [fusion/performance#gone](https://acme.github.io/bench/pr-preview/pr-7/fusion/performance#gone) | – | – |',
    )
    expect(body).not.toContain('evil')
    expect(body).not.toContain('<script')
    expect(body).not.toContain('../x')
  })

  it('says nothing of images when no chart changed or there is no report', () => {
    artifact([], [])
    expect(commentBody({ owner: 'acme', repo: 'bench', number: 7, sha: SHA, dir })).not.toContain('before and after')
    rmSync(join(dir, 'compare.json'))
    expect(commentBody({ owner: 'acme', repo: 'bench', number: 7, sha: SHA, dir })).not.toContain('before and after')
  })
})

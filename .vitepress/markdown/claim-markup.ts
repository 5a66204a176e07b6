// Inline :claim[sentence]{query}: the sentence is ordinary Markdown (it may hold :fig{…}), the query is
// checked against the data when the page is built (components/build-time/claim-checks.ts), and a claim the data
// no longer supports fails the build with the page, the sentence and the figures that contradict it.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'
import { checkClaim } from '../../components/build-time/claim-checks'
import type { SuiteData } from '../../components/views/select'
import { esc } from './html'
import type { Env } from './render-context'

const OPEN = ':claim['

export function claims(md: MarkdownIt, lookup: (suite: string) => SuiteData): void {
  md.inline.ruler.before('link', 'bench_claim', (state, silent) => {
    if (!state.src.startsWith(OPEN, state.pos)) return false
    const labelStart = state.pos + OPEN.length
    const labelEnd = state.md.helpers.parseLinkLabel(state, state.pos + OPEN.length - 1, false)
    if (labelEnd < 0 || state.src[labelEnd + 1] !== '{') return false
    const close = state.src.indexOf('}', labelEnd + 2)
    const body = close < 0 ? '' : state.src.slice(labelEnd + 2, close)
    if (close < 0 || body.includes('\n')) return false
    if (!silent) {
      const sentence = state.src.slice(labelStart, labelEnd)
      state.push('bench_claim_open', 'span', 1).meta = { body, sentence }
      const [pos, max] = [state.pos, state.posMax]
      state.pos = labelStart
      state.posMax = labelEnd
      state.md.inline.tokenize(state)
      state.pos = pos
      state.posMax = max
      state.push('bench_claim_close', 'span', -1)
    }
    state.pos = close + 1
    return true
  })
  md.renderer.rules.bench_claim_open = (tokens, idx, _o, env: Env) => {
    const { body, sentence } = tokens[idx]!.meta as { body: string; sentence: string }
    const where = `${env.relativePath ?? 'page'}: :claim[${sentence.length > 60 ? `${sentence.slice(0, 57)}…` : sentence}]`
    let check
    try {
      check = checkClaim(body, lookup)
    } catch (e) {
      throw new Error(`${where}: ${(e as Error).message}`)
    }
    if (!check.holds) throw new Error(`${where} is no longer true: ${check.failure}. Reword the sentence or its query`)
    return `<span class="bench-claim" title="${esc(check.summary)}">`
  }
  md.renderer.rules.bench_claim_close = () => '</span>'
}

// `pnpm bench`'s table: the rows each section adds, the notes under the table, the progress log and
// the formatting of bytes, times and ratios in its cells.

export interface Row {
  section: string
  item: string
  value: string
  baseline: string
  ratio: string
  budget: string
  ok: boolean | null
}
export const rows: Row[] = []
export const notes: string[] = []
export const row = (r: Partial<Row> & Pick<Row, 'section' | 'item' | 'value'>) =>
  rows.push({ baseline: '', ratio: '', budget: '', ok: null, ...r })
export const log = (s: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${s}\n`)

export const KB = (b: number) => (b === 0 ? '0 B' : `${(b / 1024).toFixed(1)} KB`)
export const MB = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`
export const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`
export const x2 = (a: number, b: number) => `${(a / b).toFixed(2)}×`
export const cls = (v: number) => (v === 0 ? '0' : v.toFixed(5))
export const shiftNote = (what: string, l: { shifts: Array<{ value: number; time: number; sources: string[] }> }) =>
  notes.push(
    `CLS ${what}: ${l.shifts.map((s) => `${cls(s.value)} at ${Math.round(s.time)} ms (${s.sources.join('; ')})`).join(' | ')}`,
  )
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
export const code = (s: string) => `\`${s}\``

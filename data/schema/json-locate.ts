// Finds where JSON stops being valid. Node 20's JSON.parse often names no position ("Unexpected
// token '}'"), and an error message without a line and column is no help to a maintainer.

const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LIT = /true|false|null/y
const WS = /[ \t\n\r]*/y

/** Offset of the first JSON syntax error in `s` (s.length for an early end), or -1 when it is valid. */
export function syntaxErrorAt(s: string): number {
  const stack: string[] = []
  let i = 0
  let state: 'value' | 'key' | 'after' = 'value'
  const ws = () => {
    WS.lastIndex = i
    WS.exec(s)
    i = WS.lastIndex
  }
  const str = (): boolean => {
    if (s[i] !== '"') return false
    for (i++; i < s.length; i++) {
      const c = s.charCodeAt(i)
      if (c === 34) {
        i++
        return true
      }
      if (c < 32) return false
      if (c === 92) {
        const e = s[i + 1] ?? ''
        if ('"\\/bfnrt'.includes(e) && e !== '') i++
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) i += 5
        else return (i++, false)
      }
    }
    return false
  }
  const sticky = (re: RegExp): boolean => {
    re.lastIndex = i
    if (!re.test(s)) return false
    i = re.lastIndex
    return true
  }
  for (;;) {
    ws()
    if (i >= s.length) return state === 'after' && stack.length === 0 ? -1 : s.length
    const c = s[i]
    if (state === 'value') {
      if (c === '{' || c === '[') {
        stack.push(c)
        i++
        ws()
        if (s[i] === (c === '{' ? '}' : ']')) {
          stack.pop()
          i++
          state = 'after'
        } else state = c === '{' ? 'key' : 'value'
      } else if (c === '"' ? str() : sticky(NUM) || sticky(LIT)) state = 'after'
      else return i
    } else if (state === 'key') {
      if (!str()) return i
      ws()
      if (s[i] !== ':') return i
      i++
      state = 'value'
    } else {
      const top = stack[stack.length - 1]
      if (top === undefined) return i
      if (c === ',') {
        i++
        state = top === '{' ? 'key' : 'value'
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop()
        i++
      } else return i
    }
  }
}

/**
 * The first key that appears twice in one object of a VALID JSON text, with its offset and JSON path,
 * or undefined. JSON.parse keeps the last of two equal keys without a word, so a file saying
 * {"value": 1, "value": 900} would publish 900 while a reader of the file sees 1 first. One pass over
 * the characters; paths are made only for the answer.
 */
export function duplicateKey(s: string): { at: number; key: string; path: Array<string | number> } | undefined {
  interface Level {
    keys?: Set<string>
    key?: string
    index: number
    wantKey: boolean
  }
  const stack: Level[] = []
  const len = s.length
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i)
    if (c === 34) {
      // a string: find its end (a quote not escaped by an odd run of backslashes)
      let j = i + 1
      let escaped = false
      for (;;) {
        j = s.indexOf('"', j)
        if (j < 0) return undefined // not valid JSON: JSON.parse reports it
        let b = j - 1
        while (s.charCodeAt(b) === 92) b--
        if ((j - 1 - b) % 2 === 0) break
        escaped = true
        j++
      }
      const top = stack[stack.length - 1]
      if (top?.keys && top.wantKey) {
        const raw = s.slice(i + 1, j)
        const key = escaped || raw.indexOf('\\') >= 0 ? (JSON.parse(s.slice(i, j + 1)) as string) : raw
        if (top.keys.has(key))
          return { at: i, key, path: [...stack.slice(0, -1).map((l) => (l.keys ? l.key! : l.index)), key] }
        top.keys.add(key)
        top.key = key
        top.wantKey = false
      }
      i = j
    } else if (c === 123)
      stack.push({ keys: new Set(), index: 0, wantKey: true }) // {
    else if (c === 91)
      stack.push({ index: 0, wantKey: false }) // [
    else if (c === 125 || c === 93)
      stack.pop() // } ]
    else if (c === 44) {
      // ,
      const top = stack[stack.length - 1]
      if (top?.keys) top.wantKey = true
      else if (top) top.index++
    }
  }
  return undefined
}

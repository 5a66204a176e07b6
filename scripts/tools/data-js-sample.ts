// A github-action-benchmark data.js of any length, shaped as the action writes it (two benchmark
// sets, one cargo and one benchmarkjs, a commit object per entry, ms dates), for the import's
// tests and its bench. Deterministic: the same n gives the same file.
export function sampleDataJs(n: number, benches = 6): string {
  const day = 86400000
  const start = Date.UTC(2024, 0, 1)
  const hex = (i: number, salt: number) =>
    ((i * 2654435761 + salt * 40503) >>> 0).toString(16).padStart(8, '0').repeat(5)
  const entry = (i: number, set: number) => {
    const id = hex(i, set)
    const t = start + (i * day) / 4 + set * 60000
    const stamp = new Date(t - 300000).toISOString().replace('.000Z', '+00:00')
    const who = { email: 'dev@example.com', name: 'Dev', username: 'dev' }
    const wobble = 1 + 0.05 * Math.sin(i / 7)
    const list = Array.from({ length: benches }, (_, b) =>
      set === 0
        ? {
            name: `bench_case_${b}`,
            value: Math.round((1000 + b * 250) * wobble),
            range: `+/- ${10 + b}`,
            unit: 'ns/iter',
          }
        : {
            name: `case ${b}`,
            value: Math.round((50000 - b * 3000) / wobble),
            range: '±0.85%',
            unit: 'ops/sec',
            extra: '88 samples',
          },
    )
    return {
      commit: {
        author: who,
        committer: who,
        distinct: true,
        id,
        message: `change ${i}`,
        timestamp: stamp,
        tree_id: hex(i, 9),
        url: `https://github.com/example/project/commit/${id}`,
      },
      date: t,
      tool: set === 0 ? 'cargo' : 'benchmarkjs',
      benches: list,
    }
  }
  const half = Math.ceil(n / 2)
  const data = {
    lastUpdate: start + n * day,
    repoUrl: 'https://github.com/example/project',
    entries: {
      'Rust Benchmark': Array.from({ length: half }, (_, i) => entry(i, 0)),
      'JS Benchmark': Array.from({ length: n - half }, (_, i) => entry(i, 1)),
    },
  }
  return `window.BENCHMARK_DATA = ${JSON.stringify(data, null, 2)}`
}

// Writes data/schema/{suite,run}.schema.json from the zod schema, so that a data file with
// "$schema": "../../schema/run.schema.json" gets completion and checks in an editor.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { Run, Suite } from '../../data/schema/schema'
import { commandOptions } from '../tools/cli-options'

export function jsonSchemas(): Record<string, unknown> {
  return {
    'suite.schema.json': {
      title: 'Benchmark suite',
      ...z.toJSONSchema(Suite, { io: 'input', unrepresentable: 'any' }),
    },
    'run.schema.json': { title: 'Benchmark run', ...z.toJSONSchema(Run, { io: 'input', unrepresentable: 'any' }) },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  commandOptions('schema', {})
  const dir = fileURLToPath(new URL('../../data/schema/', import.meta.url))
  for (const [name, schema] of Object.entries(jsonSchemas())) {
    writeFileSync(dir + name, JSON.stringify(schema, null, 2) + '\n')
    console.log(`wrote data/schema/${name}`)
  }
}

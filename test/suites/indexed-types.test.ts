import { describe, expect, it, vi } from 'vitest'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

// Counts the type texts the shapes parse ('shape.ts'), passing every parse through.
const shapeParses = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../analyser/parse/typescript-estree-module.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../analyser/parse/typescript-estree-module.js')>()
  return {
    ...original,
    parseEstree: (...args: Parameters<typeof original.parseEstree>) => {
      if (args[0] === 'shape.ts') shapeParses.count++
      return original.parseEstree(...args)
    },
  }
})

const VITE = JSON.stringify({ dependencies: { react: '19.2.0', vite: '7.1.0', 'openapi-fetch': '0.14.0' } })

/** Types as openapi-typescript writes them: every operation of the API in one interface, the schemas in one alias. */
function generatedApiTypes(operations: number): string {
  const each = Array.from(
    { length: operations },
    (_, index) => `  op_${index}: {
    parameters: { query?: { limit?: number; order?: components["schemas"]["Order"] }; path: { id: string } };
    responses: { 200: { content: { "application/json": components["schemas"]["Item"][] } } };
  };`,
  ).join('\n')
  return `export type components = {
  schemas: {
    Order: "asc" | "desc";
    Item: { id: string; name: string; tags: components["schemas"]["Tag"][] };
    Tag: { id: string; label: string };
  };
};
export interface operations {
  list_projects: {
    parameters: { query?: { page?: number; sort_by?: components["schemas"]["Order"] } };
  };
${each}
}
`
}

describe('a prop typed as one member of a generated API type', () => {
  it('valid: is built from that member alone, the rest of the API never described', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/types/core.ts': generatedApiTypes(60),
      'src/types/projects.ts': source(`
        import type { operations } from './core'

        export type ProjectListQueries = NonNullable<operations["list_projects"]["parameters"]["query"]>
      `),
      'src/project-list.tsx': source(`
        import type { ProjectListQueries } from './types/projects'

        export function ProjectList({ queries }: { queries: ProjectListQueries }) {
          return <p>Page {queries.page} by {queries.sort_by}</p>
        }
      `),
    })
    shapeParses.count = 0
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const queries = inputs.find((input) => input.suite.component === 'ProjectList')!.props[0]!
    expect(queries.shape).toEqual({
      kind: 'object',
      members: [
        { name: 'page', optional: true, shape: { kind: 'number' } },
        {
          name: 'sort_by',
          optional: true,
          shape: {
            kind: 'union',
            options: [
              { kind: 'literal', value: 'asc' },
              { kind: 'literal', value: 'desc' },
            ],
          },
        },
      ],
    })
    // Describing `operations` whole, then keeping one member, parsed each of its 61 operations' types.
    expect(shapeParses.count).toBeLessThan(20)
  })
})

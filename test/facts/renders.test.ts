import { describe, expect, it } from 'vitest'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

function componentsOf(files: Record<string, string>): string[] {
  const { analyser } = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '18.2.0' } }),
    ...files,
  })
  return analyser
    .analyse({ root: ROOT, entry: 'src' })
    .components.map((component) => component.component)
    .sort()
}

describe('what counts as rendering', () => {
  it("invalid: a `return null` in a callback of an object's async method (an API model) is not the method's", () => {
    expect(
      componentsOf({
        // anything-llm's models/admin.js: every method fetches; two return null or false from their .catch.
        'src/models/admin.js': source(`
          const Admin = {
            systemPreferences: async (labels = []) => {
              return await fetch('/api/prefs?labels=' + labels.join(',')).then((res) => res.json()).catch(() => {
                return null
              })
            },
            deleteApiKey: async function (id = '') {
              return fetch('/api/keys/' + id, { method: 'DELETE' }).then((res) => res.ok).catch(() => {
                return false
              })
            },
          }

          export default Admin
        `),
      }),
    ).toEqual([])
  })

  it('valid: a function that returns null itself, or JSX from a callback, renders', () => {
    expect(
      componentsOf({
        'src/gate.jsx': source(`
          export function Gate({ open }) {
            if (!open) return null
            return open
          }

          export const Icons = {
            list: ({ items }) => items.map((item) => <li key={item}>{item}</li>),
          }
        `),
      }),
    ).toEqual(['Gate', 'Icons.list'])
  })
})

import { describe, expect, it } from 'vitest'
import { getGuide } from '../../analyser/docs/guide.js'
import { READ_CALLS } from '../../mcp/read-calls.js'
import { TOOLS } from '../../mcp/tools.js'

describe('the tool registry', () => {
  it('has eight tools, each named in the guide’s tool list', () => {
    expect(TOOLS).toHaveLength(8)
    const guide = getGuide('tools')!
    for (const tool of TOOLS) expect(guide, tool.name).toContain(`  ${tool.name} `)
  })

  it('gives every read tool an analyser call, and every tool an output schema', () => {
    for (const tool of TOOLS) expect(tool.output, tool.name).toBeDefined()
    const readTools = TOOLS.filter((tool) => tool.annotations.readOnlyHint).map((tool) => tool.name)
    expect(readTools).toEqual([
      'flawless_analyse',
      'flawless_tree',
      'flawless_findings',
      'flawless_project_status',
      'flawless_plan',
      'flawless_check_docs',
    ])
    expect(Object.keys(READ_CALLS).sort()).toEqual([...readTools].sort())
  })
})

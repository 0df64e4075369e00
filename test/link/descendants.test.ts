import { describe, expect, it } from 'vitest'
import { DescendantCounter } from '../../analyser/link/descendants.js'
import { createRandom } from '../helpers/generated-project.js'

/** What each record used to count: the distinct components a breadth-first walk from it meets, less itself. */
function walkCount(graph: Map<string, string[]>, start: string): number {
  const seen = new Set([start])
  const queue = [start]
  while (queue.length > 0) {
    for (const child of graph.get(queue.shift()!) ?? []) {
      if (!seen.has(child)) {
        seen.add(child)
        queue.push(child)
      }
    }
  }
  return seen.size - 1
}

describe('descendants: the distinct components a component renders below it', () => {
  it('counts a chain, a cycle, a component rendering itself, and a child shared by two parents once', () => {
    const graph = new Map([
      ['Chain0', ['Chain1']],
      ['Chain1', ['Chain2']],
      ['Chain2', []],
      ['Loop', ['Loop']],
      ['A', ['B']],
      ['B', ['C', 'A']],
      ['C', ['A']],
      ['Page', ['Card', 'Sidebar']],
      ['Card', ['Badge']],
      ['Sidebar', ['Badge', 'Badge']],
      ['Badge', []],
    ])
    const counter = new DescendantCounter((key) => graph.get(key) ?? [])
    expect(
      ['Chain0', 'Chain1', 'Chain2', 'Loop', 'A', 'B', 'C', 'Page', 'Sidebar'].map((key) => counter.count(key)),
    ).toEqual([2, 1, 0, 0, 2, 2, 2, 3, 1])
  })

  it('agrees with a walk from each component on random graphs, whatever order they are asked in', () => {
    const random = createRandom(33)
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 60)
      const density = random() * 3
      const graph = new Map<string, string[]>()
      for (let node = 0; node < size; node++) {
        const children = Array.from({ length: Math.floor(random() * density) + (random() < 0.3 ? 1 : 0) }, () =>
          String(Math.floor(random() * size)),
        )
        graph.set(String(node), children)
      }
      const asked = [...graph.keys()].sort(() => random() - 0.5)
      const counter = new DescendantCounter((key) => graph.get(key) ?? [])
      expect(asked.map((key) => counter.count(key))).toEqual(asked.map((key) => walkCount(graph, key)))
    }
  })

  it('reads a child’s children once, however many components reach it: linear in the graph', () => {
    const length = 20_000
    let reads = 0
    const counter = new DescendantCounter((key) => {
      reads++
      const next = Number(key.slice(1)) + 1
      return next < length ? [`C${next}`] : []
    })
    const counts = Array.from({ length }, (_, index) => counter.count(`C${index}`))
    expect(counts[0]).toBe(length - 1)
    expect(counts.at(-1)).toBe(0)
    expect(reads).toBe(length)
  })
})

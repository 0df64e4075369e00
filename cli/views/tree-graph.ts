import type { RenderMode, TreeNode, TreeResult } from '../../analyser/index.js'

/** A component drawn once however often it renders: by where it is defined and the mode it renders in there. */
interface GraphNode {
  id: string
  component: string
  /** Its file, or the package it comes from. */
  where: string
  mode: RenderMode
  external: boolean
  /** Renders more below the depth limit than is drawn. */
  truncated: boolean
}

interface GraphEdge {
  from: string
  to: string
  /** How the edge is drawn: the client boundary stands out, a server component handed to a client one is dashed. */
  kind: 'renders' | 'client-boundary' | 'passed'
  label: string | null
}

const MODE_COLOURS: Record<RenderMode, { fill: string; stroke: string }> = {
  rsc: { fill: '#dbeafe', stroke: '#1d4ed8' },
  client: { fill: '#fde68a', stroke: '#b45309' },
  shared: { fill: '#e5e7eb', stroke: '#4b5563' },
}

const LEGEND =
  'Server components blue, client amber, shared grey; a thick arrow is a client boundary, ' +
  'a dashed one a server component passed into a client one.'

/**
 * The render tree as a Mermaid flowchart, to paste into Markdown (GitHub draws it): a node
 * per component and render mode, an arrow per distinct parent-child pair.
 */
export function formatTreeMermaid(result: TreeResult): string {
  const { nodes, edges } = toGraph(result)
  const lines = ['flowchart TD', `  %% ${LEGEND}`, ...describeGaps(result).map((gap) => `  %% ${gap}`)]
  for (const [mode, colour] of Object.entries(MODE_COLOURS))
    lines.push(`  classDef ${mode} fill:${colour.fill},stroke:${colour.stroke}`)
  lines.push('  classDef external fill:#ffffff,stroke:#9ca3af,stroke-dasharray: 4 2')
  for (const node of nodes) {
    const label = `${node.component}${node.truncated ? ' …' : ''}<br/><small>${node.where} · ${node.mode}</small>`
    lines.push(`  ${node.id}["${escapeMermaid(label)}"]:::${node.external ? 'external' : node.mode}`)
  }
  for (const edge of edges) {
    const arrow = edge.kind === 'client-boundary' ? '==>' : edge.kind === 'passed' ? '-.->' : '-->'
    const label = edge.label === null ? '' : `|"${escapeMermaid(edge.label)}"|`
    lines.push(`  ${edge.from} ${arrow}${label} ${edge.to}`)
  }
  return lines.join('\n')
}

/** The render tree in Graphviz's DOT language: `dot -Tsvg` draws it. */
export function formatTreeDot(result: TreeResult): string {
  const { nodes, edges } = toGraph(result)
  const lines = [
    'digraph "render tree" {',
    `  // ${LEGEND}`,
    ...describeGaps(result).map((gap) => `  // ${gap}`),
    '  rankdir=TB;',
    '  node [shape=box, style="rounded,filled", fontname="Helvetica"];',
    '  edge [fontname="Helvetica", fontsize=10];',
  ]
  for (const node of nodes) {
    const colour = MODE_COLOURS[node.mode]
    const label = `${node.component}${node.truncated ? ' …' : ''}\n${node.where}\n${node.mode}`
    const style = node.external ? ', style="rounded,dashed", fillcolor="#ffffff"' : `, fillcolor="${colour.fill}"`
    lines.push(`  ${node.id} [label=${quoteDot(label)}, color="${colour.stroke}"${style}];`)
  }
  for (const edge of edges) {
    const attributes = [
      ...(edge.label === null ? [] : [`label=${quoteDot(edge.label)}`]),
      ...(edge.kind === 'client-boundary' ? ['penwidth=2.5', `color="${MODE_COLOURS.client.stroke}"`] : []),
      ...(edge.kind === 'passed' ? ['style=dashed'] : []),
    ]
    lines.push(`  ${edge.from} -> ${edge.to}${attributes.length > 0 ? ` [${attributes.join(', ')}]` : ''};`)
  }
  lines.push('}')
  return lines.join('\n')
}

/** Every node of every tree, merged by component and mode, and the distinct edges between them, in tree order. */
function toGraph(result: TreeResult): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes = new Map<string, GraphNode>()
  const edges = new Map<string, GraphEdge>()
  const visit = (tree: TreeNode, parent: GraphNode | null): void => {
    const where = tree.file ?? tree.module ?? '?'
    const key = `${where}#${tree.component}#${tree.render_mode}`
    let node = nodes.get(key)
    if (!node) {
      node = {
        id: `n${nodes.size}`,
        component: tree.component,
        where,
        mode: tree.render_mode,
        external: tree.file === null,
        truncated: false,
      }
      nodes.set(key, node)
    }
    if (tree.truncated) node.truncated = true
    if (parent) {
      const kind = tree.client_boundary ? 'client-boundary' : tree.passed_to ? 'passed' : 'renders'
      const label =
        kind === 'client-boundary'
          ? 'client boundary'
          : tree.passed_to
            ? `passed to ${tree.passed_to}`
            : tree.via === 'lazy' || tree.via === 'dynamic'
              ? tree.via
              : null
      const edgeKey = `${parent.id}>${node.id}`
      if (!edges.has(edgeKey)) edges.set(edgeKey, { from: parent.id, to: node.id, kind, label })
    }
    for (const child of tree.children) visit(child, node)
  }
  for (const tree of result.trees) visit(tree, null)
  return { nodes: [...nodes.values()], edges: [...edges.values()] }
}

function describeGaps(result: TreeResult): string[] {
  return [
    ...(result.note ? [`Note: ${result.note}`] : []),
    ...(result.errors.length > 0
      ? [`Not drawn, did not parse: ${result.errors.map((error) => error.file).join(', ')}`]
      : []),
  ].map((line) => line.replace(/\n/g, ' '))
}

// https://mermaid.js.org/syntax/flowchart.html#entity-codes-to-escape-characters
function escapeMermaid(text: string): string {
  return text.replace(/"/g, '#quot;')
}

function quoteDot(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`
}

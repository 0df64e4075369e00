import type { TreeNode, TreeResult } from '../../analyser/index.js'
import { plural } from './plural.js'

/** `npm ls`-style: each root, then its children drawn with box lines, modes and marks inline. */
export function formatTreeResult(result: TreeResult): string {
  const lines: string[] = []
  for (const tree of result.trees) {
    if (lines.length > 0) lines.push('')
    lines.push(`${tree.file}`)
    lines.push(describe(tree))
    drawChildren(tree.children, '', lines)
  }
  if (result.trees.length === 0) lines.push('No root components found.')
  if (result.errors.length > 0)
    lines.push(
      '',
      `${plural(result.errors.length, 'file')} did not parse: ${result.errors.map((error) => error.file).join(', ')}`,
    )
  lines.push(
    '',
    `${plural(result.trees.length, 'root')}, depth ${result.depth}; ${result.files_read} files read. ` +
      '"client boundary" marks where the client bundle starts.',
  )
  if (result.note) lines.push(`Note: ${result.note}`)
  return lines.join('\n')
}

function drawChildren(children: TreeNode[], prefix: string, lines: string[]): void {
  children.forEach((child, index) => {
    const last = index === children.length - 1
    lines.push(`${prefix}${last ? '└─ ' : '├─ '}${describe(child)}`)
    drawChildren(child.children, `${prefix}${last ? '   ' : '│  '}`, lines)
  })
}

function describe(node: TreeNode): string {
  const marks: string[] = [node.render_mode]
  if (node.client_boundary) marks.push('client boundary')
  if (node.passed_to) marks.push(`passed to ${node.passed_to}`)
  if (node.via === 'lazy' || node.via === 'dynamic' || node.via === 'nested' || node.via === 'factory')
    marks.push(node.via)
  const where = node.file ?? node.module ?? ''
  const suffix = node.cycle
    ? '  ↻ cycle'
    : node.repeated
      ? '  (shown above)'
      : node.truncated
        ? '  … deeper than the depth limit'
        : ''
  return `${node.component} (${marks.join(', ')})${where && node.via !== 'root' ? `  ${where}` : ''}${suffix}`
}

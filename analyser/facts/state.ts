import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getPropertyName, textOf, unwrapExpression } from '../parse/ast.js'
import type { StateSummary } from '../summary/module-summary.js'
import type { BodyExtractor } from './body-walk.js'
import { getHookName } from './hooks.js'

// https://react.dev/reference/react/useState, https://react.dev/reference/react/useReducer
const STATE_HOOKS: Record<string, number> = { useState: 0, useReducer: 1 }

/**
 * State the component itself declares: `useState`, `useReducer`, and for a class, each
 * key of `state = {…}` or `this.state = {…}`. A custom hook's internals are its own.
 */
export function createStateExtractor(source: string): BodyExtractor & { state: StateSummary[] } {
  const state: StateSummary[] = []
  return {
    state,
    nodeTypes: ['VariableDeclarator', 'PropertyDefinition', 'AssignmentExpression'],
    enter(node) {
      if (node.type === 'VariableDeclarator' && node.init) {
        const init = unwrapExpression(node.init)
        if (init.type !== 'CallExpression') return
        const hook = getHookName(init.callee)
        const initialIndex = hook === null ? undefined : STATE_HOOKS[hook.split('.').pop()!]
        if (hook === null || initialIndex === undefined) return
        const initial = init.arguments[initialIndex]
        const line = node.loc.start.line
        const initialText = initial ? textOf(source, initial) : null
        if (node.id.type === 'ArrayPattern') {
          const [value, setter] = node.id.elements
          state.push({
            name: value ? getPatternText(source, value) : '',
            setter: setter ? getPatternText(source, setter) : null,
            hook,
            initial: initialText,
            line,
          })
        } else {
          state.push({ name: getPatternText(source, node.id), setter: null, hook, initial: initialText, line })
        }
        return
      }
      if (
        node.type === 'PropertyDefinition' &&
        !node.static &&
        getPropertyName(node.key, node.computed) === 'state' &&
        node.value
      ) {
        addClassState(source, node.value, state)
      }
      if (node.type === 'AssignmentExpression' && isThisState(node.left)) addClassState(source, node.right, state)
    },
    finish() {},
  }
}

function addClassState(source: string, value: Node, state: StateSummary[]): void {
  const object = unwrapExpression(value)
  if (object.type !== 'ObjectExpression') return
  for (const property of object.properties) {
    if (property.type !== 'Property') continue
    const name = getPropertyName(property.key, property.computed)
    if (name === null) continue
    state.push({
      name,
      setter: 'setState',
      hook: 'this.state',
      initial: textOf(source, property.value),
      line: property.loc.start.line,
    })
  }
}

function isThisState(node: Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'ThisExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'state'
  )
}

function getPatternText(source: string, node: TSESTree.DestructuringPattern | TSESTree.BindingName): string {
  if (node.type === 'Identifier') return node.name
  return textOf(source, node)
}

export * from './metric-card'
export { default as CollapsiblePanel } from './collapsible-panel'
export * from './ui/button'

import { cpus } from 'node:os'
import { version as reactVersion } from 'react'

/**
 * What a timing depends on besides the code: the React that rendered it, and the
 * machine class and runtime it ran on. A baseline taken under another of these is
 * not comparable — a faster CPU or another React says nothing about the code.
 */
export interface MeasuringEnvironment {
  react: string
  node: string
  platform: string
  arch: string
  cpu: string
  cores: number
}

export function describeEnvironment(): MeasuringEnvironment {
  const processors = cpus()
  return {
    react: reactVersion,
    node: process.versions.node,
    platform: process.platform,
    arch: process.arch,
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
  }
}

/** Why a baseline taken in `recorded` cannot be compared with a run in `current`, or null when it can. */
export function findIncomparability(recorded: MeasuringEnvironment, current: MeasuringEnvironment): string | null {
  if (recorded.react !== current.react)
    return `the baseline was rendered by React ${recorded.react}, this run by ${current.react}`
  const machine = (environment: MeasuringEnvironment): string =>
    `${environment.cpu} × ${environment.cores}, ${environment.platform}-${environment.arch}`
  if (machine(recorded) !== machine(current))
    return `the baseline was measured on ${machine(recorded)}, this run on ${machine(current)}`
  // A new Node major brings a new V8, whose compiler changes render times by itself.
  const major = (version: string): string => version.split('.')[0]!
  if (major(recorded.node) !== major(current.node))
    return `the baseline was measured on Node ${recorded.node}, this run on ${current.node}`
  return null
}

import { describe, expect, it } from 'vitest'
import { findPackagesPrebundlingRefused } from '../../cli/generate/prebundle-failures.js'

describe('findPackagesPrebundlingRefused: the packages vite’s optimizer could not bundle for a browser run', () => {
  it('valid: rolldown’s importer, in a flat and a pnpm layout; esbuild’s, on the line below its error', () => {
    const rolldown =
      'Error: Error during dependency optimization:\n\nBuild failed with 2 errors:\n\n' +
      "[UNRESOLVED_IMPORT] Could not resolve '../../.prisma/client/sql/index.mjs' in " +
      'node_modules/@prisma/client/sql.mjs\n' +
      "[UNRESOLVED_IMPORT] Could not resolve './gen' in node_modules/.pnpm/kysely-codegen@1.0.0/node_modules/" +
      'kysely-codegen/dist/index.mjs\n'
    expect(findPackagesPrebundlingRefused(rolldown)).toEqual(['@prisma/client', 'kysely-codegen'])
    const esbuild =
      'Error: Error during dependency optimization:\n\n✘ [ERROR] Could not resolve "./generated"\n\n' +
      '    node_modules/orm-client/index.js:1:14:\n      1 │ export * from "./generated"\n'
    expect(findPackagesPrebundlingRefused(esbuild)).toEqual(['orm-client'])
  })

  it('invalid: a resolve error of the project’s own code, or output with no optimizer failure', () => {
    const own = "Error during dependency optimization:\nCould not resolve './missing' in src/main.tsx\n"
    expect(findPackagesPrebundlingRefused(own)).toEqual([])
    expect(findPackagesPrebundlingRefused("Could not resolve 'x' in node_modules/a/index.mjs")).toEqual([])
  })
})

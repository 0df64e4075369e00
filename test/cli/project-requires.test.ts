import { describe, expect, it } from 'vitest'
import { projectRequires } from '../../cli/harness/project-requires.js'

const ROOT = '/app'
const { transform } = projectRequires(ROOT)

describe("projectRequires: a project ES module's require of a project module, as a bundler answers it", () => {
  it('valid: each relative require becomes an import of that module, one name per module, on the first line', () => {
    const code =
      'import React from "react";\n' +
      'export class CaaseEditPage extends React.Component {\n' +
      '  load() { return require("./backend/HospitalBackend").getHospitals() }\n' +
      "  again() { return require('./backend/HospitalBackend') && require('../Setting') }\n" +
      '}\n'
    expect(transform(code, '/app/src/CaaseEditPage.js')?.code).toBe(
      'import * as __flawlessRequired0 from "./backend/HospitalBackend"; ' +
        'import * as __flawlessRequired1 from "../Setting";import React from "react";\n' +
        'export class CaaseEditPage extends React.Component {\n' +
        '  load() { return __flawlessRequired0.getHospitals() }\n' +
        '  again() { return __flawlessRequired0 && __flawlessRequired1 }\n' +
        '}\n',
    )
  })

  it('valid: a require through the project’s own alias, and an asset’s, which gives the asset (its URL)', () => {
    const code =
      "export const Welcome = () => <Image source={require('@/assets/images/welcome.png')} />\n" +
      "export const lib = require('~/lib/db')\n"
    expect(transform(code, '/app/app/index.tsx')?.code).toBe(
      'import __flawlessRequired0 from "@/assets/images/welcome.png"; ' +
        'import * as __flawlessRequired1 from "~/lib/db";' +
        'export const Welcome = () => <Image source={__flawlessRequired0} />\n' +
        'export const lib = __flawlessRequired1\n',
    )
    // A scoped package is not an alias.
    expect(transform('export const a = require("@scope/kit")\n', '/app/src/a.js')).toBeUndefined()
  })

  it('invalid: a package, a CommonJS module, a require of a package or a computed path, a method named require', () => {
    const esm = 'export const load = () => require("./x")\n'
    expect(transform(esm, '/app/node_modules/kit/index.js')).toBeUndefined()
    expect(transform('module.exports = require("./x")\n', '/app/src/legacy.js')).toBeUndefined()
    expect(transform('export const a = require("lodash") + require(`./${name}`)\n', '/app/src/a.js')).toBeUndefined()
    expect(transform('export const b = loader.require("./x")\n', '/app/src/b.js')).toBeUndefined()
    expect(transform(esm, '/app/src/styles.css')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { toSvgModule } from '../../cli/harness/svg-components.js'

describe('toSvgModule: an .svg import as Create React App gives it', () => {
  it('draws the file’s own <svg>, its attributes as React props, and exports the URL by default', () => {
    const module = toSvgModule(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'viewBox="0 0 24 24" stroke-width="2" class="icon" style="fill: none; stroke-linecap: round">' +
        '<path d="M4 12h16"/></svg>\n',
      '/src/assets/menu.svg',
    )
    expect(module).toContain(
      'const attributes = {"xmlns":"http://www.w3.org/2000/svg","xmlnsXlink":"http://www.w3.org/1999/xlink",' +
        '"viewBox":"0 0 24 24","strokeWidth":"2","className":"icon","style":{"fill":"none","strokeLinecap":"round"}}',
    )
    expect(module).toContain('const content = "<path d=\\"M4 12h16\\"/>"')
    expect(module).toContain('export const ReactComponent = forwardRef(')
    expect(module).toContain('export default "/src/assets/menu.svg"')
  })

  it('react-native-svg-transformer’s way (an Expo app’s metro.config): the default export is the component', () => {
    const module = toSvgModule('<svg viewBox="0 0 62 62"><path d="M41 21"/></svg>', '/assets/logo.svg', 'component')
    expect(module).toContain('export const ReactComponent = forwardRef(')
    expect(module).toContain('export default ReactComponent')
    expect(module).not.toContain('/assets/logo.svg')
  })
})

import { getImportSpecifier } from '../../../analyser/index.js'
import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

export const context: ProviderRenders['context'] = {
  imports(need, suiteFile) {
    const from = quote(getImportSpecifier(suiteFile, need.source))
    return [
      need.exportName === 'default'
        ? `import ${need.component} from ${from}`
        : `import { ${need.exportName} } from ${from}`,
    ]
  },
  tags: (need) => [`<${need.exportName === 'default' ? need.component : need.exportName}>`],
}

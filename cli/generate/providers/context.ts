import { getImportSpecifier, toSuiteLocal } from '../../../analyser/index.js'
import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

export const context: ProviderRenders['context'] = {
  imports(need, suiteFile) {
    const from = quote(getImportSpecifier(suiteFile, need.source))
    const local = getLocal(need)
    if (need.exportName === 'default') return [`import ${local} from ${from}`]
    return [`import { ${need.exportName === local ? local : `${need.exportName} as ${local}`} } from ${from}`]
  },
  tags: (need) => [`<${getLocal(need)}>`],
}

function getLocal(need: Parameters<ProviderRenders['context']['tags']>[0]): string {
  return toSuiteLocal(need.exportName === 'default' ? need.component : need.exportName)
}

import { toPrimitiveName } from '../../../analyser/index.js'
import { toLiteralAttribute } from '../parents.js'
import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

export const compoundRoot: ProviderRenders['compound-root'] = {
  imports(need) {
    const name = toPrimitiveName(need.module, need.compound)
    // A package that is one primitive is imported whole; `radix-ui` by the primitive's export.
    if (need.compound === '') return [`import * as ${name} from ${quote(need.module)}`]
    return [`import { ${need.compound} as ${name} } from ${quote(need.module)}`]
  },
  tags(need) {
    // Each part with the props that open it, so the parts inside render: a menu's items inside its Content.
    const name = toPrimitiveName(need.module, need.compound)
    return need.parts.map(({ part, props }) =>
      [`<${name}.${part}`, ...props.map(({ name, value }) => ` ${toLiteralAttribute(name, value)}`), '>'].join(''),
    )
  },
}

import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

export const router: ProviderRenders['router'] = {
  imports: (need) => [`import { MemoryRouter } from ${quote(need.module)}`],
  tags: () => ['<MemoryRouter>'],
}

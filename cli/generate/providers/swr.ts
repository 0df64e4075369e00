import type { ProviderRenders } from './provider.js'

export const swr: ProviderRenders['swr'] = {
  imports: () => ["import { SWRConfig } from 'swr'"],
  // A fresh cache a run: SWR would otherwise answer the second run from the first.
  tags: () => ['<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>'],
}

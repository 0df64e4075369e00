import type { ProviderRenders } from './provider.js'

export const reactQuery: ProviderRenders['react-query'] = {
  imports: () => ["import { QueryClient, QueryClientProvider } from '@tanstack/react-query'"],
  tags: () => ['<QueryClientProvider client={queryClient}>'],
  setup: [
    '  // A fresh client a run, without retries: each run fetches once, as a first visit does.',
    '  const queryClient = new QueryClient({ defaultOptions: ' +
      '{ queries: { retry: false }, mutations: { retry: false } } })',
  ],
}

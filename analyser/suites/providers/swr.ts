import { defineProvider, fetchesVia } from './provider.js'

export interface SwrNeed {
  kind: 'swr'
}

// https://swr.vercel.app/docs/advanced/cache: a cache of its own a run, or the second run reads the first's.
export const swr = defineProvider<SwrNeed>({
  kind: 'swr',
  detect: (subject) => (fetchesVia(subject, 'swr') ? [{ kind: 'swr' }] : []),
})

/**
 * vite-plugin-pwa's virtual modules, which a run loads without the plugin (it builds a service worker for
 * deployment): a page with no service worker, never asking to refresh, never offline-ready.
 * https://vite-pwa-org.netlify.app/guide/register-service-worker
 */
import { useState } from 'react'

type Update = (reloadPage?: boolean) => Promise<void>

/** `virtual:pwa-register`: registers nothing and gives back the update function. */
export function registerSW(_options?: unknown): Update {
  return async () => {}
}

/** `virtual:pwa-register/react`: the hook's state, as it starts in a page whose worker has nothing new. */
export function useRegisterSW(_options?: unknown): {
  needRefresh: [boolean, (value: boolean) => void]
  offlineReady: [boolean, (value: boolean) => void]
  updateServiceWorker: Update
} {
  const needRefresh = useState(false)
  const offlineReady = useState(false)
  return { needRefresh, offlineReady, updateServiceWorker: async () => {} }
}

/** `virtual:pwa-info`: no web manifest is linked. */
export const pwaInfo = undefined

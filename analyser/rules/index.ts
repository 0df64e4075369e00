import { anchorHref } from './anchor-href.js'
import { asyncClientComponent } from './async-client-component.js'
import { clickNonInteractive } from './click-non-interactive.js'
import { conditionalHook } from './conditional-hook.js'
import { fetchEffectNoCleanup } from './fetch-effect-no-cleanup.js'
import { hookOutsideComponent } from './hook-outside-component.js'
import { imgAlt } from './img-alt.js'
import { indexKey } from './index-key.js'
import { missingKey } from './missing-key.js'
import { nestedComponent } from './nested-component.js'
import type { Rule } from './rule.js'
import { serverBrowserApi } from './server-browser-api.js'
import { serverFunctionProp } from './server-function-prop.js'
import { serverHook } from './server-hook.js'
import { serverOnlyInClient } from './server-only-in-client.js'
import { setStateInRender } from './set-state-in-render.js'
import { unstableMemoProp } from './unstable-memo-prop.js'
import { useClientExportStar } from './use-client-export-star.js'

/** Every rule, cross-file rules first. A test fails when a rule file is missing here. */
export const RULES: readonly Rule[] = [
  serverHook,
  serverBrowserApi,
  serverFunctionProp,
  asyncClientComponent,
  useClientExportStar,
  serverOnlyInClient,
  conditionalHook,
  hookOutsideComponent,
  setStateInRender,
  missingKey,
  indexKey,
  nestedComponent,
  fetchEffectNoCleanup,
  unstableMemoProp,
  imgAlt,
  clickNonInteractive,
  anchorHref,
]

import { findExecutable } from '../machine.js'
import { defineTask } from '../task.js'

// Where Debian, Ubuntu, macOS and Playwright-style installs put a Chromium.
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const CHROMIUM_PATHS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/** SPEC §4 a11y: axe-core in a real Chromium over each rendered component. Not built yet. */
export const a11y = defineTask({
  name: 'a11y',
  prerequisites(machine) {
    const chromium = findExecutable(machine, CHROMIUM_NAMES, CHROMIUM_PATHS, machine.environment.CHROMIUM_PATH)
    return [
      {
        name: 'chromium',
        ok: chromium !== null,
        detail: chromium ?? 'No Chromium found on PATH or at CHROMIUM_PATH; install one (apt-get install -y chromium).',
      },
    ]
  },
})

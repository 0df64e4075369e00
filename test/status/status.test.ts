import { describe, expect, it } from 'vitest'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { SUITE_PROJECT } from '../helpers/suite-project.js'

describe('status', () => {
  it('reports framework, versions, runners, components, the suite inventory and prerequisites', async () => {
    const { analyser, volume } = createProject(SUITE_PROJECT)
    volume.mkdirSync('/usr/bin', { recursive: true })
    // Executable, as an install leaves them: a file without the bits is a broken install.
    volume.writeFileSync('/usr/bin/chromium', '#!/bin/sh\n', { mode: 0o755 })
    volume.mkdirSync(`${ROOT}/node_modules/.bin`, { recursive: true })
    volume.writeFileSync(`${ROOT}/node_modules/.bin/biome`, '#!/bin/sh\n', { mode: 0o755 })
    // A Biome that reads the config the task writes (BIOME_CONFIG_FLOOR), as its package says.
    volume.mkdirSync(`${ROOT}/node_modules/@biomejs/biome`, { recursive: true })
    volume.writeFileSync(`${ROOT}/node_modules/@biomejs/biome/package.json`, '{"version": "2.6.8"}')
    const status = analyser.status({
      root: ROOT,
      environment: { PATH: '/usr/local/bin:/usr/bin', LOAD_BASE: 'http://127.0.0.1:3000' },
    })
    await expect(`${JSON.stringify(status, null, 2)}\n`).toMatchFileSnapshot(
      '../../snapshots/status/suite-project.json',
    )
    expect(status.inventory.generated.map(({ component, stale, edited }) => ({ component, stale, edited }))).toEqual([
      { component: 'Button', stale: false, edited: false },
      { component: 'Card', stale: true, edited: false },
      { component: 'Chart', stale: false, edited: true },
    ])
    expect(status.prerequisites.map(({ name, ok }) => [name, ok])).toEqual([
      ['chromium', true],
      ['biome', true],
      ['FLAWLESS_E2E_BASEURL', false],
      ['chromium', true],
      ['LOAD_BASE', true],
    ])
  })
})

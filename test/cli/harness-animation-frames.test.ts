// @vitest-environment jsdom
import { createElement, useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { runFramesAsTasks } from '../../cli/harness/animation-frames.js'
import { profileClient } from '../../cli/harness/profile.js'

/** Opens on the next animation frame, as a menu that measures itself before it shows: two commits. */
function OpensOnNextFrame() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return createElement('p', null, open ? 'open' : 'closed')
}

describe('animation frames in a suite', () => {
  runFramesAsTasks(globalThis as Parameters<typeof runFramesAsTasks>[0])

  it('run in the settling of every run: the commits a frame causes are counted the same each time', async () => {
    // jsdom's own 60 Hz frames landed inside a run's few milliseconds of settling in some runs only.
    const result = await profileClient(() => createElement(OpensOnNextFrame), {
      key: 'src/menu.tsx#OpensOnNextFrame',
      warmup: 2,
      runs: 12,
    })
    expect(result.commits).toEqual(Array.from({ length: 12 }, () => 2))
    expect(result.text).toBe('open')
  })

  it('are cancelled by the handle they give, a number as in a browser', async () => {
    let ran = false
    const handle = requestAnimationFrame(() => {
      ran = true
    })
    expect(typeof handle).toBe('number')
    cancelAnimationFrame(handle)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(ran).toBe(false)
  })
})

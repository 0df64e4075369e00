'use client'

import { type ReactNode, useState } from 'react'

export default function CollapsiblePanel({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <section>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {title}
      </button>
      {open ? children : null}
    </section>
  )
}

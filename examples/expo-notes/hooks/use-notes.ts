import { useEffect, useState } from 'react'
import { listNotes } from '@/lib/notes-api'
import type { Note } from '@/lib/types'

export function useNotes() {
  const [notes, setNotes] = useState<Note[]>([])
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    let ignore = false
    listNotes().then((loaded) => {
      if (ignore) return
      setNotes(loaded)
      setLoading(false)
    })
    return () => {
      ignore = true
    }
  }, [])

  return { notes, loading }
}

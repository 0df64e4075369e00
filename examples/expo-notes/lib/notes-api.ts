import type { Note } from './types'

export const API_BASE = 'https://notes.example.com'

export async function listNotes(signal?: AbortSignal): Promise<Note[]> {
  const response = await fetch(`${API_BASE}/notes`, { signal })
  return response.json()
}

export async function saveNote(note: Pick<Note, 'id' | 'title' | 'body'>): Promise<Note> {
  const response = await fetch(`${API_BASE}/notes/${note.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(note),
  })
  return response.json()
}

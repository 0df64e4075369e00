import { ActivityIndicator, FlatList } from 'react-native'
import EmptyState from '@/components/empty-state'
import { NoteRow } from '@/components/note-row'
import { useNotes } from '@/hooks/use-notes'

export default function NotesScreen() {
  const { notes, loading } = useNotes()
  if (loading) return <ActivityIndicator />
  return (
    <FlatList
      data={notes}
      keyExtractor={(note) => note.id}
      renderItem={({ item }) => <NoteRow note={item} />}
      ListEmptyComponent={<EmptyState message="No notes yet." />}
    />
  )
}

import { Link } from 'expo-router'
import type { Note } from '@/lib/types'
import { Pressable, ThemedText, View } from './ui'

export function NoteRow({ note }: { note: Note }) {
  return (
    <Link href={{ pathname: '/note/[id]', params: { id: note.id } }} asChild>
      <Pressable accessibilityRole="button">
        <View>
          <ThemedText>{note.title}</ThemedText>
          <ThemedText numberOfLines={1}>{note.body}</ThemedText>
        </View>
      </Pressable>
    </Link>
  )
}

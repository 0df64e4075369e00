import { useLocalSearchParams, useRouter } from 'expo-router'
import { useState } from 'react'
import { Button, TextInput } from 'react-native'
import { View } from '@/components/ui'
import { saveNote } from '@/lib/notes-api'

export default function EditNoteScreen() {
  const { id } = useLocalSearchParams<{ id: string }>()
  const router = useRouter()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [saving, setSaving] = useState(false)

  async function onSave() {
    setSaving(true)
    await saveNote({ id, title, body })
    setSaving(false)
    router.back()
  }

  return (
    <View>
      <TextInput accessibilityLabel="Title" value={title} onChangeText={setTitle} />
      <TextInput accessibilityLabel="Body" value={body} onChangeText={setBody} multiline />
      <Button title={saving ? 'Saving…' : 'Save'} color="#1565c0" disabled={saving} onPress={onSave} />
    </View>
  )
}

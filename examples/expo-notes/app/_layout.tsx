import { Stack } from 'expo-router'
import { SafeAreaProvider } from 'react-native-safe-area-context'

export default function RootLayout() {
  return (
    <SafeAreaProvider>
      <Stack>
        <Stack.Screen name="index" options={{ title: 'Notes' }} />
        <Stack.Screen name="note/[id]" options={{ title: 'Edit note' }} />
      </Stack>
    </SafeAreaProvider>
  )
}

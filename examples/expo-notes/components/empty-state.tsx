import { StyleSheet } from 'react-native'
import { ThemedText, View } from './ui'

export default function EmptyState({ message }: { message: string }) {
  return (
    <View style={styles.container}>
      <ThemedText>{message}</ThemedText>
    </View>
  )
}

const styles = StyleSheet.create({ container: { padding: 32, alignItems: 'center' } })

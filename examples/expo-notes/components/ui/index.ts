export { Pressable, Text, View } from 'react-native'
export { ThemedText } from './themed-text'

import { Text, type TextProps, useColorScheme } from 'react-native'

export function ThemedText({ style, ...rest }: TextProps) {
  const scheme = useColorScheme()
  return <Text style={[{ color: scheme === 'dark' ? '#f2f2f2' : '#111' }, style]} {...rest} />
}

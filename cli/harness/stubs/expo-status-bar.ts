/** expo-status-bar: a native bar there is none of in a test. */
export function StatusBar(_props: { style?: string }) {
  return null
}

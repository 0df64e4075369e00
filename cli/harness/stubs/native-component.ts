import { View } from 'react-native'

/**
 * React Native's codegenNativeComponent, for a page: a package's native view spec (react-native-screens'
 * `fabric/*NativeComponent.js`) gets a plain view, as requireNativeComponent gives in a jsdom run. React Native's
 * own module reaches its native UIManager, which has no web file.
 */
export default function codegenNativeComponent(_name: string): unknown {
  return View
}

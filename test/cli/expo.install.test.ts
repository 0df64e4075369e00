import { describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { installDependencies, writeProject } from '../helpers/temp-project.js'

/**
 * An Expo SDK 51 app's packages, installed from the registry, each rendered the way Expo's web bundler (and
 * jest-expo's web preset) loads it. Every component below stopped its suite before harness/native-web.ts, each on
 * its own kind of package: an ES module build Node was asked to require (expo-font), JSX in a `.js` with imports
 * named without extensions (@expo/vector-icons), a CommonJS build requiring React Native itself
 * (@react-navigation/elements), Flow types (@react-native/assets-registry, under expo-asset), a path into
 * react-native-web's ES build (expo-av), `__DEV__` and worklets that need a Babel plugin (react-native-reanimated),
 * an auth SDK that needs a key and the network (@clerk/clerk-expo), a header height and navigation with no navigator,
 * and Image.resolveAssetSource (react-native-web has none).
 * This file runs in the vitest project "install".
 */
const SDK_51 = {
  '@clerk/clerk-expo': '1.2.9',
  expo: '51.0.39',
  'expo-auth-session': '5.5.2',
  'expo-crypto': '13.0.2',
  'expo-secure-store': '13.0.2',
  'expo-web-browser': '13.0.3',
  'expo-asset': '10.0.10',
  'expo-av': '14.0.7',
  'expo-font': '12.0.10',
  'expo-constants': '16.0.2',
  'expo-router': '3.5.24',
  '@expo/vector-icons': '14.0.4',
  '@react-navigation/elements': '1.3.31',
  '@react-navigation/native': '6.1.18',
  react: '18.2.0',
  'react-dom': '18.2.0',
  'react-native': '0.74.5',
  'react-native-gesture-handler': '2.16.2',
  'react-native-reanimated': '3.10.1',
  'react-native-safe-area-context': '4.10.5',
  'react-native-screens': '3.31.1',
  'react-native-web': '0.19.13',
}

const COMPONENTS: Record<string, string> = {
  // Clerk's provider refuses a missing key and loads Clerk's SDK over the network: the run's stub signs a user in.
  'components/Greeting.tsx': `import { ClerkProvider, useUser } from '@clerk/clerk-expo'
import { Text } from 'react-native'

function Name() {
  const { user } = useUser()
  return <Text>Hello {user?.firstName}</Text>
}

export function Greeting() {
  return (
    <ClerkProvider publishableKey={process.env.EXPO_PUBLIC_CLERK_PUBLISHABLE_KEY!}>
      <Name />
    </ClerkProvider>
  )
}
`,
  // A screen's header height and navigation, with no navigator around it; an image's source read the React Native
  // way.
  'components/Hero.tsx': `import { useHeaderHeight } from '@react-navigation/elements'
import { useIsFocused } from '@react-navigation/native'
import { Image, View } from 'react-native'

export function Hero({ title }: { title: string }) {
  const top = useHeaderHeight()
  const focused = useIsFocused()
  const { uri } = Image.resolveAssetSource(require('../assets/hero.png'))
  return (
    <View style={{ paddingTop: top, opacity: focused ? 1 : 0.5 }}>
      <Image source={{ uri }} accessibilityLabel={title} />
    </View>
  )
}
`,
  'components/IconButton.tsx': `import Ionicons from '@expo/vector-icons/Ionicons'
import { Pressable } from 'react-native'

export function IconButton({ label }: { label: string }) {
  return (
    <Pressable accessibilityRole="button" accessibilityLabel={label}>
      <Ionicons name="add" size={24} />
    </Pressable>
  )
}
`,
  'components/FontGate.tsx': `import { useFonts } from 'expo-font'
import { Text } from 'react-native'

export function FontGate({ title }: { title: string }) {
  const [loaded] = useFonts({ Inter: 'https://example.com/inter.ttf' })
  return <Text>{loaded ? title : 'Loading'}</Text>
}
`,
  'components/BackHeader.tsx': `import { HeaderBackButton, HeaderTitle } from '@react-navigation/elements'
import { View } from 'react-native'

export function BackHeader({ title }: { title: string }) {
  return (
    <View>
      <HeaderBackButton onPress={() => {}} />
      <HeaderTitle>{title}</HeaderTitle>
    </View>
  )
}
`,
  'components/Logo.tsx': `import { Asset } from 'expo-asset'
import { Image } from 'react-native'

export function Logo({ uri }: { uri: string }) {
  const asset = Asset.fromURI(uri)
  return <Image source={{ uri: asset.uri }} style={{ width: 32, height: 32 }} />
}
`,
  'components/Clip.tsx': `import { ResizeMode, Video } from 'expo-av'

export function Clip({ uri }: { uri: string }) {
  return <Video source={{ uri }} resizeMode={ResizeMode.CONTAIN} />
}
`,
  'components/Slider.tsx': `import { Text } from 'react-native'
import Animated, { useAnimatedStyle, useSharedValue } from 'react-native-reanimated'
import { GestureHandlerRootView } from 'react-native-gesture-handler'

export function Slider({ label }: { label: string }) {
  const offset = useSharedValue(0)
  const style = useAnimatedStyle(() => ({ transform: [{ translateX: offset.value }] }))
  return (
    <GestureHandlerRootView>
      <Animated.View style={style}>
        <Text>{label}</Text>
      </Animated.View>
    </GestureHandlerRootView>
  )
}
`,
}

describe('an Expo app’s packages load as its web bundle loads them', () => {
  it('SDK 51: icons, fonts, navigation, assets, video, reanimated, Clerk and a header height each render', async () => {
    const folder = writeProject({
      'package.json': JSON.stringify({ name: 'expo-51-app', main: 'expo-router/entry', dependencies: SDK_51 }),
      'app.json': JSON.stringify({ expo: { name: 'expo-51-app', slug: 'expo-51-app' } }),
      'tsconfig.json': JSON.stringify({ extends: 'expo/tsconfig.base', compilerOptions: { strict: true } }),
      ...COMPONENTS,
      'assets/hero.png': '\x89PNG',
    })
    installDependencies(folder)
    const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
    expect(stderr).not.toMatch(/internal error/)
    expect(document.tests?.failures).toEqual([])
    expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 8, passed: 8, failed: 0 } })
  })
})

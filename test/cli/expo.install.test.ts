import { readFileSync } from 'node:fs'
import * as path from 'node:path'
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
  'components/Greeting.tsx': `import { ClerkProvider, Protect, useUser } from '@clerk/clerk-expo'
import { Text } from 'react-native'

function Name() {
  const { user } = useUser()
  return <Text>Hello {user?.firstName}</Text>
}

export function Greeting() {
  return (
    <ClerkProvider publishableKey={process.env.EXPO_PUBLIC_CLERK_PUBLISHABLE_KEY!}>
      <Protect fallback={<Text>Signed out</Text>}>
        <Name />
      </Protect>
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

/** An Expo SDK 54 app's packages (React Native 0.81, React 19, reanimated 4, @react-navigation 7). */
const SDK_54 = {
  '@clerk/clerk-expo': '2.16.1',
  expo: '54.0.38',
  'expo-router': '6.0.24',
  'expo-constants': '18.0.14',
  'expo-linking': '8.0.12',
  'expo-image': '3.0.11',
  '@gorhom/bottom-sheet': '5.2.9',
  '@react-navigation/native': '7.1.17',
  '@react-navigation/elements': '2.6.4',
  '@react-native-async-storage/async-storage': '2.2.0',
  react: '19.1.0',
  'react-dom': '19.1.0',
  'react-native': '0.81.5',
  'react-native-gesture-handler': '2.28.0',
  'react-native-reanimated': '4.1.7',
  'react-native-worklets': '0.5.1',
  'react-native-safe-area-context': '5.6.1',
  'react-native-screens': '4.16.0',
  'react-native-svg': '15.12.1',
  'react-native-web': '0.21.2',
}

const COMPONENTS_54: Record<string, string> = {
  // @react-navigation/native 7's ES build imports its modules without extensions, in a package Node reads as ES.
  'components/Back.tsx': `import { useFocusEffect, useNavigation } from '@react-navigation/native'
import { useCallback, useState } from 'react'
import { Pressable, Text } from 'react-native'

export function Back({ label }: { label: string }) {
  const navigation = useNavigation()
  const [visits, setVisits] = useState(0)
  useFocusEffect(useCallback(() => setVisits((count) => count + 1), []))
  return (
    <Pressable accessibilityRole="button" onPress={() => navigation.goBack()}>
      <Text>{label} {visits}</Text>
    </Pressable>
  )
}
`,
  // @gorhom/bottom-sheet imports folders by their index, over reanimated 4 and its worklets.
  'components/Sheet.tsx': `import BottomSheet, { BottomSheetView } from '@gorhom/bottom-sheet'
import { Text } from 'react-native'
import { GestureHandlerRootView } from 'react-native-gesture-handler'

export function Sheet({ title }: { title: string }) {
  return (
    <GestureHandlerRootView>
      <BottomSheet snapPoints={['25%', '50%']}>
        <BottomSheetView>
          <Text>{title}</Text>
        </BottomSheetView>
      </BottomSheet>
    </GestureHandlerRootView>
  )
}
`,
  // A colour from the platform's palette, read at import as a theme's constants do: react-native-web has none.
  'components/Tint.tsx': `import { PlatformColor, Text } from 'react-native'

const LABEL = PlatformColor('label')

export function Tint({ text }: { text: string }) {
  return <Text style={{ color: LABEL as unknown as string }}>{text}</Text>
}
`,
  // Reanimated 4 imported by the app itself: its worklets check for their Babel plugin as they load.
  'components/Wave.tsx': `import Animated, { FadeIn } from 'react-native-reanimated'

export function Wave({ text }: { text: string }) {
  return <Animated.Text entering={FadeIn}>{text}</Animated.Text>
}
`,
  // React Navigation 7's pressable reads the theme a NavigationContainer gives.
  'components/TabButton.tsx': `import { PlatformPressable } from '@react-navigation/elements'
import { Text } from 'react-native'

export function TabButton({ label }: { label: string }) {
  return (
    <PlatformPressable accessibilityLabel={label}>
      <Text>{label}</Text>
    </PlatformPressable>
  )
}
`,
  // An ES build whose imports name no extension, in a package a vite run would process itself.
  'components/Remembered.tsx': `import AsyncStorage from '@react-native-async-storage/async-storage'
import { useEffect, useState } from 'react'
import { Text } from 'react-native'

export function Remembered({ storageKey }: { storageKey: string }) {
  const [value, setValue] = useState<string | null>(null)
  useEffect(() => {
    AsyncStorage.getItem(storageKey).then(setValue)
  }, [storageKey])
  return <Text>{value ?? 'Nothing kept'}</Text>
}
`,
  'components/Badge.tsx': `import { Image } from 'expo-image'
import Svg, { Circle } from 'react-native-svg'
import { View } from 'react-native'

export function Badge({ uri }: { uri: string }) {
  return (
    <View>
      <Image source={{ uri }} style={{ width: 24, height: 24 }} contentFit="cover" />
      <Svg width={8} height={8}>
        <Circle cx={4} cy={4} r={4} fill="green" />
      </Svg>
    </View>
  )
}
`,
  // A screen with a param, linked to with a literal href: its suite renders it at that URL.
  'app/index.tsx': `import { Link } from 'expo-router'

export default function Home() {
  return <Link href="/notes/42">Note 42</Link>
}
`,
  'app/notes/[id].tsx': `import { useLocalSearchParams } from 'expo-router'
import { Text } from 'react-native'

export default function Note() {
  const { id } = useLocalSearchParams<{ id: string }>()
  return <Text>Note {id}</Text>
}
`,
}

/** An expo-router app of these packages and files, installed. */
function writeExpoApp(name: string, dependencies: Record<string, string>, files: Record<string, string>): string {
  const folder = writeProject({
    'package.json': JSON.stringify({ name, main: 'expo-router/entry', dependencies }),
    'app.json': JSON.stringify({ expo: { name, slug: name } }),
    'tsconfig.json': JSON.stringify({ extends: 'expo/tsconfig.base', compilerOptions: { strict: true } }),
    ...files,
  })
  installDependencies(folder)
  return folder
}

/** Runs the task's suites; every one loads and passes, and nothing stopped the run (in a page, vite's prebundling). */
async function expectEverySuitePasses(folder: string, task: 'perf-harness' | 'a11y', ran: number): Promise<void> {
  const { status, document, stderr } = await runJson(folder, ['--tasks', task, '--run-tests', '--ci', '--json'])
  expect(stderr).not.toMatch(/internal error|Error during dependency optimization/)
  expect(document.tests?.failures).toEqual([])
  expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran, passed: ran, failed: 0 } })
}

describe('an Expo app’s packages load as its web bundle loads them', () => {
  it('SDK 51: icons, fonts, navigation, assets, video, reanimated, Clerk and a header height each render', async () => {
    const folder = writeExpoApp('expo-51-app', SDK_51, {
      ...COMPONENTS,
      'assets/hero.png': '\x89PNG',
    })
    await expectEverySuitePasses(folder, 'perf-harness', 8)
  })

  it('SDK 51 in a page (a11y): prebundled as the web bundler reads it, JSX, Flow, view specs, worklets', async () => {
    // Before the page plugin vite's prebundling stopped on createIconSet.js's JSX, then on React Native's Flow and
    // its native Platform (react-native-screens' view specs), then on __DEV__ (expo-constants): the whole run ended
    // with no report.
    const folder = writeExpoApp('expo-51-app', SDK_51, {
      'components/IconButton.tsx': COMPONENTS['components/IconButton.tsx']!,
      'components/BackHeader.tsx': COMPONENTS['components/BackHeader.tsx']!,
      // Reanimated's worklet hooks need its Babel plugin: in the page they answer as its mock does.
      'components/Slider.tsx': COMPONENTS['components/Slider.tsx']!.replace(
        'offset.value }] }))',
        'withTiming(offset.value) }] }))',
      ).replace('useSharedValue } from', 'useSharedValue, withTiming } from'),
      'components/Version.tsx': `import Constants from 'expo-constants'
import { Text } from 'react-native'
import { enableScreens } from 'react-native-screens'

enableScreens()

export function Version() {
  return <Text>{Constants.expoConfig?.version ?? 'dev'}</Text>
}
`,
    })
    await expectEverySuitePasses(folder, 'a11y', 4)
  })

  it('SDK 54 in a page (a11y): Clerk signed in, React Navigation’s theme and navigation, reanimated 4', async () => {
    // The jsdom run's stubs that are ES modules serve the page too; worklets skip their Babel-plugin check there.
    const folder = writeExpoApp('expo-54-app', SDK_54, {
      'components/Greeting.tsx': COMPONENTS['components/Greeting.tsx']!,
      'components/TabButton.tsx': COMPONENTS_54['components/TabButton.tsx']!,
      'components/Wave.tsx': COMPONENTS_54['components/Wave.tsx']!,
      'components/Back.tsx': COMPONENTS_54['components/Back.tsx']!,
    })
    await expectEverySuitePasses(folder, 'a11y', 4)
  })

  it('SDK 54: navigation 7 and its theme, reanimated 4, a bottom sheet, storage, an image, svg, a screen', async () => {
    const folder = writeExpoApp('expo-54-app', SDK_54, {
      ...COMPONENTS_54,
    })
    await expectEverySuitePasses(folder, 'perf-harness', 9)
    const screen = path.join(folder, 'tests/flawless/perf-harness/app/notes/[id].Note.flawless.tsx')
    expect(readFileSync(screen, 'utf8')).toContain(
      "atRoute({ route: '/notes/[id]', url: '/notes/42', params: { id: '42' } })",
    )
  })
})

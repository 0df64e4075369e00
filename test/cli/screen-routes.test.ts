import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { renderSuiteOpening } from '../../cli/generate/subject.js'
import { atRoute } from '../../cli/harness/route-state.js'
import {
  SplashScreen,
  useLocalSearchParams,
  usePathname,
  useSegments,
  withLayoutContext,
} from '../../cli/harness/stubs/expo-router.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const EXPO = JSON.stringify({
  main: 'expo-router/entry',
  dependencies: { expo: '~51.0.28', 'expo-router': '~3.5.23', react: '18.2.0', 'react-native': '0.74.5' },
})

function inputsOf(files: Record<string, string>, routes?: Record<string, unknown>): Record<string, SuiteInput> {
  const { analyser } = createProject({
    'package.json': EXPO,
    ...files,
    ...(routes ? { 'routes.json': JSON.stringify(routes) } : {}),
  })
  const { inputs } = analyser.prepareGeneration({ root: ROOT, ...(routes ? { routes: 'routes.json' } : {}) })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input]))
}

const POST_SCREEN = source(`
  import { useLocalSearchParams } from 'expo-router'
  import { Text } from 'react-native'

  export default function PostScreen() {
    const { id } = useLocalSearchParams<{ id: string }>()
    return <Text>Post {id}</Text>
  }
`)

const opening = (input: SuiteInput) => renderSuiteOpening(input, ['profileClient'], 'flawless-react/harness')

describe('an expo-router screen is rendered at its route’s URL', () => {
  it('with the params a literal link gives: its hooks read them (atRoute before the tests)', () => {
    const inputs = inputsOf({
      'app/post/[id].tsx': POST_SCREEN,
      'app/index.tsx': source(`
        import { Link } from 'expo-router'

        export default function HomeScreen() {
          return <Link href="/post/42">Latest</Link>
        }
      `),
    })
    expect(inputs.PostScreen!.screen).toEqual({ route: '/post/[id]', url: '/post/42', params: { id: '42' } })
    const lines = opening(inputs.PostScreen!)
    expect(lines).toContain("import { atRoute, profileClient } from 'flawless-react/harness'")
    expect(lines).toContain("atRoute({ route: '/post/[id]', url: '/post/42', params: { id: '42' } })")
    // A screen without params is at its own path; a component that is no screen has no route.
    expect(inputs.HomeScreen!.screen).toEqual({ route: '/', url: '/', params: {} })
  })

  it('with the --routes fixture first; without any, params left empty and a TODO naming the fixture to give', () => {
    const fixture = inputsOf({ 'app/post/[id].tsx': POST_SCREEN }, { '/post/[id]': [{ id: 'from-fixture' }] })
    expect(fixture.PostScreen!.screen?.url).toBe('/post/from-fixture')
    const none = inputsOf({ 'app/post/[id].tsx': POST_SCREEN })
    expect(none.PostScreen!.screen).toEqual({ route: '/post/[id]', url: null, params: {} })
    const lines = opening(none.PostScreen!).join('\n')
    expect(lines).not.toContain('atRoute(')
    expect(lines).toContain('give them in --routes, e.g. {"/post/[id]": [{"id": "…"}]}')
  })

  it('not a screen: a component under components/ has no route', () => {
    const inputs = inputsOf({
      'components/Badge.tsx': source(`
        import { Text } from 'react-native'

        export function Badge({ label }: { label: string }) {
          return <Text>{label}</Text>
        }
      `),
    })
    expect(inputs.Badge!.screen).toBeNull()
  })
})

describe('the run’s expo-router answers for the route atRoute names', () => {
  it('params, path and segments of /post/[id] at /post/42?ref=home; the root with none before', () => {
    expect({ params: useLocalSearchParams(), path: usePathname() }).toEqual({ params: {}, path: '/' })
    atRoute({ route: '/post/[id]', url: '/post/42?ref=home', params: { id: '42' } })
    expect({ params: useLocalSearchParams(), path: usePathname(), segments: useSegments() }).toEqual({
      params: { id: '42' },
      path: '/post/42',
      segments: ['post', '[id]'],
    })
  })
})

describe('the run’s expo-router gives what a root layout calls', () => {
  it('a splash screen that is never up, and a navigator made from a React Navigation one', async () => {
    expect(await SplashScreen.preventAutoHideAsync()).toBe(true)
    expect(await SplashScreen.hideAsync()).toBe(true)
    expect(typeof withLayoutContext({}).Screen).toBe('function')
  })
})

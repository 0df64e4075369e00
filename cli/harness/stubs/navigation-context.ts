import { createContext } from 'react'

/**
 * @react-navigation/core's NavigationContext, holding an inert navigation where no navigator gives one: a screen
 * rendered alone that reads it (useNavigation, useIsFocused, useFocusEffect from @react-navigation/native) threw
 * "Couldn't find a navigation object" otherwise. The screen is focused, goes nowhere and hears no event; a
 * navigator that renders its Provider still sets its own.
 */
const noop = (): void => {}
/** The inert navigation: expo-router's stub answers useNavigation with it too. */
export const inertNavigation = {
  navigate: noop,
  push: noop,
  replace: noop,
  goBack: noop,
  popToTop: noop,
  reset: noop,
  dispatch: noop,
  setParams: noop,
  setOptions: noop,
  isFocused: () => true,
  canGoBack: () => false,
  getId: () => undefined,
  getParent: () => undefined,
  getState: () => ({ key: 'flawless', index: 0, routeNames: [], routes: [], stale: false, type: 'stack' }),
  addListener: () => noop,
  removeListener: noop,
}

export const NavigationContext = createContext<unknown>(inertNavigation)

// v6's builds import it as the default, v7's by name.
export default NavigationContext

import { createContext } from 'react'

/**
 * @react-navigation/core 7's ThemeContext, holding React Navigation's light theme where no NavigationContainer gives
 * one: a screen or component rendered alone that draws React Navigation's elements (PlatformPressable, a header)
 * threw "Couldn't find a theme" otherwise. v6 kept the light theme as the context's default itself. The colours and
 * weights are DefaultTheme's; a ThemeProvider the app renders still sets its own.
 */
const fontFamily = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'
const DefaultTheme = {
  dark: false,
  colors: {
    primary: 'rgb(0, 122, 255)',
    background: 'rgb(242, 242, 242)',
    card: 'rgb(255, 255, 255)',
    text: 'rgb(28, 28, 30)',
    border: 'rgb(216, 216, 216)',
    notification: 'rgb(255, 59, 48)',
  },
  fonts: {
    regular: { fontFamily, fontWeight: '400' },
    medium: { fontFamily, fontWeight: '500' },
    bold: { fontFamily, fontWeight: '600' },
    heavy: { fontFamily, fontWeight: '700' },
  },
}

export const ThemeContext = createContext<unknown>(DefaultTheme)
ThemeContext.displayName = 'ThemeContext'

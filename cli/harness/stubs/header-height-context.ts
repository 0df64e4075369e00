import { createContext } from 'react'

/**
 * @react-navigation/elements' HeaderHeightContext, with the height of a default header on the web (64) where no
 * navigator gives one: a screen rendered alone that reads it (useHeaderHeight) throws "Couldn't find the header
 * height" otherwise. A navigator that renders its Provider still sets it.
 */
export const HeaderHeightContext = createContext<number | undefined>(64)

// v6's builds import it as the default, v7's by name.
export default HeaderHeightContext

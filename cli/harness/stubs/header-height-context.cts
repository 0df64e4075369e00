import React = require('react')

/**
 * @react-navigation/elements' HeaderHeightContext, with the height of a default header on the web (64) where no
 * navigator gives one: a screen rendered alone that reads it (useHeaderHeight) throws "Couldn't find the header
 * height" otherwise. A navigator that renders its Provider still sets it.
 */
export = React.createContext<number | undefined>(64)

import React = require('react')

/**
 * @react-navigation/elements' HeaderHeightContext, with the height of a default header on the web (64) where no
 * navigator gives one: a screen rendered alone that reads it (useHeaderHeight) throws "Couldn't find the header
 * height" otherwise. A navigator that renders its Provider still sets it.
 */
const HeaderHeightContext = React.createContext<number | undefined>(64)

// v6's CommonJS build imports it as the default, v7's ES build by name.
export = { __esModule: true, default: HeaderHeightContext, HeaderHeightContext }

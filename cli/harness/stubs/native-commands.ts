/**
 * React Native's codegenNativeCommands, for a page: a native view's commands (`Commands.setNativeProps(ref, …)`),
 * each doing nothing, as there is no native view to send them to.
 */
export default function codegenNativeCommands(_options: { supportedCommands: readonly string[] }): object {
  return new Proxy({}, { get: () => () => {} })
}

/**
 * @expo/devtools, and expo/devtools before it (SDK 52), whose hooks connect a dev plugin (@dev-plugins/react-query)
 * to the Metro server over a WebSocket: no server runs beside a test, and the failed connection rejected after the
 * render, failing the suite. No client.
 */
const useDevToolsPluginClient = (): null => null
const getDevToolsPluginClientAsync = async (): Promise<null> => null
const setEnableLogging = (_enabled: boolean): void => {}

export = { useDevToolsPluginClient, getDevToolsPluginClientAsync, setEnableLogging }

// The harness's setup for projects that use axios imports the project's own copy,
// which flawless-react does not depend on: only what the setup touches is declared.
declare module 'axios' {
  const axios: { defaults: { adapter: unknown } }
  export default axios
}

// autocannon ships no types: only what the load harness passes and reads is declared.
declare module 'autocannon' {
  interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    maxOverallRequests?: number
    timeout?: number
  }
  interface Histogram {
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    statusCodeStats?: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

// A page's stand-in for React Native's view specs renders react-native-web's View (react-native is react-native-web
// there): only that is declared.
declare module 'react-native' {
  export const View: unknown
}

// A page's react-native-reanimated reads the real module's default export and shared values: only those are declared.
declare module 'react-native-reanimated' {
  const Animated: unknown
  export default Animated
  export function useSharedValue<Value>(initial: Value): { value: Value }
}

import Animated, { useSharedValue } from 'react-native-reanimated'

/**
 * react-native-reanimated in a page: the real module (it runs on the web), with the hooks that take a worklet
 * answered as its jest mock answers them, since their worklets need the Babel plugin ("useAnimatedStyle was used
 * without a dependency array or Babel plugin"), and the animations those worklets would run. A style or prop is its
 * updater's first answer and nothing animates; a reaction, a scroll or gesture handler and a frame callback do
 * nothing. The run resolves the import above to the
 * package itself, and every other import of it to this file.
 */
export * from 'react-native-reanimated'

export function useAnimatedStyle<Style>(updater: () => Style): Style {
  return updater()
}

export function useAnimatedProps<Props>(updater: () => Props): Props {
  return updater()
}

export function useDerivedValue<Value>(processor: () => Value): { value: Value } {
  const derived = useSharedValue(processor())
  derived.value = processor()
  return derived
}

export function useAnimatedReaction(): void {}

export function useWorkletCallback<Callback>(callback: Callback): Callback {
  return callback
}

export function useAnimatedScrollHandler(): () => void {
  return () => {}
}

export function useAnimatedGestureHandler(): () => void {
  return () => {}
}

export function useFrameCallback(): { setActive(active: boolean): void; isActive: boolean; callbackId: number } {
  return { setActive: () => {}, isActive: false, callbackId: -1 }
}

// An animation is its settled value at once, its callback told it finished, as in the mock: an updater's style holds
// values, where the real helpers give animation objects only a worklet runs.
type Finished = ((finished: boolean) => void) | undefined

export function withTiming<Value>(toValue: Value, _config?: unknown, callback?: Finished): Value {
  callback?.(true)
  return toValue
}

export function withSpring<Value>(toValue: Value, _config?: unknown, callback?: Finished): Value {
  callback?.(true)
  return toValue
}

export function withDecay(_config?: unknown, callback?: Finished): number {
  callback?.(true)
  return 0
}

export function withDelay<Value>(_delay: number, animation: Value): Value {
  return animation
}

export function withRepeat<Value>(animation: Value): Value {
  return animation
}

export function withSequence<Value>(...animations: Value[]): Value | undefined {
  return animations.at(-1)
}

export function cancelAnimation(): void {}

export default Animated

/** next/cache in a test: nothing to revalidate, caching functions pass through. */
export function revalidatePath(): void {}

export function revalidateTag(): void {}

export function unstable_noStore(): void {}

export function unstable_cache<T extends (...args: never[]) => unknown>(fn: T): T {
  return fn
}

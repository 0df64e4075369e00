/**
 * next/cache in a test: nothing to revalidate or tag, caching functions pass through. Every
 * name Next 15 and 16 export is here, unstable or not (`'use cache'` functions call
 * `cacheTag` and `cacheLife`, under either name, as they run).
 */
export function revalidatePath(): void {}

export function revalidateTag(): void {}

export function updateTag(): void {}

export function refresh(): void {}

export function unstable_noStore(): void {}

export function cacheTag(): void {}

export function cacheLife(): void {}

export function unstable_expireTag(): void {}

export function unstable_expirePath(): void {}

export { cacheLife as unstable_cacheLife, cacheTag as unstable_cacheTag }

export function unstable_cache<T extends (...args: never[]) => unknown>(fn: T): T {
  return fn
}

/**
 * next/headers outside a request: no cookies, no headers. The object is returned
 * directly, so both `cookies().get()` and `(await cookies()).get()` work.
 */
const emptyCookies = {
  get: (_name: string): undefined => undefined,
  getAll: (): [] => [],
  has: (_name: string): boolean => false,
  set: (): void => {},
  delete: (): void => {},
}

export function cookies() {
  return emptyCookies
}

export function headers(): Headers {
  return new Headers()
}

export function draftMode() {
  return { isEnabled: false, enable: (): void => {}, disable: (): void => {} }
}

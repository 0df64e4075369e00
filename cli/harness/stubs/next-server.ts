/**
 * next/server for a component rendered alone, and for packages that import it (next-auth
 * reads NextRequest and NextResponse): the Web Request and Response that Node already
 * has, with the helpers Next adds. Nothing is served; middleware and route handlers are
 * not what a suite renders.
 */
export class NextRequest extends Request {
  get nextUrl(): URL {
    return new URL(this.url)
  }

  get cookies() {
    return emptyCookies
  }
}

export class NextResponse extends Response {
  static override json(body: unknown, init?: ResponseInit): NextResponse {
    return new NextResponse(JSON.stringify(body), {
      ...init,
      headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
    })
  }

  static override redirect(url: string | URL, status = 307): NextResponse {
    return new NextResponse(null, { status, headers: { location: String(url) } })
  }

  static next(init?: ResponseInit): NextResponse {
    return new NextResponse(null, init)
  }

  static rewrite(_url: string | URL, init?: ResponseInit): NextResponse {
    return new NextResponse(null, init)
  }

  get cookies() {
    return emptyCookies
  }
}

const emptyCookies = {
  get: (_name: string): undefined => undefined,
  getAll: (): [] => [],
  has: (_name: string): boolean => false,
  set: (): void => {},
  delete: (): void => {},
}

export function userAgent() {
  return { isBot: false, ua: '', browser: {}, device: {}, engine: {}, os: {}, cpu: {} }
}

export function after(task: unknown): void {
  if (typeof task === 'function') void Promise.resolve().then(task as () => unknown)
}

export async function connection(): Promise<void> {}

// Kept apart, without imports: the load harness checks LOAD_BASE again in the suite's own process.

/** A URL's hostname (as URL normalises it: `[::1]`, `127.0.0.1` for `2130706433`) that is this machine's loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host === '::1') return true
  // IPv4-mapped IPv6, which URL writes in hex: ::ffff:7f00:1 is 127.0.0.1.
  if (/^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host)) return true
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

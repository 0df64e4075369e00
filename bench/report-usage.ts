/**
 * Preloaded (`node --import`) into each process `npm run bench` times: at exit, the
 * process's own peak resident memory on stderr, on one line the benchmark picks out.
 */
import { USAGE_MARKER } from './usage-marker.js'

process.on('exit', () => {
  process.stderr.write(`${USAGE_MARKER}${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}\n`)
})

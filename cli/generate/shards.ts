import type { Shard } from './results-log.js'

/**
 * The `index`th of `count` parts of a task's suite files (`--shard 2/4`): sorted by path and cut into runs of
 * sizes that differ by one at most, so the parts are disjoint, together hold every file once, and the files of a
 * folder, which share most of their imports, mostly run in one part. No shard: every file.
 */
export function selectShard(files: readonly string[], shard: Shard | undefined): string[] {
  if (shard === undefined) return [...files]
  const sorted = [...files].sort()
  const from = Math.floor(((shard.index - 1) * sorted.length) / shard.count)
  const to = Math.floor((shard.index * sorted.length) / shard.count)
  return sorted.slice(from, to)
}

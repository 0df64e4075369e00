import { formatRelative } from '@/lib/format'
import type { Activity } from '@/lib/types'
import { Badge } from './ui/badge'

export function ActivityItem({ entry }: { entry: Activity }) {
  return (
    <li>
      <strong>{entry.actor}</strong> {entry.action} <Badge tone="neutral">{formatRelative(entry.at)}</Badge>
    </li>
  )
}

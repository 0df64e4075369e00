import { getActivity } from '@/lib/api'
import { ActivityItem } from './activity-item'

export async function ActivityFeed({ limit }: { limit: number }) {
  const activity = await getActivity(limit)
  if (activity.length === 0) return <p>No activity yet.</p>
  return (
    <ul>
      {activity.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  )
}

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { ActivityFeed } from '@/components/activity-feed'
import { CollapsiblePanel, MetricCard, buttonVariants } from '@/components'
import { getMetrics } from '@/lib/api'

const RevenueChart = dynamic(() => import('@/components/revenue-chart').then((m) => m.RevenueChart))

export default async function DashboardPage() {
  const metrics = await getMetrics()
  return (
    <section>
      <header>
        <h1>Overview</h1>
        <Link href="/settings" className={buttonVariants({ variant: 'ghost' })}>
          Settings
        </Link>
      </header>
      <div className="grid">
        {metrics.map((metric) => (
          <MetricCard key={metric.id} metric={metric} highlight={metric.trend === 'down'} />
        ))}
      </div>
      <RevenueChart points={metrics.map((metric) => metric.value)} />
      <CollapsiblePanel title="Recent activity" defaultOpen>
        <ActivityFeed limit={20} />
      </CollapsiblePanel>
    </section>
  )
}

import type { ReactNode } from 'react'
import type { Trend } from '@/lib/types'

const tones = { positive: 'badge-green', negative: 'badge-red', neutral: 'badge-grey' } as const

export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={tones[tone]}>{children}</span>
}

export function TrendBadge({ trend }: { trend: Trend }) {
  if (trend === 'flat') return null
  return <Badge tone={trend === 'up' ? 'positive' : 'negative'}>{trend === 'up' ? '▲' : '▼'}</Badge>
}

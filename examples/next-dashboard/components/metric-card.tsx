'use client'

import { useEffect, useState } from 'react'
import { formatMetric } from '@/lib/format'
import type { Metric } from '@/lib/types'
import { TrendBadge } from './ui/badge'

interface MetricCardProps {
  metric: Metric
  highlight?: boolean
}

interface HistoryPoint {
  at: string
  value: number
}

export function MetricCard({ metric, highlight = false }: MetricCardProps) {
  const [history, setHistory] = useState<HistoryPoint[]>([])
  const [expanded, setExpanded] = useState(false)

  useEffect(() => {
    if (!expanded) return
    const controller = new AbortController()
    fetch(`/api/metrics/${metric.id}/history`, { signal: controller.signal })
      .then((response) => response.json())
      .then(setHistory)
      .catch(() => setHistory([]))
    return () => controller.abort()
  }, [expanded, metric.id])

  return (
    <article className={highlight ? 'card card-alert' : 'card'}>
      <h2>{metric.label}</h2>
      <p>
        {formatMetric(metric.value, metric.unit)} <TrendBadge trend={metric.trend} />
      </p>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Hide history' : 'Show history'}
      </button>
      {expanded && (
        <ol>
          {history.map((point) => (
            <li key={point.at}>{formatMetric(point.value, metric.unit)}</li>
          ))}
        </ol>
      )}
    </article>
  )
}

import type { Metric } from './types'

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export function formatMetric(value: number, unit: Metric['unit']): string {
  if (unit === 'currency') return currency.format(value)
  if (unit === 'percent') return `${value.toFixed(1)}%`
  return value.toLocaleString('en-US')
}

export function formatRelative(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000)
  if (minutes < 60) return `${minutes} min ago`
  return `${Math.round(minutes / 60)} h ago`
}

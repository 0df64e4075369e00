export type Trend = 'up' | 'down' | 'flat'

export interface Metric {
  id: string
  label: string
  value: number
  unit: 'currency' | 'count' | 'percent'
  trend: Trend
}

export interface Activity {
  id: string
  actor: string
  action: string
  at: string
}

export interface Session {
  user: { name: string; email: string }
  expires: string
}

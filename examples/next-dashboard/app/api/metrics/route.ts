import { NextResponse } from 'next/server'

const metrics = [
  { id: 'revenue', label: 'Revenue', value: 48200, unit: 'currency', trend: 'up' },
  { id: 'orders', label: 'Orders', value: 1290, unit: 'count', trend: 'flat' },
  { id: 'churn', label: 'Churn', value: 2.4, unit: 'percent', trend: 'down' },
]

export function GET() {
  return NextResponse.json(metrics)
}

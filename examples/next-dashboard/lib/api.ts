import 'server-only'
import { cookies } from 'next/headers'
import type { Activity, Metric, Session } from './types'

const API_URL = process.env.API_URL ?? 'http://localhost:4000'

/** Every server-side call goes through here so the auth header is never forgotten. */
async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const token = (await cookies()).get('token')?.value
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init?.headers },
    next: { revalidate: 60 },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json() as Promise<T>
}

export function getMetrics(): Promise<Metric[]> {
  return apiFetch<Metric[]>('/api/metrics')
}

export function getActivity(limit: number): Promise<Activity[]> {
  return apiFetch<Activity[]>(`/api/activity?limit=${limit}`)
}

export async function getSession(): Promise<Session | null> {
  try {
    return await apiFetch<Session>('/api/session', { method: 'GET', cache: 'no-store' })
  } catch {
    return null
  }
}

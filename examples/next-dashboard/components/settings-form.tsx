'use client'

import { useActionState } from 'react'
import { updateSettings } from '@/app/settings/actions'
import { Button } from './ui/button'

export function SettingsForm({ email }: { email: string }) {
  const [status, formAction, pending] = useActionState(async (_previous: unknown, formData: FormData) => updateSettings(formData), null)
  return (
    <form action={formAction}>
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" defaultValue={email} />
      <Button type="submit" pending={pending}>
        Save
      </Button>
      {status && <p role="status">{status.message}</p>}
    </form>
  )
}

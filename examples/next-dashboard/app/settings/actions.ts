'use server'

import { revalidatePath } from 'next/cache'

export async function updateSettings(formData: FormData) {
  const email = String(formData.get('email') ?? '')
  if (!email.includes('@')) return { ok: false, message: 'Enter a valid email address.' }
  revalidatePath('/settings')
  return { ok: true, message: 'Saved.' }
}

import { SettingsForm } from '@/components/settings-form'
import { getSession } from '@/lib/api'

export default async function SettingsPage() {
  const session = await getSession()
  return (
    <section>
      <h1>Settings</h1>
      <SettingsForm email={session?.user.email ?? ''} />
    </section>
  )
}

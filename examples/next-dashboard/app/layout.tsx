import type { ReactNode } from 'react'
import { Sidebar } from '@/components/sidebar'
import { getSession } from '@/lib/api'
import './globals.css'

export const metadata = { title: 'Acme dashboard' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession()
  return (
    <html lang="en">
      <body>
        <Sidebar userName={session?.user.name ?? 'Guest'} />
        <main>{children}</main>
      </body>
    </html>
  )
}

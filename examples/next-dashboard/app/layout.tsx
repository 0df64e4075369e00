import type { ReactNode } from 'react'
import { Inter, Roboto_Mono as Mono } from 'next/font/google'
import { Sidebar } from '@/components/sidebar'
import { getSession } from '@/lib/api'
import './globals.css'

const inter = Inter({ subsets: ['latin'] })
const mono = Mono({ subsets: ['latin'], variable: '--font-mono' })

export const metadata = { title: 'Acme dashboard' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession()
  return (
    <html lang="en" className={mono.variable}>
      <body className={inter.className}>
        <Sidebar userName={session?.user.name ?? 'Guest'} />
        <main>{children}</main>
      </body>
    </html>
  )
}

import Link from 'next/link'
import { NavLink } from './nav-link'

const links = [
  { href: '/', label: 'Overview' },
  { href: '/settings', label: 'Settings' },
  { href: '/about', label: 'About' },
]

export function Sidebar({ userName }: { userName: string }) {
  return (
    <nav aria-label="Main">
      <Link href="/">Acme</Link>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
      <p>Signed in as {userName}</p>
    </nav>
  )
}

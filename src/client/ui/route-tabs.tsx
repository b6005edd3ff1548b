import { Link, useLocation } from 'wouter'
import { styled, theme } from '../theme'

export type RouteTab = { path: string; label: string }

const Nav = styled('nav')`
  ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; border-bottom: 1px solid ${theme.color.border}; }
  a { display: block; padding: 8px 14px; color: ${theme.color.muted}; text-decoration: none; font-weight: 600; border-bottom: 2px solid transparent; }
  a[aria-current='page'] { color: ${theme.color.text}; border-bottom-color: ${theme.color.primary}; }
`

/** Sibling pages as a row of links, the current one marked with aria-current (links, so Tab and Enter work as usual). */
export function RouteTabs(props: { label: string; tabs: readonly RouteTab[]; className?: string }) {
  const [path] = useLocation()
  return (
    <Nav aria-label={props.label} className={props.className}>
      <ul>
        {props.tabs.map((tab) => (
          <li key={tab.path}>
            <Link href={tab.path} aria-current={path === tab.path ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  )
}

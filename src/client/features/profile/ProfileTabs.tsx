import { Link, useLocation } from 'wouter'
import { useT } from '../../i18n'
import { styled, theme } from '../../theme'

const tabs = [
  { path: '/profile-settings/profile', key: 'app.profile.tabs.profile' },
  { path: '/profile-settings/email', key: 'app.profile.tabs.email' },
  { path: '/profile-settings/password', key: 'app.profile.tabs.password' },
  { path: '/profile-settings/api-key', key: 'app.profile.tabs.apiKey' },
]

const Nav = styled('nav')`
  margin-bottom: 16px;
  ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; border-bottom: 1px solid ${theme.color.border}; }
  a { display: block; padding: 8px 14px; color: ${theme.color.muted}; text-decoration: none; font-weight: 600; border-bottom: 2px solid transparent; }
  a[aria-current='page'] { color: ${theme.color.text}; border-bottom-color: ${theme.color.primary}; }
`

export function ProfileTabs() {
  const t = useT()
  const [path] = useLocation()
  return (
    <Nav aria-label={t('app.profile.tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <Link href={tab.path} aria-current={path === tab.path ? 'page' : undefined}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  )
}

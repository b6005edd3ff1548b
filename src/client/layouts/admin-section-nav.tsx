import { Link } from 'wouter'
import { routes } from '../../shared/routes'
import { useT } from '../i18n'
import { styled, theme } from '../theme'

/**
 * The admin area's sections, in the order an admin works through them: the route each opens, and the path prefix it
 * marks as current. An entry shows once its route is registered, so a section added by a feature appears here then.
 */
export const adminSections = [
  { key: 'dashboard', route: 'admin.dashboard', section: '/admin/dashboard' },
  { key: 'users', route: 'admin.users', section: '/admin/users' },
  { key: 'plans', route: 'admin.plans', section: '/admin/plans' },
  { key: 'searchers', route: 'admin.searchers', section: '/admin/searchers' },
  { key: 'userAnalytics', route: 'admin.userAnalytics', section: '/admin/user-analytics' },
  { key: 'aiAssistant', route: 'admin.aiAssistant', section: '/admin/ai-assistant' },
  { key: 'reports', route: 'admin.reports', section: '/admin/reports' },
  { key: 'training', route: 'admin.training', section: '/admin/training-content' },
  { key: 'topics', route: 'admin.topics', section: '/admin/topics' },
  { key: 'partners', route: 'admin.partners', section: '/admin/partners' },
  { key: 'audit', route: 'admin.audit', section: '/admin/audit' },
  { key: 'mail', route: 'admin.mail', section: '/admin/mail' },
] as const

/** The sections whose route exists, each with its path, and the one `path` is in (null: none of them). */
export function adminSectionsAt(path: string) {
  const entries = adminSections.flatMap((s) => {
    const route = routes.find((r) => r.name === s.route)
    return route ? [{ ...s, path: route.path }] : []
  })
  const current = entries.find((e) => path === e.section || path.startsWith(`${e.section}/`))?.key ?? null
  return { entries, current }
}

const Nav = styled('nav')`
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  padding: 0 24px;
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
  a {
    display: inline-block;
    padding: 10px 10px;
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 500;
    border-bottom: 3px solid transparent;
  }
  a:hover { color: ${theme.color.primary}; }
  a[aria-current='page'] { border-bottom-color: ${theme.color.primary}; color: ${theme.color.heading}; font-weight: 600; }
`

/** The secondary navigation of /admin/*: one link per admin section, the current one marked. */
export function AdminSectionNav({ path }: { path: string }) {
  const t = useT()
  const { entries, current } = adminSectionsAt(path)
  return (
    <Nav aria-label={t('adminNav.label')}>
      <ul>
        {entries.map((e) => (
          <li key={e.key}>
            <Link href={e.path} aria-current={current === e.key ? 'page' : undefined} data-section={e.key}>
              {t(`adminNav.${e.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  )
}

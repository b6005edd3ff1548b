import { Link, useLocation } from 'wouter'
import { useT } from '../../i18n'
import { styled, theme } from '../../theme'

const tabs = [
  { path: '/settings/integration/crm', key: 'integrations.tabs.crm' },
  { path: '/settings/integration/crm-fields', key: 'integrations.tabs.crmFields' },
  { path: '/settings/integration/webhook', key: 'integrations.tabs.webhook' },
  { path: '/settings/integration/webhook/list', key: 'integrations.tabs.webhookList' },
]

const Nav = styled('nav')`
  ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; border-bottom: 1px solid ${theme.color.border}; }
  a { display: block; padding: 8px 14px; color: ${theme.color.muted}; text-decoration: none; font-weight: 600; border-bottom: 2px solid transparent; }
  a[aria-current='page'] { color: ${theme.color.text}; border-bottom-color: ${theme.color.primary}; }
`

/** The integration pages of SPEC.md section 2 (crm, crm-fields, webhook, webhook list) as tabs. */
export function IntegrationTabs() {
  const t = useT()
  const [path] = useLocation()
  return (
    <Nav aria-label={t('integrations.tabs.label')}>
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

import { useT } from '../../i18n'
import { css } from '../../theme'
import { RouteTabs } from '../../ui/route-tabs'

const tabs = [
  { path: '/profile-settings/profile', key: 'app.profile.tabs.profile' },
  { path: '/profile-settings/email', key: 'app.profile.tabs.email' },
  { path: '/profile-settings/password', key: 'app.profile.tabs.password' },
  { path: '/profile-settings/api-key', key: 'app.profile.tabs.apiKey' },
]

// The profile pages stack the tabs above a Panel without a flex gap.
const spaced = css`
  margin-bottom: 16px;
`

/** The profile settings pages (profile, e-mail, password, API key) as tabs. */
export function ProfileTabs() {
  const t = useT()
  return <RouteTabs label={t('app.profile.tabs.label')} className={spaced} tabs={tabs.map((tab) => ({ path: tab.path, label: t(tab.key) }))} />
}

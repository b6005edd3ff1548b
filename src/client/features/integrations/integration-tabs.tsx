import { useT } from '../../i18n'
import { RouteTabs } from '../../ui/route-tabs'

const tabs = [
  { path: '/settings/integration/crm', key: 'integrations.tabs.crm' },
  { path: '/settings/integration/crm-fields', key: 'integrations.tabs.crmFields' },
  { path: '/settings/integration/webhook', key: 'integrations.tabs.webhook' },
  { path: '/settings/integration/webhook/list', key: 'integrations.tabs.webhookList' },
]

/** The integration pages (crm, crm-fields, webhook, webhook list) as tabs. */
export function IntegrationTabs() {
  const t = useT()
  return <RouteTabs label={t('integrations.tabs.label')} tabs={tabs.map((tab) => ({ path: tab.path, label: t(tab.key) }))} />
}

import { useT } from '../../i18n'
import { RouteTabs } from '../../ui/route-tabs'

/** The sibling reports of a section, as route tabs (links: Tab and Enter reach them). */
const sections = {
  userAnalytics: [
    ['admin_creditUsage', '/admin/user-analytics/credit-usage'],
    ['admin_loginActivity', '/admin/user-analytics/login-activity'],
    ['admin_monthlyCreditUsage', '/admin/user-analytics/monthly-credit-usage'],
  ],
  reports: [
    ['admin_reportSubscriptions', '/admin/reports/subscriptions'],
    ['admin_reportReferrals', '/admin/reports/user-referrals'],
  ],
} as const

export type InsightSection = keyof typeof sections

export function InsightTabs(props: { section: InsightSection }) {
  const t = useT()
  return <RouteTabs label={t(`routes.admin_${props.section}`)} tabs={sections[props.section].map(([title, path]) => ({ path, label: t(`routes.${title}`) }))} />
}

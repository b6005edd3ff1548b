import { InsightScreen } from './insight-screen'

/* The insight routes' pages: one screen, told which report and what it offers. */

export const DashboardPage = () => <InsightScreen name="dashboard" route="admin.dashboard" range interval />
export const SearchersPage = () => <InsightScreen name="searchers" route="admin.searchers" range={false} interval={false} bands />
export const CreditUsagePage = () => <InsightScreen name="credit-usage" route="admin.creditUsage" section="userAnalytics" range interval />
export const LoginActivityPage = () => <InsightScreen name="login-activity" route="admin.loginActivity" section="userAnalytics" range={false} interval={false} />
export const MonthlyCreditUsagePage = () => <InsightScreen name="monthly-credit-usage" route="admin.monthlyCreditUsage" section="userAnalytics" range interval={false} />
export const SubscriptionsPage = () => <InsightScreen name="subscriptions" route="admin.reportSubscriptions" section="reports" range interval={false} />
export const ReferralsPage = () => <InsightScreen name="user-referrals" route="admin.reportReferrals" section="reports" range interval />

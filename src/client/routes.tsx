import { Suspense, type ComponentType } from 'react'
import { Redirect } from 'wouter'
import { guard, routes } from '../shared/routes'
import { AuthLayout } from './layouts/auth-layout'
import { withAllStrings } from './i18n'
import { lazyPage, lazyWithReload } from './routing/lazy-page'
import { useRouteMatch } from './routing/match-route-def'
import { useSession } from './session/use-session'
import { LoadingState } from './ui/loading-state'
import type { Area } from './pages/not-built-yet-page'

// Signed-in pages show strings of every area: the layout waits for the whole active language (src/client/i18n.ts).
const MainLayout = lazyWithReload(() => withAllStrings(import('./layouts/main-layout')))
const NotBuiltYetPage = lazyWithReload(() => import('./pages/not-built-yet-page'))
const NotFoundPage = lazyWithReload(() => import('./pages/not-found-page'))

/** A route that only ever redirects (guard() sends it elsewhere before any page could render). */
export const REDIRECT = 'redirect' as const
export type PageBinding = ComponentType | typeof REDIRECT

const notBuiltPages = new Map<Area, ComponentType>()
/** One component per area, so moving between two unbuilt pages of an area keeps the same element. */
function notBuilt(area: Area): ComponentType {
  let page = notBuiltPages.get(area)
  if (!page) {
    const Bound = () => <NotBuiltYetPage area={area} />
    Bound.displayName = `NotBuiltYet(${area})`
    page = Bound
    notBuiltPages.set(area, page)
  }
  return page
}



/** Every route name of src/shared/routes.ts bound to its page; a unit test keeps the two in step. */
export const pages: Record<string, PageBinding> = {
  'auth.login': lazyPage(() => import('./features/auth/login-page')),
  'auth.register': lazyPage(() => import('./features/auth/register-page')),
  'auth.confirmEmail': lazyPage(() => import('./features/auth/confirm-email-page')),
  'auth.forgotPassword': lazyPage(() => import('./features/auth/forgot-password-page')),
  'auth.resetPassword': lazyPage(() => import('./features/auth/reset-password-page')),

  home: REDIRECT,
  manageTeam: notBuilt('team'),
  profile: REDIRECT,
  'profile.profile': lazyPage(() => import('./features/profile/profile-page')),
  'profile.email': lazyPage(() => import('./features/profile/email-page')),
  'profile.password': lazyPage(() => import('./features/profile/password-page')),
  'profile.apiKey': lazyPage(() => import('./features/profile/api-key-page')),
  billingPortal: notBuilt('billing'),
  crmCallback: lazyPage(() => import('./features/integration/crm-callback-page')),
  callback: notBuilt('callbacks'),

  settings: REDIRECT,
  'settings.businessProfile': lazyPage(() => import('./features/settings/business-profile-page')),
  'settings.wallet': lazyPage(() => import('./features/wallet/wallet-page')),
  'settings.integration': REDIRECT,
  'settings.integration.crm': lazyPage(() => import('./features/integration/crm-page')),
  'settings.integration.crmFields': lazyPage(() => import('./features/integration/crm-fields-page')),
  'settings.integration.webhook': lazyPage(() => import('./features/integration/webhook-create-page')),
  'settings.integration.webhookList': lazyPage(() => import('./features/integration/webhook-list-page')),
  'settings.courses': notBuilt('training'),
  'settings.course': notBuilt('training'),

  ai: REDIRECT,
  'ai.training': lazyPage(() => import('./features/ai-training/training-page')),
  'ai.icpSuggestions': lazyPage(() => import('./features/ai/icp-suggestions-page')),

  leadSearch: REDIRECT,
  'leadSearch.workflows': notBuilt('leadSearch'),
  'leadSearch.workflow': notBuilt('leadSearch'),
  'leadSearch.newSearch': lazyPage(() => import('./features/lead-search/new-search-page')),
  'leadSearch.savedLists': lazyPage(() => import('./features/lead-search/saved-lists-page')),
  'leadSearch.list': lazyPage(() => import('./features/lead-search/list-page')),
  'leadSearch.list.newSearch': lazyPage(() => import('./features/lead-search/list-new-search-page')),
  'leadSearch.list.tagsAndSource': lazyPage(() => import('./features/lead-search/tags-and-source-page')),
  'leadSearch.list.webhook': lazyPage(() => import('./features/lead-search/webhook-page')),
  'leadSearch.list.result': lazyPage(() => import('./features/lead-search/result-page')),
  'leadSearch.aiAssistant': lazyPage(() => import('./features/ai/ai-assistant-page')),
  'leadSearch.customLabels': lazyPage(() => import('./features/lead-search/custom-labels-page')),
  'leadSearch.autopilots': notBuilt('leadSearch'),
  'leadSearch.autopilotCreate': notBuilt('leadSearch'),
  'leadSearch.autopilotEdit': notBuilt('leadSearch'),

  'whitelabel.upgrade': notBuilt('whitelabel'),
  whitelabel: REDIRECT,
  'whitelabel.businessAccount': notBuilt('whitelabel'),
  'whitelabel.packages': notBuilt('whitelabel'),
  'whitelabel.packageCreate': notBuilt('whitelabel'),
  'whitelabel.packageEdit': notBuilt('whitelabel'),
  'whitelabel.packageSalesSettings': notBuilt('whitelabel'),
  'whitelabel.subscriptions': notBuilt('whitelabel'),
  'whitelabel.subscriptionCreate': notBuilt('whitelabel'),
  'whitelabel.subscriptionEdit': notBuilt('whitelabel'),
  'whitelabel.usageHistory': notBuilt('whitelabel'),
  'whitelabel.stripe': notBuilt('whitelabel'),
  'whitelabel.stripeCallback': notBuilt('whitelabel'),
  'whitelabel.customLinks': notBuilt('whitelabel'),
  'whitelabel.smtp': notBuilt('whitelabel'),
  'whitelabel.webhook': notBuilt('whitelabel'),
  'whitelabel.emailTemplates': notBuilt('whitelabel'),
  'whitelabel.training': notBuilt('whitelabel'),
  'whitelabel.trainingCourse': notBuilt('whitelabel'),
  'whitelabel.trainingPageCreate': notBuilt('whitelabel'),
  'whitelabel.trainingPageEdit': notBuilt('whitelabel'),
  'whitelabel.partners': notBuilt('whitelabel'),
  'whitelabel.partnerCreate': notBuilt('whitelabel'),
  'whitelabel.partnerEdit': notBuilt('whitelabel'),
  'whitelabel.resources': notBuilt('whitelabel'),

  admin: REDIRECT,
  'admin.dashboard': notBuilt('admin'),
  'admin.users': notBuilt('admin'),
  'admin.userCreate': notBuilt('admin'),
  'admin.userEdit': notBuilt('admin'),
  'admin.usersHistory': notBuilt('admin'),
  'admin.plans': notBuilt('admin'),
  'admin.planCreate': notBuilt('admin'),
  'admin.planEdit': notBuilt('admin'),
  'admin.plansHistory': notBuilt('admin'),
  'admin.searchers': notBuilt('admin'),
  'admin.userAnalytics': REDIRECT,
  'admin.creditUsage': notBuilt('admin'),
  'admin.loginActivity': notBuilt('admin'),
  'admin.monthlyCreditUsage': notBuilt('admin'),
  'admin.aiAssistant': lazyPage(() => import('./features/ai/default-prompts-page')),
  'admin.aiAssistantHistory': notBuilt('admin'),
  'admin.reports': REDIRECT,
  'admin.reportSubscriptions': notBuilt('admin'),
  'admin.reportReferrals': notBuilt('admin'),
  'admin.training': notBuilt('admin'),
  'admin.trainingHistory': notBuilt('admin'),
  'admin.trainingCourse': notBuilt('admin'),
  'admin.trainingPageCreate': notBuilt('admin'),
  'admin.trainingPageEdit': notBuilt('admin'),
  'admin.topics': notBuilt('admin'),
  'admin.topicCreate': notBuilt('admin'),
  'admin.topicEdit': notBuilt('admin'),
  'admin.partners': notBuilt('admin'),
  'admin.partnerCreate': notBuilt('admin'),
  'admin.partnerEdit': notBuilt('admin'),
  'admin.defaultPrompts': lazyPage(() => import('./features/ai/default-prompts-page')),
  'admin.mail': lazyPage(() => import('./features/admin/mail-outbox-page')),
  'admin.machineLab': lazyPage(() => import('./features/lab/machine-lab-page')),
}

/** Route names without a binding; empty when the table and `pages` agree (asserted by a unit test). */
export const unboundRoutes = routes.filter((d) => !(d.name in pages)).map((d) => d.name)

/**
 * Resolves the location to a route, applies its guard and renders its page inside its layout. While the session
 * is still finding out who the user is, a loading state shows instead of a premature redirect to login.
 */
export function AppRoutes() {
  const match = useRouteMatch()
  const session = useSession()
  const startingUp = session.status === 'checking' || session.status === 'restoring'
  const waiting = match?.def.layout === 'auth' ? startingUp : session.pending

  if (waiting) return <LoadingState fullPage />

  if (!match) {
    const Layout = session.signedIn ? MainLayout : AuthLayout
    return (
      <Suspense fallback={<LoadingState fullPage />}>
        <Layout>
          <NotFoundPage signedIn={session.signedIn} />
        </Layout>
      </Suspense>
    )
  }

  const result = guard(match.def, { signedIn: session.signedIn, modules: session.modules })
  // wouter's <Redirect> navigates once on mount; the key remounts it when one redirect leads straight to another.
  if (result.kind === 'redirect') return <Redirect key={`${match.def.name}>${result.to}`} to={result.to} replace />

  const Page = pages[match.def.name]
  if (!Page || Page === REDIRECT) return <Redirect key={`${match.def.name}>/`} to="/" replace />
  const Layout = match.def.layout === 'auth' ? AuthLayout : MainLayout
  return (
    <Suspense fallback={<LoadingState fullPage />}>
      <Layout>
        <Suspense fallback={<LoadingState />}>
          <Page />
        </Suspense>
      </Layout>
    </Suspense>
  )
}

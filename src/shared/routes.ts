import type { ModuleSlug } from './modules'

/**
 * The route table of SPEC.md section 2 as data. The client binds each name to a page (src/client/routes.tsx),
 * the navigation commands are derived from it, and the guard functions below decide access. Paths are wouter
 * patterns; `:typeId` is `{type}-{id}` joined by a hyphen.
 */
export type Layout = 'auth' | 'main'
export type RouteDef = {
  name: string
  path: string
  layout: Layout
  /** Module the route's group needs; absent means sign-in only (main) or public (auth). */
  module?: ModuleSlug
  /** A path this route sends the user to instead of rendering. */
  redirect?: string
  /** Shortcut for its navigation command (tinykeys syntax). */
  shortcut?: string
}

const r = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, layout: 'main', ...extra })
const group = (module: ModuleSlug, defs: RouteDef[]) => defs.map((d) => ({ ...d, module }))

export const routes: RouteDef[] = [
  // Auth layout
  r('auth.login', '/login', { layout: 'auth' }),
  r('auth.register', '/register', { layout: 'auth' }),
  r('auth.confirmEmail', '/confirm-email', { layout: 'auth' }),
  r('auth.forgotPassword', '/forgot-password', { layout: 'auth' }),
  r('auth.resetPassword', '/reset-password', { layout: 'auth' }),

  // Main layout, sign-in only
  r('home', '/'),
  r('manageTeam', '/manage-team', { shortcut: 'g t' }),
  r('profile', '/profile-settings', { redirect: '/profile-settings/profile' }),
  r('profile.profile', '/profile-settings/profile', { shortcut: 'g p' }),
  r('profile.email', '/profile-settings/email'),
  r('profile.password', '/profile-settings/password'),
  r('profile.apiKey', '/profile-settings/api-key'),
  r('billingPortal', '/billing-portal'),
  r('crmCallback', '/crm/callback'),
  r('callback', '/callback'),

  // Settings (no slug, always shown); wallet needs the wallet module
  r('settings', '/settings', { redirect: '/settings/business-profile' }),
  r('settings.businessProfile', '/settings/business-profile', { shortcut: 'g s' }),
  r('settings.wallet', '/settings/wallet', { module: 'wallet', shortcut: 'g w' }),
  r('settings.integration', '/settings/integration', { redirect: '/settings/integration/crm' }),
  r('settings.integration.crm', '/settings/integration/crm', { shortcut: 'g i' }),
  r('settings.integration.crmFields', '/settings/integration/crm-fields'),
  r('settings.integration.webhook', '/settings/integration/webhook'),
  r('settings.integration.webhookList', '/settings/integration/webhook/list'),
  r('settings.courses', '/settings/courses'),
  r('settings.course', '/settings/courses/:id'),

  // AI
  ...group('ai_suggest', [
    r('ai', '/ai', { redirect: '/ai/training' }),
    r('ai.training', '/ai/training', { shortcut: 'g a' }),
    r('ai.icpSuggestions', '/ai/icp-suggestions'),
  ]),

  // Lead search
  ...group('leads', [
    r('leadSearch', '/lead-search', { redirect: '/lead-search/new-search' }),
    r('leadSearch.workflows', '/lead-search/workflow'),
    r('leadSearch.workflow', '/lead-search/workflow/:id'),
    r('leadSearch.newSearch', '/lead-search/new-search', { shortcut: 'g n' }),
    r('leadSearch.savedLists', '/lead-search/saved-lists', { shortcut: 'g l' }),
    r('leadSearch.list', '/lead-search/saved-lists/:typeId'),
    r('leadSearch.list.newSearch', '/lead-search/saved-lists/:typeId/new-search'),
    r('leadSearch.list.tagsAndSource', '/lead-search/saved-lists/:typeId/tags-and-source'),
    r('leadSearch.list.webhook', '/lead-search/saved-lists/:typeId/webhook'),
    r('leadSearch.list.result', '/lead-search/saved-lists/:typeId/:resultId'),
    r('leadSearch.aiAssistant', '/lead-search/ai-assistant'),
    r('leadSearch.customLabels', '/lead-search/custom-labels'),
    r('leadSearch.autopilots', '/lead-search/autopilot', { shortcut: 'g o' }),
    r('leadSearch.autopilotCreate', '/lead-search/autopilot/create'),
    r('leadSearch.autopilotEdit', '/lead-search/autopilot/:typeId/edit'),
  ]),

  // White-label; upgrade is sign-in only (it is where users without the module are sent)
  r('whitelabel.upgrade', '/whitelabel/upgrade'),
  ...group('whitelabel', [
    r('whitelabel', '/whitelabel', { redirect: '/whitelabel/business-account' }),
    r('whitelabel.businessAccount', '/whitelabel/business-account', { shortcut: 'g b' }),
    r('whitelabel.packages', '/whitelabel/packages'),
    r('whitelabel.packageCreate', '/whitelabel/packages/create'),
    r('whitelabel.packageEdit', '/whitelabel/packages/:id/edit'),
    r('whitelabel.packageSalesSettings', '/whitelabel/packages/:id/sales-settings'),
    r('whitelabel.subscriptions', '/whitelabel/subscriptions'),
    r('whitelabel.subscriptionCreate', '/whitelabel/subscriptions/create'),
    r('whitelabel.subscriptionEdit', '/whitelabel/subscriptions/:id/edit'),
    r('whitelabel.usageHistory', '/whitelabel/subscriptions/usage-history'),
    r('whitelabel.stripe', '/whitelabel/stripe'),
    r('whitelabel.stripeCallback', '/whitelabel/stripe/callback'),
    r('whitelabel.customLinks', '/whitelabel/custom-links'),
    r('whitelabel.smtp', '/whitelabel/smtp'),
    r('whitelabel.webhook', '/whitelabel/webhook'),
    r('whitelabel.emailTemplates', '/whitelabel/email-templates'),
    r('whitelabel.training', '/whitelabel/training-content'),
    r('whitelabel.trainingCourse', '/whitelabel/training-content/:id'),
    r('whitelabel.trainingPageCreate', '/whitelabel/training-content/:id/create'),
    r('whitelabel.trainingPageEdit', '/whitelabel/training-content/:id/:pageId/edit'),
    r('whitelabel.partners', '/whitelabel/partners'),
    r('whitelabel.partnerCreate', '/whitelabel/partners/create'),
    r('whitelabel.partnerEdit', '/whitelabel/partners/:id/edit'),
    r('whitelabel.resources', '/whitelabel/resources'),
  ]),

  // Admin
  ...group('admin', [
    r('admin', '/admin', { redirect: '/admin/dashboard' }),
    r('admin.dashboard', '/admin/dashboard', { shortcut: 'g d' }),
    r('admin.users', '/admin/users', { shortcut: 'g u' }),
    r('admin.userCreate', '/admin/users/create'),
    r('admin.userEdit', '/admin/users/:id/edit'),
    r('admin.usersHistory', '/admin/users/history'),
    r('admin.plans', '/admin/plans'),
    r('admin.planCreate', '/admin/plans/create'),
    r('admin.planEdit', '/admin/plans/:id/edit'),
    r('admin.plansHistory', '/admin/plans/history'),
    r('admin.searchers', '/admin/searchers'),
    r('admin.userAnalytics', '/admin/user-analytics', { redirect: '/admin/user-analytics/credit-usage' }),
    r('admin.creditUsage', '/admin/user-analytics/credit-usage'),
    r('admin.loginActivity', '/admin/user-analytics/login-activity'),
    r('admin.monthlyCreditUsage', '/admin/user-analytics/monthly-credit-usage'),
    r('admin.aiAssistant', '/admin/ai-assistant'),
    r('admin.aiAssistantHistory', '/admin/ai-assistant/history'),
    r('admin.reports', '/admin/reports', { redirect: '/admin/reports/subscriptions' }),
    r('admin.reportSubscriptions', '/admin/reports/subscriptions'),
    r('admin.reportReferrals', '/admin/reports/user-referrals'),
    r('admin.training', '/admin/training-content'),
    r('admin.trainingHistory', '/admin/training-content/history'),
    r('admin.trainingCourse', '/admin/training-content/:id'),
    r('admin.trainingPageCreate', '/admin/training-content/:id/create'),
    r('admin.trainingPageEdit', '/admin/training-content/:id/:pageId/edit'),
    r('admin.topics', '/admin/topics'),
    r('admin.topicCreate', '/admin/topics/create'),
    r('admin.topicEdit', '/admin/topics/:id/edit'),
    r('admin.partners', '/admin/partners'),
    r('admin.partnerCreate', '/admin/partners/create'),
    r('admin.partnerEdit', '/admin/partners/:id/edit'),
    r('admin.defaultPrompts', '/admin/default-prompts'),
    r('admin.mail', '/admin/mail'),
    r('admin.machineLab', '/admin/machine-lab', { shortcut: 'g m' }),
  ]),
]

export type SidebarEntry = { key: string; module: ModuleSlug | null; path: string }

/** Sidebar order; an entry shows only when the user holds its module. Settings has no slug and always shows. */
export const sidebar: SidebarEntry[] = [
  { key: 'leads', module: 'leads', path: '/lead-search/new-search' },
  { key: 'ai', module: 'ai_suggest', path: '/ai/training' },
  { key: 'whitelabel', module: 'whitelabel', path: '/whitelabel/business-account' },
  { key: 'admin', module: 'admin', path: '/admin/dashboard' },
  { key: 'wallet', module: 'wallet', path: '/settings/wallet' },
  { key: 'settings', module: null, path: '/settings/business-profile' },
]

export const routeByName = new Map(routes.map((d) => [d.name, d]))
export const hasParams = (d: RouteDef) => d.path.includes(':')

export function visibleSidebar(modules: readonly string[]): SidebarEntry[] {
  return sidebar.filter((e) => e.module === null || modules.includes(e.module))
}

/** Where the base layout lands: the first sidebar module's route, or Settings. */
export function landingPath(modules: readonly string[]): string {
  return visibleSidebar(modules)[0]?.path ?? '/settings/business-profile'
}

export type GuardResult = { kind: 'render' } | { kind: 'redirect'; to: string }

/**
 * The guards of "Sidebar and guards": auth pages send a signed-in user to the base layout; main pages need
 * sign-in; a module group without its module sends the user to the base layout (white-label to its upgrade page).
 */
export function guard(def: RouteDef, session: { signedIn: boolean; modules: readonly string[] }): GuardResult {
  if (def.layout === 'auth') return session.signedIn ? { kind: 'redirect', to: '/' } : { kind: 'render' }
  if (!session.signedIn) return { kind: 'redirect', to: '/login' }
  if (def.module && !session.modules.includes(def.module)) {
    return { kind: 'redirect', to: def.module === 'whitelabel' ? '/whitelabel/upgrade' : '/' }
  }
  if (def.name === 'home') return { kind: 'redirect', to: landingPath(session.modules) }
  if (def.redirect) return { kind: 'redirect', to: def.redirect }
  return { kind: 'render' }
}

/** Fill a pattern's params: fillPath('/a/:id', { id: 3 }) -> '/a/3'. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])))
}

import { Suspense, type ComponentType } from 'react'
import { Redirect } from 'wouter'
import { guard } from '../shared/routes'
import { AuthLayout } from './layouts/auth-layout'
import { withAllStrings } from './i18n'
import { clientFeatures } from './features/index'
import { lazyWithReload } from './routing/lazy-page'
import { useRouteMatch } from './routing/match-route-def'
import { useSession } from './session/use-session'
import { LoadingState } from './ui/loading-state'

// Signed-in pages show strings of every area: the layout waits for the whole active language (src/client/i18n.ts).
const MainLayout = lazyWithReload(() => withAllStrings(import('./layouts/main-layout')))
const NotFoundPage = lazyWithReload(() => import('./pages/not-found-page'))

/** Every page of the registered client features by route name (src/client/features/index.ts). */
export const pages: Readonly<Record<string, ComponentType>> = Object.assign({}, ...clientFeatures.map((feature) => feature.pages ?? {}))

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
  if (!Page) return <Redirect key={`${match.def.name}>/`} to="/" replace />
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

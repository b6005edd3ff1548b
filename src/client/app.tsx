import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Router } from 'wouter'
import { I18nProvider } from './i18n'
import { AppRoutes } from './routes'
import { SessionProvider } from './session/session-provider'
import type { SessionActor } from './session/session-actor'
import { useAdoptUserLocale } from './session/use-adopt-user-locale'
import { AppErrorBoundary } from './ui/app-error-boundary'
import { AppToaster } from './ui/app-toaster'

function SessionLocale() {
  useAdoptUserLocale()
  return null
}

export function App({ queryClient, session }: { queryClient: QueryClient; session: SessionActor }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <AppErrorBoundary>
          <SessionProvider actor={session}>
            <SessionLocale />
            <Router>
              <AppRoutes />
            </Router>
          </SessionProvider>
        </AppErrorBoundary>
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  )
}

export function createQueryClient(): QueryClient {
  // The http client already toasts failures; one attempt keeps each failure to a single toast.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } })
}

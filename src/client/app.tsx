import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Router } from 'wouter'
import { I18nProvider } from './i18n'
import { AppRoutes } from './routes'
import { SessionProvider } from './session/session-provider'
import type { SessionActor } from './session/session-actor'
import { useAdoptUserLocale } from './session/use-adopt-user-locale'
import { AppErrorBoundary } from './ui/app-error-boundary'
import { AppToaster } from './ui/app-toaster'
import { notifyFailure } from './ui/notify'

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
  // A query that fails says so once, by its code (the HTTP client shows nothing); one attempt keeps it to one toast.
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyFailure }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  })
}

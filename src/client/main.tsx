import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createQueryClient } from './app'
import { startBranding } from './branding'
import { installErrorReporting } from './error-reporting'
import { installGlobalStyles } from './global-styles'
import { loadCoreStrings, storedLocale } from './i18n'
import { createSessionActor } from './session/session-actor'

installErrorReporting()
installGlobalStyles()
void startBranding()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

function render() {
  createRoot(root!).render(
    <StrictMode>
      <App queryClient={createQueryClient()} session={createSessionActor()} />
    </StrictMode>,
  )
}

// English is in this chunk; another stored language fetches its core strings first (one small chunk) so the first
// screen does not flash in English. Should that fetch fail, the app starts in English rather than not at all.
loadCoreStrings(storedLocale()).then(render, render)

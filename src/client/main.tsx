import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createQueryClient } from './App'
import { startBranding } from './branding'
import { installErrorReporting } from './errorReporting'
import { installGlobalStyles } from './globalStyles'
import { createSessionActor } from './session/sessionActor'

installErrorReporting()
installGlobalStyles()
void startBranding()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} session={createSessionActor()} />
  </StrictMode>,
)

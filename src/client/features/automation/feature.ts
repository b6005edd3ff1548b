import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const automationClient = defineClientFeature({
  id: 'automation',
  pages: {
    ...notBuiltPagesOf('leadSearch', ['leadSearch.workflows', 'leadSearch.workflow']),
    'leadSearch.autopilots': lazyPage(() => import('./autopilots-page')),
    'leadSearch.autopilotCreate': lazyPage(() => import('./autopilot-wizard-page')),
    'leadSearch.autopilotEdit': lazyPage(() => import('./autopilot-wizard-page')),
  },
  lab: () => import('../../../../machines/autopilot-wizard.lab').then((m) => [m.autopilotWizardLab]),
})

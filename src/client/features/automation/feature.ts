import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const automationClient = defineClientFeature({
  id: 'automation',
  pages: {
    'leadSearch.autopilots': lazyPage(() => import('./autopilots-page')),
    'leadSearch.autopilotCreate': lazyPage(() => import('./autopilot-wizard-page')),
    'leadSearch.autopilotEdit': lazyPage(() => import('./autopilot-wizard-page')),
    'leadSearch.workflows': lazyPage(() => import('./workflows-page')),
    'leadSearch.workflow': lazyPage(() => import('./workflow-page')),
  },
  lab: () =>
    Promise.all([import('../../../../machines/autopilot-wizard.lab'), import('../../../../machines/workflow-publish.lab')]).then(([a, w]) => [
      a.autopilotWizardLab,
      w.workflowPublishLab,
    ]),
})

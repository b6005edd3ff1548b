import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const automationClient = defineClientFeature({
  id: 'automation',
  pages: {
    ...notBuiltPagesOf('leadSearch', ['leadSearch.autopilots', 'leadSearch.autopilotCreate', 'leadSearch.autopilotEdit']),
    'leadSearch.workflows': lazyPage(() => import('./workflows-page')),
    'leadSearch.workflow': lazyPage(() => import('./workflow-page')),
  },
  lab: () => import('../../../../machines/workflow-publish.lab').then((m) => [m.workflowPublishLab]),
})

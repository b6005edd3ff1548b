import { defineClientFeature } from '../../routing/client-feature'
import { notBuiltPagesOf } from '../../routing/not-built'

export const automationClient = defineClientFeature({
  id: 'automation',
  pages: notBuiltPagesOf('leadSearch', ['leadSearch.workflows', 'leadSearch.workflow', 'leadSearch.autopilots', 'leadSearch.autopilotCreate', 'leadSearch.autopilotEdit']),
})

import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { autopilotMessages } from './autopilot-messages'
import { workflowMessages } from './workflow-messages'

/** Workflows and autopilots. */
export const automationFeature = defineFeature({
  id: 'automation',
  routes: [
    ...routeGroup('leads', [
      route('leadSearch.workflows', '/lead-search/workflow'),
      route('leadSearch.workflow', '/lead-search/workflow/:id'),
      route('leadSearch.autopilots', '/lead-search/autopilot', { shortcut: 'g o' }),
      route('leadSearch.autopilotCreate', '/lead-search/autopilot/create'),
      route('leadSearch.autopilotEdit', '/lead-search/autopilot/:typeId/edit'),
    ]),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { autopilots: autopilotMessages, automation: { ...workflowMessages } },
})

import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { trainingMessages } from '../ai/training-messages'

/** What the AI knows about the business: the business profile and the training sources (website, links, texts, Q&A, PDFs). */
export const aiTrainingFeature = defineFeature({
  id: 'ai-training',
  routes: [
    route('settings.businessProfile', '/settings/business-profile', { shortcut: 'g s' }),
    ...routeGroup('ai_suggest', [route('ai', '/ai', { redirect: '/ai/training' }), route('ai.training', '/ai/training', { shortcut: 'g a' })]),
  ],
  sidebar: { key: 'ai', module: 'ai_suggest', path: '/ai/training', section: '/ai', order: 20 },
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { training: trainingMessages },
})

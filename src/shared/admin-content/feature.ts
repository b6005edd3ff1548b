import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { contentMessages } from './messages'

/**
 * The back office's content screens (topics, courses and their pages, partners, the history of content and of the
 * default prompts), under the admin area of the sidebar.
 */
export const adminContentFeature = defineFeature({
  id: 'admin-content',
  routes: routeGroup('admin', [
    route('admin.aiAssistantHistory', '/admin/ai-assistant/history'),
    route('admin.training', '/admin/training-content'),
    route('admin.trainingHistory', '/admin/training-content/history'),
    route('admin.trainingCourse', '/admin/training-content/:id'),
    route('admin.trainingPageCreate', '/admin/training-content/:id/create'),
    route('admin.trainingPageEdit', '/admin/training-content/:id/:pageId/edit'),
    route('admin.topics', '/admin/topics'),
    route('admin.topicCreate', '/admin/topics/create'),
    route('admin.topicEdit', '/admin/topics/:id/edit'),
    route('admin.partners', '/admin/partners'),
    route('admin.partnerCreate', '/admin/partners/create'),
    route('admin.partnerEdit', '/admin/partners/:id/edit'),
  ]),
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { content: contentMessages },
})

import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { aiMessages } from './messages'

/** AI writing: prompts, fine-tunes, ICP suggestions and the platform's default prompts. */
export const aiFeature = defineFeature({
  id: 'ai',
  routes: [
    route('ai.icpSuggestions', '/ai/icp-suggestions', { module: 'ai_suggest' }),
    route('leadSearch.aiAssistant', '/lead-search/ai-assistant', { module: 'leads' }),
    ...routeGroup('admin', [route('admin.aiAssistant', '/admin/ai-assistant'), route('admin.defaultPrompts', '/admin/default-prompts')]),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { ai: aiMessages },
})

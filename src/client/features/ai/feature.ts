import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const aiClient = defineClientFeature({
  id: 'ai',
  pages: {
    'ai.icpSuggestions': lazyPage(() => import('./icp-suggestions-page')),
    'leadSearch.aiAssistant': lazyPage(() => import('./ai-assistant-page')),
    'admin.aiAssistant': lazyPage(() => import('./default-prompts-page')),
    'admin.defaultPrompts': lazyPage(() => import('./default-prompts-page')),
  },
  mounted: [lazyWithReload(() => import('./ai-write-bridge'))],
})

import { defineFeature } from '../feature-descriptor'
import { contentMessages } from './messages'

/**
 * The back office's content screens (topics, courses and their pages, partners, the history of content and of the
 * default prompts). Their routes are the admin feature's; this feature brings their strings and message codes.
 */
export const adminContentFeature = defineFeature({
  id: 'admin-content',
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { content: contentMessages },
})

import { defineFeature, route } from '../feature-descriptor'
import { coursesMessages } from './messages'

/** Onboarding courses: topics, their courses and items, and each user's progress through them. */
export const coursesFeature = defineFeature({
  id: 'courses',
  routes: [
    route('settings.courses', '/settings/courses', { shortcut: 'g c' }),
    route('settings.course', '/settings/courses/:id'),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { courses: coursesMessages },
})

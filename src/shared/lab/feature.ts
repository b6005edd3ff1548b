import { defineFeature, route } from '../feature-descriptor'

/** The Machine Lab: every registered machine stepped through in isolation. */
export const labFeature = defineFeature({
  id: 'lab',
  routes: [
    route('admin.machineLab', '/admin/machine-lab', { module: 'admin', shortcut: 'g m' }),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
})

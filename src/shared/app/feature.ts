import { defineFeature, route } from '../feature-descriptor'
import { errorMessages, validationMessages } from '../messages'
import { httpMessages } from '../http-messages'

/** The shell: the landing redirect, the settings entry, and the refusals any route may answer. */
export const appFeature = defineFeature({
  id: 'app',
  routes: [
    route('home', '/'),
    route('settings', '/settings', { redirect: '/settings/business-profile' }),
  ],
  sidebar: { key: 'settings', module: null, path: '/settings/business-profile', section: '/settings', order: 60 },
  messages: { validation: validationMessages, error: errorMessages, http: httpMessages },
})

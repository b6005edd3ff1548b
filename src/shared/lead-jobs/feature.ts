import { defineFeature } from '../feature-descriptor'
import { leadJobKindNames, leadJobMessages } from './messages'

/** Lead jobs: bulk work on a list's results (enrichment, CRM and webhook delivery, AI writing) and its progress. */
export const leadJobsFeature = defineFeature({
  id: 'lead-jobs',
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { lead_jobs: leadJobMessages },
  messageNames: { lead_job_kinds: leadJobKindNames },
})

import type { MessageTranslationsOf } from '../../message-format'
import type { adminPlanMessages } from '../messages'

export const adminPlanMessageWords: MessageTranslationsOf<{ admin: typeof adminPlanMessages }>['admin'] = {
  plan_in_use: 'Ein Tarif kann nicht gelöscht werden, solange er verwendet wird.',
  plan_default: 'Der Standardtarif kann nicht gelöscht werden.',
  plan_name_taken: 'Es gibt bereits einen Tarif mit diesem Namen.',
}

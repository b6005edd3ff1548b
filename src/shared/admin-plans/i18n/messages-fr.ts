import type { MessageTranslationsOf } from '../../message-format'
import type { adminPlanMessages } from '../messages'

export const adminPlanMessageWords: MessageTranslationsOf<{ admin: typeof adminPlanMessages }>['admin'] = {
  plan_in_use: 'Un plan ne peut pas être supprimé tant qu’il est utilisé.',
  plan_default: 'Le plan par défaut ne peut pas être supprimé.',
  plan_name_taken: 'Un plan porte déjà ce nom.',
}

import type { MessageTranslationsOf } from '../../message-format'
import type { adminPlanMessages } from '../messages'

export const adminPlanMessageWords: MessageTranslationsOf<{ admin: typeof adminPlanMessages }>['admin'] = {
  plan_in_use: 'No se puede eliminar un plan mientras está en uso.',
  plan_default: 'El plan predeterminado no se puede eliminar.',
  plan_name_taken: 'Ya existe un plan con este nombre.',
}

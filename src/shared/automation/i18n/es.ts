import { autopilotsEs } from './autopilots-es'
import { autopilotMessagesEs } from '../autopilot-translations'
import { workflowMessageTranslations } from '../workflow-translations'
import { workflows } from './workflows-es'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_workflows: 'Flujos de trabajo',
  leadSearch_workflow: 'Flujo de trabajo',
  leadSearch_autopilots: 'Pilotos automáticos',
  leadSearch_autopilotCreate: 'Nuevo piloto automático',
  leadSearch_autopilotEdit: 'Editar piloto automático',
}

const messages = { autopilots: autopilotMessagesEs, automation: { ...workflowMessageTranslations.es } }

export const strings = { routes, messages, autopilots: autopilotsEs, workflows }

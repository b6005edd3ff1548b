import { autopilotsFr } from './autopilots-fr'
import { autopilotMessagesFr } from '../autopilot-translations'
import { workflowMessageTranslations } from '../workflow-translations'
import { workflows } from './workflows-fr'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_workflows: 'Workflows',
  leadSearch_workflow: 'Workflow',
  leadSearch_autopilots: 'Pilotes automatiques',
  leadSearch_autopilotCreate: 'Nouveau pilote automatique',
  leadSearch_autopilotEdit: 'Modifier le pilote automatique',
}

const messages = { autopilots: autopilotMessagesFr, automation: { ...workflowMessageTranslations.fr } }

export const strings = { routes, messages, autopilots: autopilotsFr, workflows }

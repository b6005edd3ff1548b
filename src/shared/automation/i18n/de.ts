import { autopilotsDe } from './autopilots-de'
import { autopilotMessagesDe } from '../autopilot-translations'
import { workflowMessageTranslations } from '../workflow-translations'
import { workflows } from './workflows-de'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_workflows: 'Workflows',
  leadSearch_workflow: 'Workflow',
  leadSearch_autopilots: 'Autopiloten',
  leadSearch_autopilotCreate: 'Neuer Autopilot',
  leadSearch_autopilotEdit: 'Autopilot bearbeiten',
}

const messages = { autopilots: autopilotMessagesDe, automation: { ...workflowMessageTranslations.de } }

export const strings = { routes, messages, autopilots: autopilotsDe, workflows }

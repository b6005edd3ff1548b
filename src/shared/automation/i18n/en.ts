import { autopilotsEn } from './autopilots-en'
import { workflows } from './workflows-en'
/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_workflows: 'Workflows',
  leadSearch_workflow: 'Workflow',
  leadSearch_autopilots: 'Autopilots',
  leadSearch_autopilotCreate: 'New autopilot',
  leadSearch_autopilotEdit: 'Edit autopilot',
}

export const strings = { routes, autopilots: autopilotsEn, workflows }

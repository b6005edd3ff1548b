import type { Autopilot } from '../src/shared/automation/autopilot'
import { emptyDraft } from './autopilot-wizard.draft'
import type { LabMachine } from './lab-machine'
import { autopilotWizardMachine } from './autopilot-wizard.machine'

const sampleAutopilot = {
  id: 1,
  name: 'Berlin cafes',
  type: 'basic',
  status: 'draft',
  campaign_id: 1,
  campaign: { id: 1, name: 'Cafes', type: 'industry' },
} as Autopilot

/** The autopilot wizard in the Machine Lab: the tester edits the draft with EDIT and settles each save by hand. */
export const autopilotWizardLab: LabMachine = {
  id: 'autopilotWizard',
  title: 'autopilots.lab.wizard',
  machine: autopilotWizardMachine,
  input: {
    id: null,
    draft: emptyDraft('Europe/Berlin'),
    lists: [
      { id: 1, name: 'Cafes', type: 'industry', has_webhook: false },
      { id: 2, name: 'Hooked cafes', type: 'industry', has_webhook: true },
    ],
  },
  eventSamples: {
    EDIT: { patch: { name: 'Berlin cafes', list_type: 'industry', search: { category: 'Cafe', location: { country: 'DE', city: 'Berlin' } } } },
    GOTO: { step: 'list' },
    LISTS: { lists: [{ id: 1, name: 'Cafes', type: 'industry', has_webhook: false }] },
  },
  labImplementations: (harness) => ({
    actors: {
      saveDraft: harness.manual<Autopilot>('saveDraft', sampleAutopilot),
      activate: harness.manual<Autopilot>('activate', { ...sampleAutopilot, status: 'active' }),
    },
  }),
}

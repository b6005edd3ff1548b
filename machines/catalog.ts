import type { AnyStateMachine } from 'xstate'
import type { ListType, LoginResponse, Topic, User } from '../src/shared/types'
import { createLabHarness, type LabHarness } from './lab-harness'
import { sessionMachine, type SessionData } from './session.machine'
import { crawlLab } from './crawl.lab'
import { checkoutLab } from './checkout.lab'

export { createLabHarness, type LabHarness }

/** One machine of the Machine Lab. Later issues append theirs to `machineCatalog`. */
export type LabMachine = {
  id: string
  /** i18n key of its name. */
  title: string
  machine: AnyStateMachine
  /** Starting input, editable in the lab as JSON. */
  input: unknown
  /** Payload templates (everything but `type`) for the events that carry data. */
  eventSamples: Record<string, Record<string, unknown>>
  /** Implementations whose actors wait for the tester and whose actions only record. */
  labImplementations(harness: LabHarness): Parameters<AnyStateMachine['provide']>[0]
}

/** Event types a machine accepts anywhere, without XState's internal done/error events. */
export function knownEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events.filter((type: string) => type !== '' && !type.startsWith('xstate.')))]
}

const sampleUser: User = {
  id: 1,
  first_name: 'Lab',
  last_name: 'Tester',
  email: 'lab@example.com',
  created_at: '2024-01-01T00:00:00.000Z',
  hash: 'lab',
  role: 'user',
  modules: [
    { id: 1, slug: 'leads' },
    { id: 2, slug: 'admin' },
  ],
  email_verified_at: '2024-01-01T00:00:00.000Z',
  terms_accepted_at: null,
  language: 'en',
  license_time: null,
  last_reset: null,
  additional_query_count: 0,
  referral_partner: null,
  parent_id: null,
  is_child: false,
  has_google_api_key: false,
}
const sampleListTypes: ListType[] = [
  { id: 1, name: 'People' },
  { id: 2, name: 'Local' },
]
const sampleTopics: Topic[] = [{ id: 1, title: 'Getting started', description: 'First steps', position: 1 }]

const sessionLab: LabMachine = {
  id: 'session',
  title: 'commands.lab.machinesTitles.session',
  machine: sessionMachine,
  input: { token: null },
  eventSamples: {
    LOGIN: { email: 'lab@example.com', password: 'secret1' },
    AUTHENTICATED: { token: 'lab-token', user: sampleUser },
    USER_UPDATED: { user: { ...sampleUser, first_name: 'Renamed' } },
  },
  labImplementations: (harness) => ({
    actors: {
      login: harness.manual<LoginResponse>('login', { authorisation: { token: 'lab-token', type: 'bearer' }, user: sampleUser }),
      fetchMe: harness.manual<User>('fetchMe', sampleUser),
      loadSessionData: harness.manual<SessionData>('loadSessionData', { listTypes: sampleListTypes, topics: sampleTopics }),
      logout: harness.manual<unknown>('logout', { message: 'Logged out' }),
    },
    actions: {
      storeToken: harness.record('storeToken'),
      clearToken: harness.record('clearToken'),
      removeChatWidget: harness.record('removeChatWidget'),
      removeInjectedScripts: harness.record('removeInjectedScripts'),
      goToLogin: harness.record('goToLogin'),
    },
  }),
}

export const machineCatalog: LabMachine[] = [sessionLab, crawlLab, checkoutLab]

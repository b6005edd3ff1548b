import type { ListType, LoginResponse, Topic, User } from '../src/shared/types'
import type { LabMachine } from './lab-machine'
import { sessionMachine, type SessionData } from './session.machine'

/*
 * The app's own machine in the Machine Lab. A feature's machines are in its `<name>.lab.ts`, registered by its client
 * manifest (src/client/features/<feature>/feature.ts); the Machine Lab page shows this one and every registered one.
 */

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
  terms_version: 1,
  terms_required: false,
  language: 'en',
  license_time: null,
  last_reset: null,
  additional_query_count: 0,
  referral_partner: null,
  parent_id: null,
  is_child: false,
  has_google_api_key: false,
  is_partner: false,
  is_referral_partner: false,
  account: { id: 1, name: "Lab account", role: 'user', access: 'owner', modules: [
      { id: 1, slug: 'leads' },
      { id: 2, slug: 'admin' },
    ], parent_id: null, parent_name: null, is_child: false, status: 'active', plan: null, current: true },
}
const sampleListTypes: ListType[] = [
  { id: 1, name: 'People' },
  { id: 2, name: 'Local' },
]
const sampleTopics: Topic[] = [{ id: 1, title: 'Getting started', description: 'First steps', position: 1 }]

export const sessionLab: LabMachine = {
  id: 'session',
  title: 'commands.lab.machinesTitles.session',
  machine: sessionMachine,
  input: { token: null },
  eventSamples: {
    LOGIN: { email: 'lab@example.com', password: 'secret1' },
    AUTHENTICATED: { token: 'lab-token', user: sampleUser },
    USER_UPDATED: { user: { ...sampleUser, first_name: 'Renamed' } },
    SWITCHED: { token: 'lab-token-of-another-session' },
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

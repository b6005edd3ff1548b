import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createLabHarness } from '../../machines/lab-harness'
import { knownEventTypes } from '../../machines/lab-machine'
import '../../src/client/features/index'
import { loadLabMachines } from '../../src/client/features/lab/machine-lab-page'

/** The Machine Lab's machines: the session and every registered feature's. */
const machineCatalog = await loadLabMachines()

describe('Machine Lab catalog', () => {
  it('holds the session and each registered feature\'s machines', () => {
    expect(machineCatalog.map((m) => m.id).sort()).toEqual(['autopilotWizard', 'checkout', 'crawl', 'session', 'workflow-publish'])
  })

  it.each(machineCatalog.map((entry) => [entry.id, entry] as const))('%s: lab implementations cover every actor and action', (_, entry) => {
    const lab = entry.labImplementations(createLabHarness()) as { actors?: object; actions?: object }
    const declared = entry.machine.implementations as { actors: object; actions: object }
    expect(Object.keys(lab.actors ?? {}).sort()).toEqual(Object.keys(declared.actors).sort())
    expect(Object.keys(lab.actions ?? {}).sort()).toEqual(Object.keys(declared.actions).sort())
    for (const type of Object.keys(entry.eventSamples)) expect(knownEventTypes(entry.machine)).toContain(type)
  })

  it('lets a tester drive the session machine by resolving and rejecting actors by hand', async () => {
    const entry = machineCatalog.find((m) => m.id === 'session')!
    const lab = createLabHarness()
    const actor = createActor(entry.machine.provide(entry.labImplementations(lab)), { input: entry.input }).start()
    expect(knownEventTypes(entry.machine).sort()).toEqual(['AUTHENTICATED', 'LOGIN', 'LOGOUT', 'SWITCHED', 'USER_UPDATED'])

    actor.send({ type: 'LOGIN', ...entry.eventSamples.LOGIN })
    expect(lab.pending().map((p) => [p.actor, p.input])).toEqual([['login', { email: 'lab@example.com', password: 'secret1' }]])
    lab.pending()[0].resolve(lab.pending()[0].sample)
    await waitFor(actor, (s) => s.matches('loadingData'))
    expect(lab.actions()).toEqual([{ name: 'storeToken', params: { token: 'lab-token' } }])

    lab.pending()[0].reject('boom')
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(actor.getSnapshot().context.listTypes).toEqual([])
    expect(lab.pending()).toEqual([])
  })
})

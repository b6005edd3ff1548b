import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { emptyDraft, stepProblems, type WizardDraft, type WizardList } from '../../machines/autopilot-wizard.draft'
import { AUTOSAVE_DELAY_MS, autopilotWizardImplementations, autopilotWizardMachine, type AutopilotWizardDeps } from '../../machines/autopilot-wizard.machine'
import type { Autopilot, AutopilotUpdateBody } from '../../src/shared/automation/autopilot'

const lists: WizardList[] = [
  { id: 1, name: 'Cafes', type: 'industry', has_webhook: false },
  { id: 2, name: 'Hooked cafes', type: 'industry', has_webhook: true },
  { id: 3, name: 'People', type: 'people', has_webhook: false },
]
const localSearch = { category: 'Cafe', location: { country: 'DE', city: 'Berlin' }, limit: 20 }

const autopilotOf = (id: number, body: AutopilotUpdateBody): Autopilot =>
  ({ id, name: body.name ?? '', type: body.type ?? 'basic', status: body.status ?? 'draft' }) as Autopilot

/** A fake API recording each call; `fail` makes the next call reject, `hold` keeps calls pending until released. */
function fakeApi() {
  const calls: { op: 'create' | 'update'; id: number | null; body: AutopilotUpdateBody }[] = []
  const held: (() => void)[] = []
  let fail: unknown = null
  let hold = false
  const answer = (op: 'create' | 'update', id: number | null, body: AutopilotUpdateBody) => {
    calls.push({ op, id, body })
    const error = fail
    fail = null
    const settle = () => (error ? Promise.reject(error) : Promise.resolve(autopilotOf(id ?? 7, body)))
    if (!hold) return settle()
    return new Promise<Autopilot>((resolve, reject) => held.push(() => void settle().then(resolve, reject)))
  }
  const deps: AutopilotWizardDeps = { create: (body) => answer('create', null, body), update: (id, body) => answer('update', id, body) }
  return {
    deps,
    calls,
    failNext: (error: unknown) => void (fail = error),
    holdCalls: (on: boolean) => void (hold = on),
    release: () => held.splice(0).forEach((go) => go()),
  }
}

function start(draft: Partial<WizardDraft> = {}, api = fakeApi(), id: number | null = null) {
  const clock = new SimulatedClock()
  const machine = autopilotWizardMachine.provide(autopilotWizardImplementations(api.deps))
  const actor = createActor(machine, { clock, input: { id, draft: { ...emptyDraft('Europe/Berlin'), ...draft }, lists } }).start()
  const step = () => (actor.getSnapshot().value as { steps: unknown }).steps
  const autosave = () => (actor.getSnapshot().value as { autosave: unknown }).autosave
  return { actor, clock, api, step, autosave, send: actor.send.bind(actor) }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A local basic autopilot valid up to the list step. */
const localDraft: Partial<WizardDraft> = { name: 'Berlin cafes', list_type: 'industry', search: localSearch }

describe('autopilot wizard machine: steps', () => {
  it('refuses NEXT on an invalid step and moves on once it is valid; BACK is never guarded', () => {
    const w = start()
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('setup')
    w.send({ type: 'EDIT', patch: { list_type: 'industry' } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('details')
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('details')
    w.send({ type: 'BACK' })
    expect(w.step()).toBe('setup')
  })

  it('walks a local basic autopilot through all nine steps and back again', () => {
    const w = start(localDraft)
    const forward = ['details', 'districts', 'localFilters', 'list']
    for (const s of forward) {
      w.send({ type: 'NEXT' })
      expect(w.step()).toBe(s)
    }
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('list')
    w.send({ type: 'EDIT', patch: { campaign_id: 1 } })
    for (const s of ['enrichment', 'ai', 'crm', { save: 'ready' }]) {
      w.send({ type: 'NEXT' })
      expect(w.step()).toEqual(s)
    }
    for (const s of ['crm', 'ai', 'enrichment', 'list', 'localFilters', 'districts', 'details', 'setup']) {
      w.send({ type: 'BACK' })
      expect(w.step()).toBe(s)
    }
  })

  it('passes over nearby districts and local filters off local lists, in both directions', () => {
    const w = start({ name: 'Heads of sales', list_type: 'people', search: { titles: ['Head of Sales'], location: { country: 'DE' } } })
    w.send({ type: 'NEXT' })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('list')
    w.send({ type: 'BACK' })
    expect(w.step()).toBe('details')
  })

  it('passes over the CRM step for a webhook autopilot, in both directions', () => {
    const w = start({ ...localDraft, type: 'webhook', campaign_id: 2 })
    w.send({ type: 'GOTO', step: 'ai' })
    expect(w.step()).toBe('ai')
    w.send({ type: 'NEXT' })
    expect(w.step()).toEqual({ save: 'ready' })
    w.send({ type: 'BACK' })
    expect(w.step()).toBe('ai')
  })

  it('refuses a webhook autopilot on a list without a webhook with the exact message code', () => {
    const w = start({ ...localDraft, type: 'webhook', campaign_id: 1 })
    w.send({ type: 'GOTO', step: 'list' })
    expect(w.step()).toBe('list')
    expect(stepProblems('list', w.actor.getSnapshot().context.draft, lists)).toEqual({ campaign_id: [{ code: 'integrations.no_list_webhook', params: { field: 'campaign_id' } }] })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('list')
    w.send({ type: 'EDIT', patch: { campaign_id: 2 } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('enrichment')
  })

  it('goes to a step only when every step before it is valid, and never to one that does not apply', () => {
    const w = start({ name: 'x', list_type: 'industry', search: {} })
    w.send({ type: 'GOTO', step: 'list' })
    expect(w.step()).toBe('setup')
    w.send({ type: 'GOTO', step: 'details' })
    expect(w.step()).toBe('details')
    w.send({ type: 'EDIT', patch: { search: localSearch } })
    w.send({ type: 'GOTO', step: 'enrichment' })
    expect(w.step()).toBe('details')
    w.send({ type: 'GOTO', step: 'list' })
    expect(w.step()).toBe('list')
    w.send({ type: 'EDIT', patch: { list_type: 'people' } })
    w.send({ type: 'GOTO', step: 'districts' })
    expect(w.step()).toBe('list')
  })

  it('guards enrichment and AI on a choice when switched on, and local filters on a rating of 0 to 5', () => {
    const w = start({ ...localDraft, campaign_id: 1 })
    w.send({ type: 'GOTO', step: 'localFilters' })
    w.send({ type: 'EDIT', patch: { local_filters: { min_rating: 7 } } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('localFilters')
    w.send({ type: 'EDIT', patch: { local_filters: { min_rating: 4.5 } } })
    w.send({ type: 'NEXT' })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('enrichment')
    w.send({ type: 'EDIT', patch: { enrichment: { enabled: true, kinds: [] } } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('enrichment')
    w.send({ type: 'EDIT', patch: { enrichment: { enabled: true, kinds: ['find-emails'] } } })
    w.send({ type: 'NEXT' })
    w.send({ type: 'EDIT', patch: { ai: { enabled: true, prompt_ids: [] } } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('ai')
    w.send({ type: 'EDIT', patch: { ai: { enabled: false, prompt_ids: [] } } })
    w.send({ type: 'NEXT' })
    expect(w.step()).toBe('crm')
  })

  it('empties the search, the list and the local settings when the list type changes', () => {
    const w = start({ ...localDraft, campaign_id: 1, nearby_districts: ['Mitte'], local_filters: { min_rating: 4 } })
    w.send({ type: 'EDIT', patch: { list_type: 'people' } })
    const { draft } = w.actor.getSnapshot().context
    expect(draft).toMatchObject({ list_type: 'people', search: {}, campaign_id: null, nearby_districts: [], local_filters: {} })
  })
})

describe('autopilot wizard machine: autosave and save', () => {
  it('saves the draft once after the edits stop, creating it first and updating it after', async () => {
    const w = start()
    w.send({ type: 'EDIT', patch: { name: 'Be' } })
    w.clock.increment(AUTOSAVE_DELAY_MS - 1)
    w.send({ type: 'EDIT', patch: { name: 'Berlin' } })
    w.clock.increment(AUTOSAVE_DELAY_MS - 1)
    expect(w.api.calls).toHaveLength(0)
    w.clock.increment(1)
    await settle()
    expect(w.api.calls).toEqual([{ op: 'create', id: null, body: expect.objectContaining({ name: 'Berlin', status: 'draft' }) }])
    expect(w.autosave()).toBe('saved')
    expect(w.actor.getSnapshot().context.id).toBe(7)
    w.send({ type: 'EDIT', patch: { time: '10:30' } })
    w.clock.increment(AUTOSAVE_DELAY_MS)
    await settle()
    expect(w.api.calls[1]).toEqual({ op: 'update', id: 7, body: expect.objectContaining({ time: '10:30' }) })
    expect(w.api.calls[1].body).not.toHaveProperty('status')
    expect(w.api.calls[1].body).not.toHaveProperty('list_type')
  })

  it('does not save a draft without a name', () => {
    const w = start()
    w.send({ type: 'EDIT', patch: { list_type: 'industry' } })
    w.clock.increment(AUTOSAVE_DELAY_MS)
    expect(w.api.calls).toHaveLength(0)
    expect(w.autosave()).toBe('idle')
  })

  it('shows a failed autosave, and saves again on retry or on the next edit', async () => {
    const w = start({ name: 'A' }, fakeApi(), 5)
    w.api.failNext({ code: 'error.network', params: {}, fields: {} })
    w.send({ type: 'EDIT', patch: { name: 'AB' } })
    w.clock.increment(AUTOSAVE_DELAY_MS)
    await settle()
    expect(w.autosave()).toBe('failed')
    expect(w.actor.getSnapshot().context.autosaveFailure).toEqual({ code: 'error.network', params: {}, fields: {} })
    w.send({ type: 'RETRY_AUTOSAVE' })
    await settle()
    expect(w.autosave()).toBe('saved')
    expect(w.actor.getSnapshot().context.autosaveFailure).toBeNull()
    expect(w.api.calls.map((c) => c.op)).toEqual(['update', 'update'])
  })

  it('saves again when the draft changed while it was being saved', async () => {
    const w = start({ name: 'A' }, fakeApi(), 5)
    w.api.holdCalls(true)
    w.send({ type: 'EDIT', patch: { name: 'AB' } })
    w.clock.increment(AUTOSAVE_DELAY_MS)
    expect(w.autosave()).toBe('saving')
    w.send({ type: 'EDIT', patch: { name: 'ABC' } })
    w.api.holdCalls(false)
    w.api.release()
    await settle()
    expect(w.autosave()).toBe('waiting')
    w.clock.increment(AUTOSAVE_DELAY_MS)
    await settle()
    expect(w.api.calls.map((c) => c.body.name)).toEqual(['AB', 'ABC'])
    expect(w.autosave()).toBe('saved')
  })

  it('activates on SAVE when every step is valid, and ends there', async () => {
    const w = start({ ...localDraft, campaign_id: 1 }, fakeApi(), 9)
    w.send({ type: 'GOTO', step: 'save' })
    w.send({ type: 'SAVE' })
    expect(w.step()).toEqual({ save: 'activating' })
    await settle()
    expect(w.step()).toBe('saved')
    expect(w.api.calls).toEqual([{ op: 'update', id: 9, body: expect.objectContaining({ status: 'active', campaign_id: 1, delivery: { crm: null, webhook: false, phones: false } }) }])
    w.send({ type: 'EDIT', patch: { name: 'changed' } })
    w.send({ type: 'BACK' })
    expect(w.step()).toBe('saved')
    expect(w.actor.getSnapshot().context.draft.name).toBe('Berlin cafes')
  })

  it('delivers a webhook autopilot to its list webhook, without CRM', async () => {
    const w = start({ ...localDraft, type: 'webhook', campaign_id: 2, delivery: { crm: 'ghl', webhook: false, phones: true } }, fakeApi(), 9)
    w.send({ type: 'GOTO', step: 'save' })
    w.send({ type: 'SAVE' })
    await settle()
    expect(w.api.calls[0].body.delivery).toEqual({ crm: null, webhook: true, phones: false })
  })

  it('keeps the user on the last step with the server refusal, and saves again on SAVE', async () => {
    const w = start({ ...localDraft, campaign_id: 1 }, fakeApi(), 9)
    w.api.failNext({ code: 'error.validation', params: {}, fields: { campaign_id: [{ code: 'integrations.no_list_webhook' }] } })
    w.send({ type: 'GOTO', step: 'save' })
    w.send({ type: 'SAVE' })
    await settle()
    expect(w.step()).toEqual({ save: 'ready' })
    expect(w.actor.getSnapshot().context.saveFailure?.fields.campaign_id[0].code).toBe('integrations.no_list_webhook')
    w.send({ type: 'SAVE' })
    await settle()
    expect(w.step()).toBe('saved')
    expect(w.actor.getSnapshot().context.saveFailure).toBeNull()
  })

  it('ignores SAVE while a step is invalid', () => {
    const w = start({ ...localDraft, campaign_id: 1 }, fakeApi(), 9)
    w.send({ type: 'GOTO', step: 'save' })
    w.send({ type: 'EDIT', patch: { name: ' ' } })
    w.send({ type: 'SAVE' })
    expect(w.step()).toEqual({ save: 'ready' })
  })

  it('waits for a first autosave in flight before activating, so one autopilot is created', async () => {
    const w = start({ ...localDraft, campaign_id: 1 })
    w.send({ type: 'GOTO', step: 'save' })
    w.api.holdCalls(true)
    w.send({ type: 'EDIT', patch: { max_results_per_period: 50 } })
    w.clock.increment(AUTOSAVE_DELAY_MS)
    expect(w.autosave()).toBe('saving')
    w.send({ type: 'SAVE' })
    expect(w.step()).toEqual({ save: 'waitingForDraft' })
    w.api.holdCalls(false)
    w.api.release()
    await settle()
    await settle()
    expect(w.step()).toBe('saved')
    expect(w.api.calls.map((c) => [c.op, c.id, c.body.status])).toEqual([
      ['create', null, 'draft'],
      ['update', 7, 'active'],
    ])
  })
})

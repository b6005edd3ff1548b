import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate'
import type { Autopilot, AutopilotUpdateBody } from '../src/shared/automation/autopilot'
import type { FieldMessages, Message } from '../src/shared/message-format'
import { applies, bodyOf, reachable, stepValid, wizardSteps, type WizardDraft, type WizardList, type WizardStep } from './autopilot-wizard.draft'

/** Quiet time after the last edit before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800

/** A failed call as the wizard shows it: the answer's code, and each refused field's messages. */
export type WizardFailure = Message & { fields: FieldMessages }

export type WizardContext = {
  /** The server's autopilot, null until the first autosave created it. */
  id: number | null
  draft: WizardDraft
  lists: WizardList[]
  /** Which way the last move went, so a step that does not apply passes the user on in the same direction. */
  direction: 'forward' | 'back'
  /** Bumped by every edit; an autosave that ends behind it saves again. */
  revision: number
  savingRevision: number
  savedAt: number | null
  autosaveFailure: WizardFailure | null
  saveFailure: WizardFailure | null
  saved: Autopilot | null
}
export type WizardInput = { id?: number | null; draft: WizardDraft; lists?: WizardList[] }
export type WizardEvent =
  | { type: 'EDIT'; patch: Partial<WizardDraft> }
  | { type: 'LISTS'; lists: WizardList[] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GOTO'; step: WizardStep }
  | { type: 'SAVE' }
  | { type: 'RETRY_AUTOSAVE' }
  /** Internal: an edit to autosave, and an autosave that ended. */
  | { type: 'DIRTY' }
  | { type: 'DRAFT_SAVED' }

export type SaveDraftInput = { id: number | null; body: AutopilotUpdateBody }
/** The autopilot's id with the whole body; the server's answer is the saved autopilot. */
export type ActivateInput = { id: number | null; body: AutopilotUpdateBody }

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`autopilot wizard actor "${name}" was not provided`))
}

export function failureOf(error: unknown): WizardFailure {
  const e = error as { code?: unknown; params?: unknown; fields?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : 'error.unexpected'
  const params = e?.params && typeof e.params === 'object' ? (e.params as Message['params']) : {}
  const fields = e?.fields && typeof e.fields === 'object' ? (e.fields as FieldMessages) : {}
  return { code, params, fields }
}

/** A changed list type empties what belonged to the old one: its search, its list and the local-only steps. */
function patched(draft: WizardDraft, patch: Partial<WizardDraft>): WizardDraft {
  const next = { ...draft, ...patch }
  if (patch.list_type !== undefined && patch.list_type !== draft.list_type) {
    return { ...next, search: patch.search ?? {}, campaign_id: patch.campaign_id ?? null, nearby_districts: [], local_filters: {} }
  }
  return next
}

const wizardSetup = setup({
  types: {} as { context: WizardContext; input: WizardInput; events: WizardEvent },
  actors: {
    saveDraft: fromPromise<Autopilot, SaveDraftInput>(notProvided('saveDraft')),
    activate: fromPromise<Autopilot, ActivateInput>(notProvided('activate')),
  },
  guards: {
    stepValid: ({ context }, params: { step: WizardStep }) => stepValid(params.step, context.draft, context.lists),
    skipped: ({ context }, params: { step: WizardStep }) => !applies(params.step, context.draft),
    goingForward: ({ context }) => context.direction === 'forward',
    canGoTo: ({ context, event }, params: { step: WizardStep }) => event.type === 'GOTO' && event.step === params.step && reachable(params.step, context.draft, context.lists),
    allValid: ({ context }) => wizardSteps.every((s) => stepValid(s, context.draft, context.lists)),
    hasName: ({ context }) => context.draft.name.trim().length > 0,
    editedSince: ({ context }) => context.revision > context.savingRevision,
  },
  delays: { autosave: AUTOSAVE_DELAY_MS },
})

const forward = wizardSetup.assign({ direction: 'forward' as const })
const back = wizardSetup.assign({ direction: 'back' as const })

/** One step's state: NEXT when valid, BACK always, and passed over (in the direction of travel) when it does not apply. */
function stepState(step: WizardStep) {
  const index = wizardSteps.indexOf(step)
  const next = wizardSteps[index + 1]
  const prev = wizardSteps[index - 1]
  const skip = step === 'districts' || step === 'localFilters' || step === 'crm'
  return {
    ...(skip
      ? {
          always: [
            { guard: and([{ type: 'skipped' as const, params: { step } }, 'goingForward']), target: next },
            { guard: { type: 'skipped' as const, params: { step } }, target: prev, actions: back },
          ],
        }
      : {}),
    on: {
      ...(next && step !== 'save' ? { NEXT: { guard: { type: 'stepValid' as const, params: { step } }, target: next, actions: forward } } : {}),
      ...(prev ? { BACK: { target: prev, actions: back } } : {}),
    },
  }
}

/**
 * The autopilot create/edit wizard: one state per step (region `steps`), NEXT guarded by the step's validity, BACK
 * unguarded, GOTO to a step whose predecessors are all valid; steps that do not apply (nearby districts and local
 * filters off local lists, CRM for a webhook autopilot) are passed over with guarded `always`. The server's draft is
 * the source of truth: every edit is saved, debounced, by the autosave region (a failure shown, retried by the next
 * edit or RETRY_AUTOSAVE). SAVE on the last step activates the autopilot (it waits for an autosave in flight, so a
 * first save never creates two). Pure: calls are actors given with .provide() (see autopilotWizardImplementations).
 */
export const autopilotWizardMachine = wizardSetup.createMachine({
  id: 'autopilotWizard',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id ?? null,
    draft: input.draft,
    lists: input.lists ?? [],
    direction: 'forward',
    revision: 0,
    savingRevision: 0,
    savedAt: null,
    autosaveFailure: null,
    saveFailure: null,
    saved: null,
  }),
  on: {
    EDIT: {
      guard: not(stateIn({ steps: 'saved' })),
      actions: [assign({ draft: ({ context, event }) => patched(context.draft, event.patch), revision: ({ context }) => context.revision + 1 }), raise({ type: 'DIRTY' })],
    },
    LISTS: { actions: assign({ lists: ({ event }) => event.lists }) },
  },
  states: {
    steps: {
      initial: 'setup',
      on: {
        GOTO: wizardSteps.map((step) => ({ guard: { type: 'canGoTo' as const, params: { step } }, target: `.${step}`, actions: forward })),
      },
      states: {
        setup: stepState('setup'),
        details: stepState('details'),
        districts: stepState('districts'),
        localFilters: stepState('localFilters'),
        list: stepState('list'),
        enrichment: stepState('enrichment'),
        ai: stepState('ai'),
        crm: stepState('crm'),
        save: {
          initial: 'ready',
          on: { BACK: { target: 'crm', actions: back } },
          states: {
            ready: {
              on: {
                SAVE: [
                  { guard: and(['allValid', stateIn({ autosave: 'saving' })]), target: 'waitingForDraft' },
                  { guard: 'allValid', target: 'activating' },
                ],
              },
            },
            waitingForDraft: { on: { DRAFT_SAVED: 'activating' } },
            activating: {
              entry: assign({ saveFailure: null }),
              on: { BACK: {} },
              invoke: {
                src: 'activate',
                input: ({ context }) => ({ id: context.id, body: { ...bodyOf(context.draft), status: 'active' } }),
                onDone: { target: '#autopilotWizard.steps.saved', actions: assign({ saved: ({ event }) => event.output, id: ({ event }) => event.output.id }) },
                onError: { target: 'ready', actions: assign({ saveFailure: ({ event }) => failureOf(event.error) }) },
              },
            },
          },
        },
        saved: { type: 'final', on: { GOTO: {}, BACK: {} } },
      },
    },
    autosave: {
      initial: 'idle',
      states: {
        idle: { on: { DIRTY: 'waiting' } },
        waiting: {
          on: { DIRTY: { target: 'waiting', reenter: true } },
          after: { autosave: [{ guard: and(['hasName', not(stateIn({ steps: 'saved' })), not(stateIn({ steps: { save: 'activating' } }))]), target: 'saving' }, { target: 'idle' }] },
        },
        saving: {
          entry: assign({ savingRevision: ({ context }) => context.revision }),
          invoke: {
            src: 'saveDraft',
            input: ({ context }) => ({ id: context.id, body: context.id === null ? { ...bodyOf(context.draft), status: 'draft' as const } : bodyOf(context.draft) }),
            onDone: [
              { guard: 'editedSince', target: 'waiting', actions: [assign({ id: ({ event }) => event.output.id, autosaveFailure: null }), raise({ type: 'DRAFT_SAVED' })] },
              { target: 'saved', actions: [assign({ id: ({ event }) => event.output.id, autosaveFailure: null, savedAt: () => Date.now() }), raise({ type: 'DRAFT_SAVED' })] },
            ],
            onError: { target: 'failed', actions: [assign({ autosaveFailure: ({ event }) => failureOf(event.error) }), raise({ type: 'DRAFT_SAVED' })] },
          },
        },
        saved: { on: { DIRTY: 'waiting' } },
        failed: { on: { DIRTY: 'waiting', RETRY_AUTOSAVE: 'saving' } },
      },
    },
  },
})

export type AutopilotWizardDeps = {
  create(body: AutopilotUpdateBody): Promise<Autopilot>
  update(id: number, body: AutopilotUpdateBody): Promise<Autopilot>
}

/** The app's implementations: a first save creates the autopilot (a draft, or active), every later one updates it. */
export function autopilotWizardImplementations(deps: AutopilotWizardDeps) {
  const save = ({ input }: { input: SaveDraftInput }) => (input.id === null ? deps.create(input.body) : deps.update(input.id, input.body))
  return {
    actors: {
      saveDraft: fromPromise<Autopilot, SaveDraftInput>(save),
      activate: fromPromise<Autopilot, ActivateInput>(save),
    },
  }
}

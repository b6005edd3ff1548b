import { assign, fromPromise, setup } from 'xstate'
import { isApiFailure } from '../src/shared/api-failure'
import type { Message } from '../src/shared/message-format'
import { unknownReferences, validateGraph, type WorkflowGraph, type WorkflowProblem, type WorkflowReferences } from '../src/shared/automation/workflow-nodes'

/** What a successful publish answers, as the machine reads it: the new version and the draft's revision after it. */
export type PublishAnswer = { draft_revision: number; published: { version: number; published_at: string } | null }
export type WorkflowPublishInput = { graph: WorkflowGraph; draftRevision: number; publishedVersion: number | null; references?: WorkflowReferences }
export type WorkflowPublishContext = {
  graph: WorkflowGraph
  draftRevision: number
  publishedVersion: number | null
  /** The account's prompts and webhooks once loaded: a step naming one that is gone cannot be published. */
  references: WorkflowReferences
  /** Why the graph cannot be published: the builder's own check, or the server's (422) when it refused. */
  problems: WorkflowProblem[]
  /** Why the last publish failed (network, server), by code; the page words it. */
  error: Message | null
}
export type WorkflowPublishEvent =
  /** The draft changed in the builder (and its autosave may have moved the revision). */
  | { type: 'EDIT'; graph: WorkflowGraph; draftRevision: number }
  | { type: 'PUBLISH' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The draft's autosave was refused as stale (409): someone else changed the workflow. */
  | { type: 'CONFLICT' }
  /** The workflow was loaded again from the server after a conflict. */
  | { type: 'RELOADED'; graph: WorkflowGraph; draftRevision: number; publishedVersion: number | null }
  /** The account's prompts or webhooks were (re)loaded. */
  | { type: 'REFERENCES'; references: WorkflowReferences }

/** Tags the builder's commands and panels read: a publish under way, a draft that cannot be saved until reloaded. */
export const workflowPublishTags = { busy: 'busy', stale: 'stale' } as const

const notProvided = (name: string) => () => Promise.reject(new Error(`workflow-publish actor "${name}" was not provided`))
/** The draft an EDIT carries. */
const editedDraft = ({ event }: { event: WorkflowPublishEvent }): Partial<WorkflowPublishContext> =>
  event.type === 'EDIT' ? { graph: event.graph, draftRevision: event.draftRevision } : {}

/** The HTTP status of a refused publish (an actor's error event carries the ApiFailure), null for any other error. */
function refusedStatus(event: unknown): number | null {
  const error = (event as { error?: unknown }).error
  return isApiFailure(error) ? error.status : null
}

/** The server's problems of a 422, or one `workflow_invalid` when it named none. */
function serverProblems(error: unknown): WorkflowProblem[] {
  const listed = isApiFailure(error) && Array.isArray(error.body.problems) ? (error.body.problems as WorkflowProblem[]) : []
  return listed.length ? listed : [{ code: 'automation.workflow_node_invalid' }]
}
const failureOf = (error: unknown): Message => (isApiFailure(error) && error.status !== 0 ? { code: error.code, params: error.params } : { code: 'error.network' })

/**
 * Publishing a workflow's draft: the builder checks the graph first (one trigger, every node connected and reachable,
 * no cycle, every step's settings valid and naming prompts and webhooks the account has: "Please connect all nodes
 * before proceeding."), asks, then publishes; the server checks again (422: its problems; 409: the draft changed
 * elsewhere). A second PUBLISH while one is under way is ignored. Pure: the publish call is the `publish` actor, given with .provide().
 */
export const workflowPublishMachine = setup({
  types: {} as { context: WorkflowPublishContext; input: WorkflowPublishInput; events: WorkflowPublishEvent },
  actors: {
    publish: fromPromise<PublishAnswer, { graph: WorkflowGraph; draftRevision: number }>(notProvided('publish')),
  },
  actions: {
    /** A version was published: the page refreshes the workflow and the dashboard's list. */
    published: (_: unknown, _params: { version: number | null }) => {},
  },
  guards: {
    graphInvalid: ({ context }) => context.problems.length > 0,
    refusedInvalid: ({ event }) => refusedStatus(event) === 422,
    refusedStale: ({ event }) => refusedStatus(event) === 409,
  },
}).createMachine({
  id: 'workflowPublish',
  initial: 'editing',
  context: ({ input }) => ({ graph: input.graph, draftRevision: input.draftRevision, publishedVersion: input.publishedVersion, references: input.references ?? unknownReferences, problems: [], error: null }),
  on: {
    CONFLICT: '.conflict',
    REFERENCES: { actions: assign({ references: ({ event }) => event.references }) },
  },
  states: {
    editing: {
      on: { EDIT: { actions: assign(editedDraft) }, PUBLISH: 'validating' },
    },
    validating: {
      entry: assign({ problems: ({ context }) => validateGraph(context.graph, context.references), error: null }),
      always: [{ guard: 'graphInvalid', target: 'invalid' }, { target: 'confirming' }],
    },
    invalid: {
      on: { EDIT: { target: 'editing', actions: [assign(editedDraft), assign({ problems: [] })] }, PUBLISH: 'validating' },
    },
    confirming: {
      on: { CONFIRM: 'publishing', CANCEL: 'editing', EDIT: { target: 'editing', actions: assign(editedDraft) } },
    },
    publishing: {
      tags: [workflowPublishTags.busy],
      // No PUBLISH here: a second press while the first is on its way does nothing. Edits are kept for the next one.
      on: { EDIT: { actions: assign(editedDraft) } },
      invoke: {
        src: 'publish',
        input: ({ context }) => ({ graph: context.graph, draftRevision: context.draftRevision }),
        onDone: {
          target: 'published',
          actions: assign(({ event }) => ({ draftRevision: event.output.draft_revision, publishedVersion: event.output.published?.version ?? null })),
        },
        onError: [
          { guard: 'refusedInvalid', target: 'invalid', actions: assign({ problems: ({ event }) => serverProblems(event.error) }) },
          { guard: 'refusedStale', target: 'conflict' },
          { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    published: {
      entry: { type: 'published', params: ({ context }) => ({ version: context.publishedVersion }) },
      on: { EDIT: { target: 'editing', actions: assign(editedDraft) }, PUBLISH: 'validating' },
    },
    failed: {
      on: { EDIT: { target: 'editing', actions: assign(editedDraft) }, PUBLISH: 'validating' },
    },
    /** The draft changed elsewhere: nothing is saved or published until the page loads it again. */
    conflict: {
      tags: [workflowPublishTags.stale],
      on: {
        CONFLICT: {},
        RELOADED: {
          target: 'editing',
          actions: assign(({ event }) => ({ graph: event.graph, draftRevision: event.draftRevision, publishedVersion: event.publishedVersion, problems: [], error: null })),
        },
      },
    },
  },
})

export type WorkflowPublishDeps = {
  /** Saves the draft if the builder holds unsaved edits, then POST /api/workflows/{id}/publish with its revision. */
  publish(input: { graph: WorkflowGraph; draftRevision: number }): Promise<PublishAnswer>
  onPublished(version: number | null): void
}

/** The app's implementations: `workflowPublishMachine.provide(workflowPublishImplementations(deps))`. */
export function workflowPublishImplementations(deps: WorkflowPublishDeps) {
  return {
    actors: { publish: fromPromise<PublishAnswer, { graph: WorkflowGraph; draftRevision: number }>(({ input }) => deps.publish(input)) },
    actions: { published: (_: unknown, params: { version: number | null }) => deps.onPublished(params.version) },
  }
}

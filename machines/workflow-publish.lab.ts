import type { LabMachine } from './lab-machine'
import { workflowPublishMachine, type PublishAnswer } from './workflow-publish.machine'
import type { WorkflowGraph } from '../src/shared/automation/workflow-nodes'

/** A trigger, an enrichment step and an orphan content step: publishing it is refused until the orphan is connected. */
const orphanGraph: WorkflowGraph = {
  nodes: [
    { id: 'trigger', type: 'trigger', data: { event: 'manual' }, position: { x: 0, y: 0 } },
    { id: 'emails', type: 'enrichment', data: { kind: 'find-emails' }, position: { x: 240, y: 0 } },
    { id: 'write', type: 'content_creation', data: { prompt_type: 'first_line' }, position: { x: 480, y: 0 } },
  ],
  edges: [{ id: 'trigger-emails', source: 'trigger', target: 'emails' }],
}
const connectedGraph: WorkflowGraph = { ...orphanGraph, edges: [...orphanGraph.edges, { id: 'emails-write', source: 'emails', target: 'write' }] }
const published: PublishAnswer = { draft_revision: 4, published: { version: 1, published_at: '2026-01-01T09:00:00.000Z' } }

/** The publish machine in the Machine Lab: the tester edits the graph by EDIT and answers the publish call by hand. */
export const workflowPublishLab: LabMachine = {
  id: 'workflow-publish',
  title: 'workflows.lab.publish',
  machine: workflowPublishMachine,
  input: { graph: orphanGraph, draftRevision: 3, publishedVersion: null },
  eventSamples: {
    EDIT: { graph: connectedGraph, draftRevision: 4 },
    RELOADED: { graph: connectedGraph, draftRevision: 5, publishedVersion: 1 },
    REFERENCES: { references: { promptIds: [1, 2], webhookIds: [] } },
  },
  labImplementations: (harness) => ({
    actors: { publish: harness.manual<PublishAnswer>('publish', published) },
    actions: { published: harness.record('published') },
  }),
}

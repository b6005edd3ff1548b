import type { AnyStateMachine } from 'xstate'
import type { LabHarness } from './lab-harness'

/** One machine of the Machine Lab: the machine, a starting input, sample events and stand-ins for its effects. */
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

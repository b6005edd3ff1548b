import { useEffect, useReducer, useRef, useState } from 'react'
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate'
import { createLabHarness, type LabHarness } from '../../../../machines/lab-harness'
import type { LabMachine } from '../../../../machines/lab-machine'

export type LabRun = {
  snapshot: AnyMachineSnapshot | null
  harness: LabHarness | null
  send(event: { type: string }): void
  restart(input: unknown): void
}

/** One live actor of a catalog machine with its lab implementations; restart() starts a fresh one. */
export function useLabActor(entry: LabMachine): LabRun {
  const [run, setRun] = useState<{ input: unknown; generation: number }>({ input: entry.input, generation: 0 })
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null)
  const [harness, setHarness] = useState<LabHarness | null>(null)
  const [, harnessChanged] = useReducer((n: number) => n + 1, 0)
  const actorRef = useRef<AnyActorRef | null>(null)

  useEffect(() => {
    const lab = createLabHarness()
    const actor = createActor(entry.machine.provide(entry.labImplementations(lab)), { input: run.input })
    const stopWatchingLab = lab.subscribe(harnessChanged)
    const subscription = actor.subscribe({ next: (next) => setSnapshot(next), error: () => setSnapshot(actor.getSnapshot()) })
    actorRef.current = actor
    setHarness(lab)
    actor.start()
    setSnapshot(actor.getSnapshot())
    return () => {
      subscription.unsubscribe()
      stopWatchingLab()
      actor.stop()
      actorRef.current = null
    }
  }, [entry, run])

  return {
    snapshot,
    harness,
    send: (event) => actorRef.current?.send(event),
    restart: (input) => setRun((previous) => ({ input, generation: previous.generation + 1 })),
  }
}

/** Parses a JSON field; the error text is shown next to the field. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: text.trim() === '' ? null : JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

import { fromPromise } from 'xstate'

/** A promise actor of a lab run, waiting for the tester to settle it by hand. */
export type PendingActor = {
  id: number
  actor: string
  input: unknown
  /** A plausible output, offered as the starting value of the editable JSON. */
  sample: unknown
  resolve(output: unknown): void
  reject(message: string): void
}
export type RecordedAction = { name: string; params: unknown }

export type LabHarness = {
  /** Stands in for an actor: every invocation waits in `pending()` until resolved or rejected. */
  manual<TOutput, TInput = unknown>(name: string, sample: TOutput): ReturnType<typeof fromPromise<TOutput, TInput>>
  /** Stands in for an action: it only records its name and params in `actions()`. */
  record(name: string): (args: unknown, params?: unknown) => void
  pending(): readonly PendingActor[]
  actions(): readonly RecordedAction[]
  subscribe(listener: () => void): () => void
}

/** No timers, no I/O: the lab's actors and actions, driven by the tester (machines/catalog.ts). */
export function createLabHarness(): LabHarness {
  let pending: PendingActor[] = []
  let actions: RecordedAction[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  return {
    manual<TOutput, TInput = unknown>(name: string, sample: TOutput) {
      return fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const id = nextId++
            const settle = () => {
              pending = pending.filter((p) => p.id !== id)
              changed()
            }
            pending = [
              ...pending,
              {
                id,
                actor: name,
                input,
                sample,
                resolve: (output) => (settle(), resolve(output as TOutput)),
                reject: (message) => (settle(), reject(new Error(message))),
              },
            ]
            signal.addEventListener('abort', settle)
            changed()
          }),
      )
    },
    record(name) {
      return (_args, params) => {
        actions = [...actions, { name, params: params ?? null }]
        changed()
      }
    },
    pending: () => pending,
    actions: () => actions,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

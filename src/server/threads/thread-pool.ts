import { Worker, type ResourceLimits } from 'node:worker_threads'

/**
 * A few worker threads for work that must not run on the server's own thread: CPU-heavy (reading a crawled page) or
 * unfit for it (pdf.js, whose legacy build replaces JSON.stringify, JSON.parse and Array.prototype.push with slower
 * polyfills for the whole realm it is loaded in). A task goes to the thread with the fewest waiting; threads start on
 * the first task and hold the process open only while they have work. A thread that fails to start or dies is
 * replaced on the next task, and the tasks it held are handed to `lost`: each caller decides what a lost task becomes.
 *
 * The entry is a plain JavaScript module (so it starts the same under the server's tsx, vitest and a bare node) that
 * answers each `{ id, ...task }` message with `{ id, value }` or `{ id, error }`.
 */
export type ThreadPool<Task, Result> = {
  run(task: Task, transfer?: ArrayBuffer[]): Promise<Result>
  /** Stops the threads (tests; idle threads do not keep a process alive). */
  stop(): Promise<void>
}

type Waiting<Task, Result> = { task: Task; resolve(value: Result): void; reject(err: Error): void }
type Thread<Task, Result> = { worker: Worker; waiting: Map<number, Waiting<Task, Result>> }

export class ThreadTaskFailed extends Error {}

export function threadPool<Task extends object, Result>(options: { entry: URL; threads: number; resourceLimits?: ResourceLimits; lost(task: Task): Promise<Result> | Result }): ThreadPool<Task, Result> {
  const threads: (Thread<Task, Result> | null)[] = Array.from({ length: options.threads }, () => null)
  let nextId = 0

  function start(slot: number): Thread<Task, Result> {
    const worker = new Worker(options.entry, { execArgv: [], resourceLimits: options.resourceLimits })
    const thread: Thread<Task, Result> = { worker, waiting: new Map() }
    worker.unref()
    worker.on('message', (message: { id: number; value?: Result; error?: string }) => {
      const waiting = thread.waiting.get(message.id)
      if (!waiting) return
      thread.waiting.delete(message.id)
      if (thread.waiting.size === 0) worker.unref()
      if (message.error === undefined) waiting.resolve(message.value as Result)
      else waiting.reject(new ThreadTaskFailed(message.error))
    })
    const fail = () => {
      if (threads[slot] === thread) threads[slot] = null
      for (const { task, resolve, reject } of thread.waiting.values()) {
        Promise.resolve()
          .then(() => options.lost(task))
          .then(resolve, reject)
      }
      thread.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', fail)
    return thread
  }

  return {
    run(task, transfer) {
      let slot = 0
      for (let i = 1; i < threads.length; i++) if ((threads[i]?.waiting.size ?? 0) < (threads[slot]?.waiting.size ?? 0)) slot = i
      const thread = threads[slot] ?? (threads[slot] = start(slot))
      const id = nextId++
      return new Promise((resolve, reject) => {
        if (thread.waiting.size === 0) thread.worker.ref()
        thread.waiting.set(id, { task, resolve, reject })
        thread.worker.postMessage({ ...task, id }, transfer)
      })
    },
    async stop() {
      await Promise.all(threads.map((thread, slot) => ((threads[slot] = null), thread?.worker.terminate())))
    },
  }
}

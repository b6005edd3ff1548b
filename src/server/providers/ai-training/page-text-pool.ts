import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { readTrainingPage, type TrainingPageText } from './page-text'

/**
 * Training page text read off the main thread: a few worker threads (one core fewer than the machine has, at least
 * one, at most four) shared by every crawl of the process. Reading a 30 KB page costs about a third of a millisecond of
 * CPU, as much as fetching it; on the main thread it held up the crawl's own requests, the job's stores and the API.
 * A page goes to the thread with the fewest waiting. A thread that fails to start or dies is replaced on the next
 * page, and the pages it held are read here instead: a page is never lost to a thread.
 */
type Waiting = { bytes: Buffer; url: string; resolve(page: TrainingPageText): void; reject(err: Error): void }
type Thread = { worker: Worker; waiting: Map<number, Waiting> }

const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1))
const threads: (Thread | null)[] = Array.from({ length: THREADS }, () => null)
let nextId = 0

function start(slot: number): Thread {
  const worker = new Worker(new URL('./page-text-worker.mjs', import.meta.url), { execArgv: [] })
  const thread: Thread = { worker, waiting: new Map() }
  worker.unref()
  worker.on('message', (message: { id: number; page?: TrainingPageText; error?: string }) => {
    const waiting = thread.waiting.get(message.id)
    if (!waiting) return
    thread.waiting.delete(message.id)
    if (thread.waiting.size === 0) worker.unref()
    if (message.page) waiting.resolve(message.page)
    else waiting.reject(new Error(message.error ?? 'The page could not be read.'))
  })
  const fail = () => {
    if (threads[slot] === thread) threads[slot] = null
    // What the thread held is read here: the crawl goes on as if it had never left the main thread.
    for (const { bytes, url, resolve, reject } of thread.waiting.values()) {
      try {
        resolve(readTrainingPage(bytes.toString('utf8'), url))
      } catch (err) {
        reject(err as Error)
      }
    }
    thread.waiting.clear()
  }
  worker.on('error', fail)
  worker.on('exit', fail)
  return thread
}

/**
 * The readable text, title and links of a fetched page (its bytes, UTF-8), read on a worker thread. The bytes are
 * copied to the thread (a view into a larger buffer first cut out of it: a view sends its whole buffer) and decoded
 * there: decoding 30 KB here and sending the text cost the main thread a good part of what reading it there saves.
 */
export function readTrainingPageOffThread(bytes: Buffer, url: string): Promise<TrainingPageText> {
  let slot = 0
  for (let i = 1; i < THREADS; i++) if ((threads[i]?.waiting.size ?? 0) < (threads[slot]?.waiting.size ?? 0)) slot = i
  const thread = threads[slot] ?? (threads[slot] = start(slot))
  const id = nextId++
  return new Promise((resolve, reject) => {
    if (thread.waiting.size === 0) thread.worker.ref()
    thread.waiting.set(id, { bytes, url, resolve, reject })
    thread.worker.postMessage({ id, bytes: bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes), url })
  })
}

/** Stops the threads (tests; a process that ends needs nothing: idle threads do not keep it alive). */
export async function stopPageTextThreads(): Promise<void> {
  await Promise.all(threads.map((thread, slot) => (threads[slot] = null, thread?.worker.terminate())))
}

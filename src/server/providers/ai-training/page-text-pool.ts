import { availableParallelism } from 'node:os'
import { threadPool } from '../../threads/thread-pool'
import { readTrainingPage, type TrainingPageText } from './page-text'

/**
 * Training page text read off the main thread: a few worker threads (one core fewer than the machine has, at least
 * one, at most four) shared by every crawl of the process. Reading a 30 KB page costs about a third of a millisecond of
 * CPU, as much as fetching it; on the main thread it held up the crawl's own requests, the job's stores and the API.
 * The pages a thread held when it failed are read here instead: a page is never lost to a thread.
 */
const pool = threadPool<{ bytes: Buffer; url: string }, TrainingPageText>({
  entry: new URL('./page-text-worker.mjs', import.meta.url),
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  lost: ({ bytes, url }) => readTrainingPage(bytes.toString('utf8'), url),
})

/**
 * The readable text, title and links of a fetched page (its bytes, UTF-8), read on a worker thread. The bytes are
 * copied to the thread (a view into a larger buffer first cut out of it: a view sends its whole buffer) and decoded
 * there: decoding 30 KB here and sending the text cost the main thread a good part of what reading it there saves.
 */
export function readTrainingPageOffThread(bytes: Buffer, url: string): Promise<TrainingPageText> {
  return pool.run({ bytes: bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes), url })
}

/** Stops the threads (tests; a process that ends needs nothing: idle threads do not keep it alive). */
export const stopPageTextThreads = () => pool.stop()

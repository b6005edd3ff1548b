// The page-text thread's entry (page-text-pool.ts starts it, threads/thread-pool.ts runs it): plain JavaScript, so it starts the same under the
// server's tsx, vitest and a bare node; it loads the TypeScript reader through tsx's scoped import.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { readTrainingPage } = await tsImport('./page-text.ts', import.meta.url)

const utf8 = new TextDecoder()

parentPort.on('message', ({ id, bytes, url }) => {
  try {
    parentPort.postMessage({ id, value: readTrainingPage(utf8.decode(bytes), url) })
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
})

// The PDF thread's entry (pdf-text.ts starts it, threads/thread-pool.ts runs it): plain JavaScript, so it starts the
// same under the server's tsx, vitest and a bare node; it loads the TypeScript reader through tsx's scoped import.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { readPdfText } = await tsImport('./pdf-text-reader.ts', import.meta.url)

parentPort.on('message', async ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, value: await readPdfText(bytes) })
  } catch (err) {
    if (err?.name === 'PdfUnreadable') parentPort.postMessage({ id, value: { unreadable: err.message } })
    else parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
})

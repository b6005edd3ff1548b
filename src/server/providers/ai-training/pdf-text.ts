import { threadPool } from '../../threads/thread-pool'

/** Text a PDF keeps; the rest is dropped and the file marked truncated. */
export const PDF_TEXT_MAX_CHARS = 1_000_000

/** The PDF header may follow up to 1024 bytes of junk (as readers accept); nothing else counts as a PDF. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024 + 5)).toString('latin1')
  return head.includes('%PDF-')
}

export class PdfUnreadable extends Error {
  override name = 'PdfUnreadable'
}

export type PdfText = { text: string; pages: number; truncated: boolean }

/**
 * pdf.js runs on a thread of its own (pdf-text-reader.ts, loaded only there): its legacy build replaces JSON.stringify,
 * JSON.parse and Array.prototype.push with core-js polyfills for the realm it is loaded in, which slowed every
 * response and job of the server (webhook delivery by 14%); and reading a large PDF no longer holds up the API. The
 * thread is limited to 512 MB: a PDF that kills it is unreadable, not a crashed server.
 */
const pool = threadPool<{ bytes: Uint8Array }, PdfText | { unreadable: string }>({
  entry: new URL('./pdf-text-worker.mjs', import.meta.url),
  threads: 1,
  resourceLimits: { maxOldGenerationSizeMb: 512 },
  lost: () => ({ unreadable: 'The PDF reader stopped while reading this file.' }),
})

/** The text of a PDF, read on the PDF thread; a file pdf.js cannot open throws PdfUnreadable. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const copy = new Uint8Array(bytes)
  const read = await pool.run({ bytes: copy }, [copy.buffer])
  if ('unreadable' in read) throw new PdfUnreadable(read.unreadable)
  return read
}

/** Stops the PDF thread (tests; an idle thread does not keep the process alive). */
export const stopPdfThread = () => pool.stop()

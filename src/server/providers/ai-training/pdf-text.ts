import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** Text a PDF keeps; the rest is dropped and the file marked truncated. */
export const PDF_TEXT_MAX_CHARS = 1_000_000

/** The PDF header may follow up to 1024 bytes of junk (as readers accept); nothing else counts as a PDF. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024 + 5)).toString('latin1')
  return head.includes('%PDF-')
}

export class PdfUnreadable extends Error {}

export type PdfText = { text: string; pages: number; truncated: boolean }

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/**
 * The text of a PDF, page by page, with pdf.js (Mozilla's reader; the legacy build runs on Node 20). Fonts are read
 * from the package's own standard fonts, no script in the file is ever evaluated, and nothing is fetched.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  let doc
  try {
    doc = await task.promise
  } catch (err) {
    await task.destroy().catch(() => {})
    throw new PdfUnreadable((err as Error).message)
  }
  try {
    const parts: string[] = []
    let length = 0
    let truncated = false
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      let text = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        text += item.str + (item.hasEOL ? '\n' : item.str && !item.str.endsWith(' ') ? ' ' : '')
      }
      page.cleanup()
      text = text.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim()
      if (!text) continue
      if (length + text.length > PDF_TEXT_MAX_CHARS) {
        parts.push(text.slice(0, PDF_TEXT_MAX_CHARS - length))
        truncated = true
        break
      }
      parts.push(text)
      length += text.length + 2
    }
    return { text: parts.join('\n\n'), pages: doc.numPages, truncated }
  } finally {
    await doc.destroy().catch(() => {})
  }
}

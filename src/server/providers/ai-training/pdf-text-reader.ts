import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { PDF_TEXT_MAX_CHARS, PdfUnreadable, type PdfText } from './pdf-text'

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/**
 * The text of a PDF, page by page, with pdf.js (Mozilla's reader; the legacy build runs on Node 20). Fonts are read
 * from the package's own standard fonts, no script in the file is ever evaluated, and nothing is fetched. Only the PDF
 * thread loads this module (pdf-text-worker.mjs): the legacy build's polyfills replace JSON.stringify, JSON.parse and
 * Array.prototype.push for the whole realm.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: the thread's own copy.
    data: bytes,
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

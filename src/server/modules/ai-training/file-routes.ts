import { Hono, type Context } from 'hono'
import { TRAINING_FILE_MAX_BYTES, TRAINING_FILE_MAX_MB, trainingFileUpdateBody, trainingListQuery } from '../../../shared/ai/training'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { checkedForm } from '../../http/front-door/checked-form'
import { fieldError, notFound, refusal } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { extractPdfText, isPdf, PdfUnreadable } from '../../providers/ai-training/pdf-text'
import { listQuery } from './list-query'
import { presentFile } from './training-present'
import { createSource, deleteSource, findSource, listSources, updateSource } from './training-store'
import { say } from '../../../shared/english-message'

/** Room for the multipart envelope and a title around the largest file. */
const FORM_OVERHEAD = 64 * 1024
/**
 * An upload past the limit is read to its end (and thrown away) up to this size, so the client gets the 422 with
 * the limit's message instead of a connection cut mid-upload; anything larger is cut with a 413.
 */
const DRAIN_LIMIT = 4 * TRAINING_FILE_MAX_BYTES

export const TRAINING_FILES_PATH = '/api/business-details/training-files'
const tooLarge = () => fieldError('file', 'validation.file_size', { size: TRAINING_FILE_MAX_MB })

/** The request body, counted as it arrives: the bytes when within `max`, else null once it has been drained. */
async function readCapped(c: Context, max: number): Promise<Uint8Array | null> {
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > DRAIN_LIMIT) throw refusal(413, { code: 'validation.file_size', params: { size: TRAINING_FILE_MAX_MB } }, {}, { Connection: 'close' })
  const body = c.req.raw.body
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > DRAIN_LIMIT) throw refusal(413, { code: 'validation.file_size', params: { size: TRAINING_FILE_MAX_MB } }, {}, { Connection: 'close' })
    if (size <= max) chunks.push(chunk)
  }
  if (size > max) return null
  return Buffer.concat(chunks)
}

/** The uploaded `file` and optional `title` of a multipart form. */
async function readUpload(c: Context): Promise<{ file: File; title: string | null }> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) throw fieldError('file', 'validation.required')
  const bytes = await readCapped(c, TRAINING_FILE_MAX_BYTES + FORM_OVERHEAD)
  if (bytes === null) throw tooLarge()
  const form = await checkedForm(bytes, type)
  if (!form) throw fieldError('file', 'validation.required')
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'validation.required')
  const title = form.get('title')
  return { file, title: typeof title === 'string' && title.trim() ? title.trim().slice(0, 300) : null }
}

/** GET, POST api/business-details/training-files (a PDF as multipart `file`); PUT (title), DELETE .../{id}. */
export function trainingFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const account = (c: { var: { account: { id: number } } }) => accountIdOf(c.var)

  app.get('/business-details/training-files', allow.module('ai_suggest'), reads({ query: trainingListQuery }), async (c) => {
    const q = listQuery(c)
    const { rows, total } = await listSources(db, account(c), { kinds: ['pdf'], ...q })
    return c.json({ data: rows.map(presentFile), currentPage: q.page, pageSize: q.pageSize, total })
  })

  app.post('/business-details/training-files', allow.module('ai_suggest'), async (c) => {
    const { file, title } = await readUpload(c)
    if (file.size > TRAINING_FILE_MAX_BYTES) throw tooLarge()
    const bytes = new Uint8Array(await file.arrayBuffer())
    // The bytes decide, not the name or the declared type: an HTML page called brochure.pdf is refused.
    if (!isPdf(bytes)) throw fieldError('file', 'validation.type')
    let pdf
    try {
      pdf = await extractPdfText(bytes)
    } catch (err) {
      if (err instanceof PdfUnreadable) throw fieldError('file', 'validation.type')
      throw err
    }
    const fileName = (file.name || 'document.pdf').slice(0, 300)
    const row = await createSource(db, account(c), {
      kind: 'pdf',
      title: title ?? fileName.replace(/\.pdf$/i, ''),
      content: pdf.text,
      fileName,
      fileSize: file.size,
      fileType: 'application/pdf',
      truncated: pdf.truncated,
    }, deps.now())
    return c.json({ message: say('training.file_added'), data: presentFile(row) }, 201)
  })

  app.put('/business-details/training-files/:id', allow.module('ai_suggest'), reads({ body: trainingFileUpdateBody }), async (c) => {
    const id = pathId(c)
    if (!(await findSource(db, account(c), id, ['pdf']))) throw notFound()
    const body = await readBody(c, trainingFileUpdateBody)
    // The title is indexed with every chunk of the text, so it is re-chunked like an edited text.
    const row = await updateSource(db, account(c), id, ['pdf'], { title: body.title.trim() }, deps.now())
    if (!row) throw notFound()
    return c.json({ message: say('training.file_saved'), data: presentFile(row) })
  })

  app.delete('/business-details/training-files/:id', allow.module('ai_suggest'), async (c) => {
    const id = pathId(c)
    if (!(await deleteSource(db, account(c), id, ['pdf']))) throw notFound()
    return c.json({ message: say('training.file_deleted'), id })
  })

  return app
}

import type { Context } from 'hono'
import { BRAND_IMAGE_FORMATS, BRAND_IMAGE_MAX_BYTES, BRAND_IMAGE_MAX_MB } from '../../../../shared/whitelabel/brand'
import { fieldError, refusal } from '../../../http/api-error'
import { checkedForm } from '../../../http/front-door/checked-form'

/** Room for the multipart envelope around the largest image. */
const FORM_OVERHEAD = 64 * 1024
/** A body past the limit is drained up to this size so the client reads the 422 and its message; past it, a 413. */
const DRAIN_LIMIT = 4 * BRAND_IMAGE_MAX_BYTES

const tooLarge = () => fieldError('file', 'validation.file_size', { size: BRAND_IMAGE_MAX_MB })
const badFormat = () => fieldError('file', 'validation.image_formats', { formats: BRAND_IMAGE_FORMATS.join(', ') })

async function readCapped(c: Context, max: number): Promise<Uint8Array | null> {
  const cut = () => refusal(413, { code: 'validation.file_size', params: { size: BRAND_IMAGE_MAX_MB } }, {}, { Connection: 'close' })
  if (Number(c.req.header('content-length') ?? NaN) > DRAIN_LIMIT) throw cut()
  const body = c.req.raw.body
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > DRAIN_LIMIT) throw cut()
    if (size <= max) chunks.push(chunk)
  }
  return size > max ? null : Buffer.concat(chunks)
}

/** The image type its first bytes show; the name and the declared type are not trusted (an SVG may carry script). */
export function sniffImage(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp'
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'image/x-icon'
  return null
}

/** The `file` of a multipart upload as an image: its bytes and type, or the field's 422. */
export async function readImageUpload(c: Context): Promise<{ contentType: string; bytes: Buffer }> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) throw fieldError('file', 'validation.required')
  const raw = await readCapped(c, BRAND_IMAGE_MAX_BYTES + FORM_OVERHEAD)
  if (raw === null) throw tooLarge()
  const form = await checkedForm(raw, type)
  const file = form?.get('file')
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'validation.required')
  if (file.size > BRAND_IMAGE_MAX_BYTES) throw tooLarge()
  const bytes = Buffer.from(await file.arrayBuffer())
  const contentType = sniffImage(bytes)
  if (!contentType) throw badFormat()
  return { contentType, bytes }
}

import { badCharacterIn } from './text-check'
import { frontDoorRefusal } from './refusal'

/**
 * Parses a multipart body the route has read (within its own size limit) and holds its text to the rule JSON bodies
 * are held to at the front door: a text field or a file name with NUL or a lone surrogate is a 422 naming the field.
 * Null when the bytes are not a multipart form of that content type.
 */
export async function checkedForm(bytes: Uint8Array, contentType: string): Promise<FormData | null> {
  let form: FormData
  try {
    form = await new Request('http://form.local/', { method: 'POST', headers: { 'content-type': contentType }, body: bytes as Uint8Array<ArrayBuffer> }).formData()
  } catch {
    return null
  }
  for (const [name, value] of form.entries()) {
    const nameCode = badCharacterIn(name)
    if (nameCode) throw frontDoorRefusal(nameCode, '_')
    const code = typeof value === 'string' ? badCharacterIn(value) : badCharacterIn(value.name)
    if (code) throw frontDoorRefusal(code, name)
  }
  return form
}

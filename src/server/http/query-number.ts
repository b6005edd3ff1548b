import { fieldError } from './api-error'

/**
 * A whole-number query parameter (page, page size): absent or empty is the fallback; anything but digits, below 1
 * or above `max` is a 422 on that field with the validation message.
 */
export function queryNumber(raw: string | undefined, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) throw fieldError(field, 'validation.integer')
  const n = Number(raw)
  if (n < 1) throw fieldError(field, 'validation.min', { min: 1 })
  if (n > max) throw fieldError(field, 'validation.max', { max })
  return n
}

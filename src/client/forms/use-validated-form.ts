import { useCallback, useState } from 'react'
import type { Struct } from 'superstruct'
import { validate, type FieldErrors } from '../../shared/validate'
import { apiErrorOf } from '../../api/http'

/**
 * Form state checked with the same superstruct struct the server uses, so the client shows the server's words
 * before a request is sent; server field errors (`422 { errors }`) land under the same fields afterwards.
 * `toBody` turns the fields into the request body before the check (a blank optional field sent as null, an id the
 * form does not show), for a body `B` of other shape than the fields; its keys name the same fields.
 */
export function useValidatedForm<V extends Record<string, string | boolean>, B = V>(struct: Struct<any, any>, initial: V, toBody?: (values: V) => unknown) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }))
    setErrors((prev) => {
      if (!prev[name as string]) return prev
      const { [name as string]: _dropped, ...rest } = prev
      return rest
    })
  }, [])

  /** Validates the current values; on failure shows every message and returns null. */
  const check = useCallback((): B | null => {
    const result = validate(struct, toBody ? toBody(values) : values)
    if (!result.ok) {
      setErrors(result.errors)
      return null
    }
    setErrors({})
    return result.value as B
  }, [struct, values, toBody])

  /** Takes `errors` from a failed call; returns true when the server named fields. */
  const takeServerErrors = useCallback((error: unknown): boolean => {
    const body = apiErrorOf(error)
    if (body?.errors && Object.keys(body.errors).length) {
      setErrors(body.errors)
      return true
    }
    return false
  }, [])

  /** The props a TextField needs for one field: `<TextField {...form.field('email')} />`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onValueChange: (v: string) => setValue(name, v as V[K]),
    errors: errors[name],
  })

  const [sending, setSending] = useState(false)
  /**
   * A submit handler: validates, marks the form as sending, runs `send` with the checked values, and puts server
   * field errors under their fields (or hands the error to `onError` when the caller routes it elsewhere).
   */
  const submitWith = (send: (body: B) => Promise<void>, onError?: (error: unknown) => void) => async () => {
    const body = check()
    if (!body) return
    setSending(true)
    try {
      await send(body)
    } catch (error) {
      if (onError) onError(error)
      else takeServerErrors(error)
    } finally {
      setSending(false)
    }
  }

  return { values, setValue, setValues, errors, setErrors, check, takeServerErrors, field, sending, submitWith }
}

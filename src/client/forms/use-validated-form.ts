import { useCallback, useState } from 'react'
import type { Struct } from 'superstruct'
import { isApiFailure } from '../../shared/api-failure'
import { validate, type FieldMessages } from '../../shared/validate'
import { notifyFailure } from '../ui/notify'
import { useSubmit } from './use-submit'

type Submission<B> = { body: B; send: (body: B) => Promise<void>; onError?: (error: unknown, body: B) => void }

/**
 * Form state checked with the same superstruct struct the server uses, so the client shows the same messages
 * before a request is sent; the server's field messages (`422 { field_codes }`) land under the same fields afterwards.
 * `toBody` turns the fields into the request body before the check (a blank optional field sent as null, an id the
 * form does not show), for a body `B` of other shape than the fields; its keys name the same fields.
 */
export function useValidatedForm<V extends Record<string, string | boolean>, B = V>(struct: Struct<any, any>, initial: V, toBody?: (values: V) => unknown) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldMessages>({})

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

  /** Puts a failed call's field messages under their fields; returns true when the server named fields. */
  const takeServerErrors = useCallback((error: unknown): boolean => {
    if (isApiFailure(error) && Object.keys(error.fields).length) {
      setErrors(error.fields)
      return true
    }
    return false
  }, [])

  /** A failed call on this form: its field messages under their fields, and one toast worded by its code. */
  const fail = useCallback(
    (error: unknown) => {
      takeServerErrors(error)
      notifyFailure(error)
    },
    [takeServerErrors],
  )

  /** The props a TextField needs for one field: `<TextField {...form.field('email')} />`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onValueChange: (v: string) => setValue(name, v as V[K]),
    errors: errors[name],
  })

  const submission = useSubmit<Submission<B>>({
    mutationFn: ({ body, send }) => send(body),
    onError: (error, { body, onError }) => (onError ? onError(error, body) : fail(error)),
  })
  /**
   * A submit handler: validates, then runs `send` with the checked values as one mutation, whose pending state is
   * the form's `sending`; a submit while one is in flight is ignored. A failure is one toast worded by its code, with
   * the server's field messages under their fields (or goes to `onError` when the caller routes it elsewhere).
   * `send` shows its own success.
   */
  const submitWith = (send: (body: B) => Promise<void>, onError?: (error: unknown, body: B) => void) => async () => {
    if (submission.inFlight()) return
    const body = check()
    if (!body) return
    await submission.submit({ body, send, onError })
  }

  return { values, setValue, setValues, errors, setErrors, check, takeServerErrors, fail, field, sending: submission.pending, submitWith }
}

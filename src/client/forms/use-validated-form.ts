import { useCallback, useEffect, useRef, useState } from 'react'
import type { Struct } from 'superstruct'
import { isApiFailure } from '../../shared/api-failure'
import { validate, type FieldMessages } from '../../shared/validate'
import { notifyFailure } from '../ui/notify'
import { focusFirstInvalid } from './focus-first-invalid'
import { useSubmit } from './use-submit'

type Submission<B> = { body: B; send: (body: B) => Promise<void>; onError?: (error: unknown, body: B) => void }

/** A field's messages as the check of `values` words them: what a field with a shown message shows after an edit. */
function recheck(struct: Struct<any, any>, values: unknown, shown: FieldMessages, fromServer: ReadonlySet<string>, edited: string): FieldMessages {
  const result = validate(struct, values)
  const now = result.ok ? {} : result.errors
  const next: FieldMessages = {}
  for (const [field, messages] of Object.entries(shown)) {
    // A server's message stays until its own field changes: the client cannot tell when it no longer holds.
    if (fromServer.has(field) && field !== edited) next[field] = messages
    else if (now[field]) next[field] = now[field]
  }
  return next
}

/**
 * Form state checked with the same superstruct struct the server uses, so the client shows the same messages
 * before a request is sent; the server's field messages (`422 { field_codes }`) land under the same fields afterwards.
 * `toBody` turns the fields into the request body before the check (a blank optional field sent as null, an id the
 * form does not show), for a body `B` of other shape than the fields; its keys name the same fields.
 *
 * A field that shows a message is checked again at each edit, so a corrected field drops its message at once (and
 * one still wrong says what is wrong now); fields without a message get none until the next submit. After a refused
 * submit (the client's check or the server's field messages) focus moves to the first invalid field inside the
 * element given `focusRef` (the page's <Form>).
 */
export function useValidatedForm<V extends Record<string, string | boolean>, B = V>(struct: Struct<any, any>, initial: V, toBody?: (values: V) => unknown) {
  const [values, setValuesState] = useState<V>(initial)
  const [errors, setErrorsState] = useState<FieldMessages>({})
  const [refusals, setRefusals] = useState(0)
  const serverFields = useRef<Set<string>>(new Set())
  const container = useRef<HTMLElement | null>(null)
  const latest = useRef({ values, errors, struct, toBody })
  latest.current = { values, errors, struct, toBody }

  const setErrors = useCallback((next: FieldMessages, fromServer = false) => {
    serverFields.current = fromServer ? new Set(Object.keys(next)) : new Set()
    setErrorsState(next)
  }, [])

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    const { values: before, errors: shown, struct: checkWith, toBody: shape } = latest.current
    const next = { ...before, [name]: value }
    latest.current = { ...latest.current, values: next }
    setValuesState(next)
    if (Object.keys(shown).length === 0) return
    const rechecked = recheck(checkWith, shape ? shape(next) : next, shown, serverFields.current, name as string)
    serverFields.current.delete(name as string)
    latest.current = { ...latest.current, errors: rechecked }
    setErrorsState(rechecked)
  }, [])

  /** New values for every field (after a save, or a reset): messages go with the values they were about. */
  const setValues = useCallback((next: V) => {
    latest.current = { ...latest.current, values: next }
    setValuesState(next)
    setErrors({})
  }, [setErrors])

  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(container.current)
  }, [refusals])

  /** Validates the current values; on failure shows every message, moves focus to the first, and returns null. */
  const check = useCallback((): B | null => {
    const { values: current, struct: checkWith, toBody: shape } = latest.current
    const result = validate(checkWith, shape ? shape(current) : current)
    if (!result.ok) {
      setErrors(result.errors)
      setRefusals((n) => n + 1)
      return null
    }
    setErrors({})
    return result.value as B
  }, [setErrors])

  /** Puts a failed call's field messages under their fields; returns true when the server named fields. */
  const takeServerErrors = useCallback(
    (error: unknown): boolean => {
      if (isApiFailure(error) && Object.keys(error.fields).length) {
        setErrors(error.fields, true)
        setRefusals((n) => n + 1)
        return true
      }
      return false
    },
    [setErrors],
  )

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

  /** The element holding the form's fields (a <Form>, a dialog's body, a row): where a refused submit moves focus. */
  const focusRef = useCallback((element: HTMLElement | null) => {
    container.current = element
  }, [])

  return { values, setValue, setValues, errors, setErrors, check, takeServerErrors, fail, field, sending: submission.pending, submitWith, focusRef }
}

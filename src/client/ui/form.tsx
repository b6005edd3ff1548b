import { useCallback, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { focusFirstInvalid } from '../forms/focus-first-invalid'
import { asksToSubmit } from '../forms/submit-keys'
import { styled } from '../theme'

const StyledForm = styled('form')`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

/**
 * A form that submits from any of its fields: Enter in a one-line field or a select, $mod+Enter in a multi-line
 * one, whether its button is a submit button or a <CommandButton> (which the browser's implicit submission does not
 * press). Validation is the shared structs' (noValidate). After a submit it started, focus moves to the first invalid
 * field; give it the form's `focusRef` (useValidatedForm) as `ref` and a refused submit started elsewhere (its
 * <CommandButton>, the palette) does the same.
 */
export function Form(props: { onSubmit(): unknown; children: ReactNode; label?: string; className?: string; ref?: Ref<HTMLFormElement> }) {
  const { onSubmit, children, label, className, ref } = props
  const own = useRef<HTMLFormElement | null>(null)
  const refs = useCallback(
    (element: HTMLFormElement | null) => {
      own.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  const run = async () => {
    await onSubmit()
    focusFirstInvalid(own.current)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!asksToSubmit(event)) return
    // Stopped here, the browser's implicit submission does not submit a second time.
    event.preventDefault()
    void run()
  }
  return (
    <StyledForm ref={refs} className={className} noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-label={label}>
      {children}
    </StyledForm>
  )
}

import { useRef, type FormEvent, type ReactNode } from 'react'
import { styled } from '../theme'

const StyledForm = styled('form')`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

/**
 * A form that submits with Enter, leaves validation to the shared structs (noValidate) and, after a failed
 * submit, moves focus to the first field marked invalid so keyboard users land on the problem.
 */
export function Form({ onSubmit, children, label }: { onSubmit(): void | Promise<void>; children: ReactNode; label?: string }) {
  const ref = useRef<HTMLFormElement>(null)
  const handle = async (e: FormEvent) => {
    e.preventDefault()
    await onSubmit()
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return (
    <StyledForm ref={ref} noValidate onSubmit={handle} aria-label={label}>
      {children}
    </StyledForm>
  )
}

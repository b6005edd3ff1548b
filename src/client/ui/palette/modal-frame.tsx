import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { isTypingTarget } from '../../../../commands/keymap'
import { styled, theme } from '../../theme'

const Overlay = styled('div')`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh ${theme.space(4)} ${theme.space(4)};
  background: rgba(16, 24, 40, 0.45);
`

const Panel = styled('div')`
  width: min(640px, 100%);
  max-height: 76vh;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  font-family: ${theme.font.family};
`

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog for the palette, the cheat sheet and every <Dialog>: portal, aria-modal, focus moved in and given
 * back on close, Tab kept inside, Escape and a click on the backdrop close it. With `escapeLeavesFields` (a dialog
 * with a form), Escape in a field first leaves the field (focus goes to the dialog) and the next Escape closes, so
 * a half-typed form is not lost to one key; the palette's own search field closes at once.
 */
export function ModalFrame(props: { open: boolean; onClose(): void; label?: string; labelledBy?: string; escapeLeavesFields?: boolean; children: ReactNode }) {
  const { open, onClose, label, labelledBy, escapeLeavesFields = false, children } = props
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(focusableSelector)
    ;(first ?? panel)?.focus()
    return () => {
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [open])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (escapeLeavesFields && event.target !== panelRef.current && isTypingTarget(event.target)) panelRef.current?.focus()
      else onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)]
    if (focusables.length === 0) return
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <Overlay onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={label} aria-labelledby={labelledBy} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  )
}

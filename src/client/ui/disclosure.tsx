import { useEffect, useId, useRef, useState } from 'react'
import { styled, theme } from '../theme'

/**
 * A disclosure (not an ARIA menu) for the top bar's popovers: the toggle button shows or hides a panel; Tab moves
 * through the panel's links and buttons; Escape closes it and returns focus to the toggle; a pointer or focus outside
 * closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrapRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onOutside = (e: Event) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  return {
    open,
    close: () => setOpen(false),
    wrapRef,
    toggleProps: { ref: toggleRef, type: 'button' as const, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) },
    panelProps: { id: panelId, hidden: !open },
  }
}

export const DisclosureWrap = styled('div')`
  position: relative;
`

/** The panel under a top-bar toggle, aligned to its right edge. */
export const DisclosurePanel = styled('div')`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 50;
  min-width: 240px;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  border: 1px solid ${theme.color.border};
  display: flex;
  flex-direction: column;
  gap: 8px;
  &[hidden] { display: none; }
  a { padding: 6px 4px; }
`

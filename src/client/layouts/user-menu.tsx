import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { User } from '../../shared/types'
import { useT } from '../i18n'
import { CommandButton } from '../ui/command-button'
import { styled, theme } from '../theme'

const Wrap = styled('div')`
  position: relative;
`

const Toggle = styled('button')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 4px 12px 4px 4px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
`

const Avatar = styled('span')`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: 700;
  font-size: 13px;
`

const Panel = styled('div')`
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
  p { margin: 0; font-size: 13px; color: ${theme.color.muted}; overflow-wrap: anywhere; }
  a { padding: 6px 4px; }
`

/** A disclosure (not an ARIA menu): Tab moves through its links and buttons, Escape closes and returns focus. */
export function UserMenu({ user }: { user: User }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrapRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false)
    }
    const onFocus = (e: FocusEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open])

  const name = `${user.first_name} ${user.last_name}`.trim() || user.email
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase()
  return (
    <Wrap ref={wrapRef}>
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Avatar aria-hidden="true">{initials}</Avatar>
        <span>{name}</span>
        <span className="lc-visually-hidden">{t('app.userMenu.label')}</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <p>{user.email}</p>
        <Link href="/profile-settings/profile" onClick={() => setOpen(false)}>
          {t('app.userMenu.profile')}
        </Link>
        <CommandButton id="session.logout" />
      </Panel>
    </Wrap>
  )
}

import { Link } from 'wouter'
import type { User } from '../../shared/types'
import { useT } from '../i18n'
import { CommandButton } from '../ui/command-button'
import { DisclosurePanel, DisclosureWrap, useDisclosure } from '../ui/disclosure'
import { styled, theme } from '../theme'

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

const Panel = styled(DisclosurePanel)`
  p { margin: 0; font-size: 13px; color: ${theme.color.muted}; overflow-wrap: anywhere; }
`

/** The signed-in person: their e-mail, their profile and sign-out, in a disclosure (src/client/ui/disclosure.tsx). */
export function UserMenu({ user }: { user: User }) {
  const t = useT()
  const menu = useDisclosure()

  const name = `${user.first_name} ${user.last_name}`.trim() || user.email
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase()
  return (
    <DisclosureWrap ref={menu.wrapRef}>
      <Toggle {...menu.toggleProps}>
        <Avatar aria-hidden="true">{initials}</Avatar>
        <span>{name}</span>
        <span className="lc-visually-hidden">{t('app.userMenu.label')}</span>
      </Toggle>
      <Panel {...menu.panelProps}>
        <p>{user.email}</p>
        <Link href="/profile-settings/profile" onClick={menu.close}>
          {t('app.userMenu.profile')}
        </Link>
        <CommandButton id="session.logout" />
      </Panel>
    </DisclosureWrap>
  )
}

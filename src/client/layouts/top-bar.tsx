import type { User } from '../../shared/types'
import { useT } from '../i18n'
import { CommandButton } from '../ui/command-button'
import { styled, theme } from '../theme'
import { AccountIndicator, InactiveAccountNotice } from './account-indicator'
import { UserMenu } from './user-menu'

const Bar = styled('header')`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 24px;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  h1 { font-size: 20px; flex: 1; min-width: 0; }
`

const SidebarToggle = styled('button')`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 18px;
  cursor: pointer;
`

export function TopBar({ title, user, sidebarCollapsed, onToggleSidebar }: { title: string; user: User | null; sidebarCollapsed: boolean; onToggleSidebar(): void }) {
  const t = useT()
  return (
    <>
      <Bar>
        <SidebarToggle type="button" aria-expanded={!sidebarCollapsed} aria-controls="lc-sidebar" onClick={onToggleSidebar}>
          <span aria-hidden="true">☰</span>
          <span className="lc-visually-hidden">{t('app.sidebar.toggle')}</span>
        </SidebarToggle>
        <h1>{title}</h1>
        <CommandButton id="ui.palette" />
        {user ? <AccountIndicator user={user} /> : null}
        {user ? <UserMenu user={user} /> : null}
      </Bar>
      {user ? <InactiveAccountNotice user={user} /> : null}
    </>
  )
}

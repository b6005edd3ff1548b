import { useEffect } from 'react'
import { Link } from 'wouter'
import { accountsSlot, relatedAccountsPath } from '../../../commands/accounts'
import type { User } from '../../shared/types'
import { useT } from '../i18n'
import { CommandButton } from '../ui/command-button'
import { useCommandContext } from '../ui/command-shell'
import { DisclosurePanel, DisclosureWrap, useDisclosure } from '../ui/disclosure'
import { styled, theme } from '../theme'

const Toggle = styled('button')`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: 40px;
  max-width: 280px;
  padding: 4px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: 14px;
  text-align: left;
  cursor: pointer;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
  small { font-size: 12px; color: ${theme.color.muted}; }
  &[data-inactive] { border-color: #B54708; }
`

const Panel = styled(DisclosurePanel)`
  min-width: 280px;
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
  li { display: flex; flex-direction: column; gap: 2px; }
  li > span { padding: 6px 4px; font-weight: 600; }
  small { font-size: 12px; color: ${theme.color.muted}; padding: 0 4px; }
`

const Notice = styled('p')`
  margin: 0;
  padding: 8px 24px;
  background: #FEF0C7;
  color: #7A2E0E;
  font-size: 14px;
`

/**
 * Always on screen in the top bar: the account the session acts as (and its parent, for a related account). A
 * disclosure lists the accounts the user may act as; each switches through the `account.switch` command, as the
 * palette does. Escape closes it and returns focus.
 */
export function AccountIndicator({ user }: { user: User }) {
  const t = useT()
  const ctx = useCommandContext()
  const list = useDisclosure()
  const accounts = ctx.get(accountsSlot)?.accounts ?? null
  const account = user.account

  // A switch re-renders the bar with the new account: the list closes.
  useEffect(() => list.close(), [account.id]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <DisclosureWrap ref={list.wrapRef}>
      <Toggle
        {...list.toggleProps}
        data-testid="account-indicator"
        data-inactive={account.status === 'inactive' ? '' : undefined}
      >
        <span>{t('accounts.indicator.button', { name: account.name })}</span>
        {account.is_child ? <small>{t('accounts.indicator.childOf', { parent: account.parent_name ?? '' })}</small> : null}
        {account.status === 'inactive' ? <small>{t('accounts.status.inactive')}</small> : null}
      </Toggle>
      <Panel {...list.panelProps}>
        <ul aria-label={t('accounts.indicator.listLabel')}>
          {(accounts ?? [account]).map((a) => (
            <li key={a.id}>
              {a.current ? (
                <span aria-current="true">
                  {a.name} ({t('accounts.indicator.current')})
                </span>
              ) : (
                <CommandButton id="account.switch" args={a.id} variant="ghost">
                  {t('accounts.related.switchTo', { name: a.name })}
                </CommandButton>
              )}
              <small>
                {t(`accounts.access.${a.access}`)}
                {a.status === 'inactive' ? ` · ${t('accounts.status.inactive')}` : ''}
              </small>
            </li>
          ))}
        </ul>
        {account.is_child ? <CommandButton id="account.switchBack" /> : null}
        {!account.is_child && account.access === 'owner' ? (
          <Link href={relatedAccountsPath} onClick={list.close}>
            {t('accounts.related.title')}
          </Link>
        ) : null}
      </Panel>
    </DisclosureWrap>
  )
}

/** Under the top bar while the acting account is inactive: why, and who can change it. */
export function InactiveAccountNotice({ user }: { user: User }) {
  const t = useT()
  if (user.account.status !== 'inactive') return null
  return <Notice role="status">{t('accounts.indicator.inactive')}</Notice>
}

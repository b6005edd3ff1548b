import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { relatedAccountsSlot, type RelatedAccountsSlot } from '../../../../commands/accounts'
import { accountKeys, childAccountsQuery, createChildAccount, updateChildAccount, type ChildAccountBody } from '../../../api/accounts'
import type { ChildAccount, ChildrenAnswer } from '../../../shared/accounts/types'
import { useLocale, useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { Button } from '../../ui/button'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { wordCount } from '../../../shared/message-wording'
import { ChildAccountForm } from './child-account-form'

const createNameId = 'related-account-name'
const editNameId = 'related-account-edit-name'
const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())

/** settings/related-accounts: the related (child) accounts of the acting account, for its owner. */
export default function RelatedAccountsPage() {
  const t = useT()
  const { user } = useSession()
  const account = user?.account
  return (
    <section className={pageStyles.page} aria-labelledby="related-title">
      <header className={pageStyles.header}>
        <h2 id="related-title">{t('accounts.related.title')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('accounts.related.lead')}</p>
      {!account ? null : account.is_child ? (
        <p className={pageStyles.notice} data-tone="info">
          {t('accounts.related.childNotice', { parent: account.parent_name ?? '' })}
        </p>
      ) : account.access !== 'owner' ? (
        <p className={pageStyles.notice} data-tone="info">
          {t('accounts.related.ownerOnly')}
        </p>
      ) : (
        <ChildAccounts />
      )}
    </section>
  )
}

function ChildAccounts() {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const children = useQuery(childAccountsQuery())
  const [editing, setEditing] = useState<ChildAccount | null>(null)
  const search = useSearch()
  const data = children.data
  const canCreate = Boolean(data && data.limit.allowed && data.limit.used < data.limit.max)
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.all })

  const slot = useMemo<RelatedAccountsSlot>(() => ({ openCreate: () => focus(createNameId) }), [])
  useProvideSlot(relatedAccountsSlot, slot)
  useEffect(() => {
    if (canCreate && new URLSearchParams(search).has('create')) focus(createNameId)
  }, [canCreate, search])

  const create = async (body: ChildAccountBody) => {
    const answer = await createChildAccount(body)
    notifyMessage({ code: 'accounts.child_created', params: { name: answer.account.name } })
    await refresh()
  }
  const save = (child: ChildAccount) => async (body: ChildAccountBody) => {
    const answer = await updateChildAccount(child.id, body)
    notifyMessage({ code: 'accounts.child_updated', params: { name: answer.account.name } })
    setEditing(null)
    await refresh()
  }

  if (children.isError) return <p className={pageStyles.notice} data-tone="danger">{t('accounts.related.loadFailed')}</p>
  if (!data) return <LoadingState />
  return (
    <>
      <p role="status">{data.limit.allowed ? wordCount(t, locale, 'accounts.related.limit', data.limit.max, { used: data.limit.used }) : t('accounts.related.notAllowed')}</p>
      {data.data.length === 0 ? <p className={pageStyles.muted}>{t('accounts.related.none')}</p> : <ChildTable data={data} onEdit={(child) => (setEditing(child), focus(editNameId))} />}
      {editing ? (
        <Panel aria-labelledby="related-edit-title">
          <h3 id="related-edit-title">{t('accounts.related.editTitle', { name: editing.name })}</h3>
          <ChildAccountForm
            key={editing.id}
            options={data.options}
            child={editing}
            nameFieldId={editNameId}
            label={t('accounts.related.editTitle', { name: editing.name })}
            submitLabel={t('accounts.related.save', { name: editing.name })}
            sendingLabel={t('accounts.related.saving')}
            send={save(editing)}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      {canCreate ? (
        <Panel aria-labelledby="related-create-title">
          <h3 id="related-create-title">{t('accounts.related.createTitle')}</h3>
          <ChildAccountForm
            options={data.options}
            nameFieldId={createNameId}
            label={t('accounts.related.createTitle')}
            submitLabel={t('accounts.related.create')}
            sendingLabel={t('accounts.related.creating')}
            send={create}
          />
        </Panel>
      ) : null}
    </>
  )
}

function ChildTable({ data, onEdit }: { data: ChildrenAnswer; onEdit(child: ChildAccount): void }) {
  const t = useT()
  return (
    <table className={pageStyles.table}>
      <caption className="lc-visually-hidden">{t('accounts.related.caption')}</caption>
      <thead>
        <tr>
          {(['name', 'status', 'plan', 'access', 'actions'] as const).map((c) => (
            <th key={c} scope="col">{t(`accounts.related.columns.${c}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.data.map((child) => (
          <tr key={child.id}>
            <th scope="row">{child.name}</th>
            <td>
              <span className={pageStyles.badge} data-tone={child.status === 'active' ? 'success' : 'warning'}>
                {t(`accounts.status.${child.status}`)}
              </span>
            </td>
            <td>{child.plan?.name ?? '—'}</td>
            <td>{child.modules.map((slug) => t(`messageNames.modules.${slug}`)).join(', ')}</td>
            <td>
              <div className={pageStyles.row}>
                <CommandButton id="account.switch" args={child.id}>
                  {t('accounts.related.switchTo', { name: child.name })}
                </CommandButton>
                <Button type="button" data-variant="ghost" onClick={() => onEdit(child)}>
                  {t('accounts.related.edit', { name: child.name })}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { apiKeysSlot, type ApiKeysSlot } from '../../../../commands/integrations'
import { apiKeyKeys, apiKeysQuery, createApiKey, renameApiKey, revokeApiKey } from '../../../api/api-keys'
import { apiKeyBody, newApiKeyBody, type NewApiKeyBody } from '../../../shared/integrations/schemas'
import { apiKeyScopes, type ApiKey, type ApiKeyScope } from '../../../shared/integrations/types'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'
import { useSession } from '../../session/use-session'
import { ModuleAccessFieldset } from '../../ui/module-access-fieldset'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { useConfirm } from '../../ui/use-confirm'
import { ApiKeyRenameDialog } from './api-key-rename-dialog'
import { ProfileTabs } from './profile-tabs'

type Draft = { name: string; scope: ApiKeyScope } & Record<ModuleSlug, boolean>

/** Every module the account holds ticked reads as no limit (`modules: null`), so a module added later is included. */
function draftBody(draft: Draft, held: readonly ModuleSlug[]): NewApiKeyBody {
  const chosen = held.filter((slug) => draft[slug])
  return { name: draft.name, scope: draft.scope, modules: chosen.length === held.length ? null : chosen }
}

/** profile-settings/api-key: the user's API keys (shown once, stored hashed, renamable, revocable) with created, last used and revoked times. */
export default function ApiKeyPage() {
  const t = useT()
  const { locale } = useLocale()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const keys = useQuery(apiKeysQuery())
  const { user } = useSession()
  const held = useMemo(() => moduleSlugs.filter((slug) => user?.account.modules.some((m) => m.slug === slug)), [user])
  // Read only is the default: a leaked read key can change nothing. Every module the account holds is ticked.
  const blank = useMemo<Draft>(() => ({ name: '', scope: 'read', ...(Object.fromEntries(moduleSlugs.map((slug) => [slug, held.includes(slug)])) as Record<ModuleSlug, boolean>) }), [held])
  const form = useValidatedForm<Draft, NewApiKeyBody>(newApiKeyBody, blank, (draft) => draftBody(draft, held))
  const access = (k: ApiKey) =>
    [t(`integrations.apiKeys.scopes.${k.scope}`), k.modules ? k.modules.map((slug) => t(`messageNames.modules.${slug}`)).join(', ') : t('integrations.apiKeys.allModules')].join(' · ')
  const nameForm = useValidatedForm(apiKeyBody, { name: '' })
  const [fresh, setFresh] = useState<{ name: string; token: string } | null>(null)
  const [renaming, setRenaming] = useState<number | null>(null)
  const { confirm } = useConfirm()
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all })
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const when = (iso: string | null, empty: string) => (iso ? dates.format(new Date(iso)) : empty)

  const create = form.submitWith(async (body) => {
    const answer = await createApiKey(body)
    notifyMessage({ code: 'integrations.api_key_created' })
    setFresh({ name: answer.key.name, token: answer.token })
    form.setValues(blank)
    await refresh()
  })
  const saveName = (id: number) =>
    nameForm.submitWith(async (body) => {
      await renameApiKey(id, body.name.trim())
      notifyMessage({ code: 'integrations.api_key_saved' })
      setRenaming(null)
      await refresh()
    })()
  const handlers = useRef({ create, saveName, renaming })
  handlers.current = { create, saveName, renaming }

  const context = useMemo<ApiKeysSlot>(
    () => ({
      keys: keys.data ?? null,
      create: () => handlers.current.create(),
      async rename(id) {
        if (handlers.current.renaming === id) return handlers.current.saveName(id)
        setRenaming(id)
      },
      async revoke(id) {
        const key = keys.data?.find((k) => k.id === id)
        if (!(await confirm(t('integrations.apiKeys.confirmRevoke', { name: key?.name ?? id })))) return false
        await revokeApiKey(id)
        await refresh()
        return true
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys.data, confirm, t],
  )
  useProvideSlot(apiKeysSlot, context)

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="api-keys-title">
        <h2 id="api-keys-title">{t('integrations.apiKeys.title')}</h2>
        <p>{t('integrations.apiKeys.lead')}</p>
        <Form ref={form.focusRef} onSubmit={() => run('apiKeys.create', undefined, 'keyboard')} label={t('integrations.apiKeys.create')}>
          <TextField label={t('integrations.apiKeys.name')} autoComplete="off" {...form.field('name')} />
          <SelectField
            label={t('integrations.apiKeys.scope')}
            {...form.field('scope')}
            options={apiKeyScopes.map((scope) => ({ value: scope, label: t(`integrations.apiKeys.scopes.${scope}`) }))}
          />
          <ModuleAccessFieldset
            legend={t('integrations.apiKeys.modules')}
            options={held}
            chosen={form.values}
            onChange={(slug, checked) => form.setValue(slug, checked)}
            errors={form.errors.modules}
          />
          <div>
            <CommandButton id="apiKeys.create" variant="primary">
              {t('integrations.apiKeys.create')}
            </CommandButton>
          </div>
        </Form>
        {fresh ? (
          <section className={pageStyles.card} aria-label={t('integrations.apiKeys.newKey')}>
            <h3>{t('integrations.apiKeys.newKey')}</h3>
            <p role="status">{t('integrations.apiKeys.shownOnce')}</p>
            <code className={pageStyles.secret} data-testid="api-key-token">{fresh.token}</code>
          </section>
        ) : null}
        {!keys.data ? (
          <LoadingState />
        ) : keys.data.length === 0 ? (
          <p>{t('integrations.apiKeys.empty')}</p>
        ) : (
          <table className={pageStyles.table} aria-labelledby="api-keys-title">
            <thead>
              <tr>
                {(['name', 'scope', 'prefix', 'created', 'lastUsed', 'revoked', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">{t(`integrations.apiKeys.columns.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id}>
                  <th scope="row">{k.name}</th>
                  <td>{access(k)}</td>
                  <td><code>{k.prefix}…</code></td>
                  <td>{when(k.created_at, '')}</td>
                  <td>{when(k.last_used_at, t('integrations.apiKeys.never'))}</td>
                  <td>{when(k.revoked_at, t('integrations.apiKeys.notRevoked'))}</td>
                  <td>
                    {k.revoked_at ? null : (
                      <div className={pageStyles.row}>
                        <CommandButton id="apiKeys.rename" args={k.id}>
                          {t('integrations.commands.apiKeyRenameNamed', { name: k.name })}
                        </CommandButton>
                        <CommandButton id="apiKeys.revoke" args={k.id}>
                          {t('integrations.commands.apiKeyRevokeNamed', { name: k.name })}
                        </CommandButton>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <ApiKeyRenameDialog apiKey={keys.data?.find((k) => k.id === renaming) ?? null} form={nameForm} onClose={() => setRenaming(null)} />
    </>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { integrationsSlot, type IntegrationsSlot } from '../../../../commands/integrations'
import { connectCrm, crmConnectionsQuery, disconnectCrm, integrationKeys } from '../../../api/integrations'
import { grooveConnectBody } from '../../../shared/integrations/schemas'
import { crmNames, type CrmConnection, type CrmProvider } from '../../../shared/integrations/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useCommandContext, useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import { GptSection } from './gpt-section'
import { integrationStyles } from './integration-styles'
import { IntegrationTabs } from './integration-tabs'

function statusOf(c: CrmConnection): { key: string; tone: string } {
  if (!c.configured) return { key: 'integrations.crm.notConfigured', tone: 'neutral' }
  if (c.status === 'needs_reconnect') return { key: 'integrations.crm.needsReconnect', tone: 'warning' }
  return c.connected ? { key: 'integrations.crm.connected', tone: 'success' } : { key: 'integrations.crm.notConnected', tone: 'neutral' }
}

const kindKey = { oauth: 'integrations.crm.oauth', api_key: 'integrations.crm.apiKeyKind', rest_hooks: 'integrations.crm.restHooks' } as const

/** settings/integration/crm: connect and disconnect the five CRMs, Zapier's invite link, and the GPT API key. */
export default function CrmPage() {
  const t = useT()
  const { notify } = useCommandContext()
  const queryClient = useQueryClient()
  const crms = useQuery(crmConnectionsQuery())
  const groove = useValidatedForm(grooveConnectBody, { api_key: '' })
  const [redirecting, setRedirecting] = useState<CrmProvider | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.crms })
  const run = useRunCommand()

  const submitGroove = groove.submitWith(async (body) => {
    await connectCrm('groove', body)
    notifyMessage({ code: 'integrations.crm_connected' })
    groove.setValues({ api_key: '' })
    await refresh()
  })
  const grooveRef = useRef(submitGroove)
  grooveRef.current = submitGroove

  const integrations = useMemo<IntegrationsSlot>(
    () => ({
      crms: crms.data ?? null,
      webhooks: null,
      async connectCrm(provider) {
        const crm = crms.data?.find((c) => c.provider === provider)
        // A key-based CRM connects with the key typed in its form (an empty form says so under the field).
        if (crm?.connect === 'api_key') return grooveRef.current()
        if (crm?.connect === 'rest_hooks') {
          if (crm.invite_url) window.open(crm.invite_url, '_blank', 'noopener')
          else notify(t('integrations.crm.zapierNoInvite'), 'error')
          return
        }
        const answer = await connectCrm(provider)
        if (answer.url) {
          setRedirecting(provider)
          window.location.assign(answer.url)
        }
      },
      async disconnectCrm(provider) {
        await disconnectCrm(provider)
        await refresh()
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [crms.data, notify, t],
  )
  useProvideSlot(integrationsSlot, integrations)


  return (
    <section className={pageStyles.page} aria-labelledby="crm-title">
      <h1 id="crm-title">{t('integrations.crm.title')}</h1>
      <IntegrationTabs />
      <p className={pageStyles.muted}>{t('integrations.crm.lead')}</p>
      {redirecting ? <p role="status">{t('integrations.crm.redirecting', { crm: crmNames[redirecting] })}</p> : null}
      {!crms.data ? (
        <LoadingState />
      ) : (
        <ul className={integrationStyles.cards}>
          {crms.data.map((crm) => {
            const status = statusOf(crm)
            const name = crmNames[crm.provider]
            const headingId = `crm-${crm.provider}`
            return (
              <li key={crm.provider} className={pageStyles.card}>
                <h3 id={headingId}>{name}</h3>
                <span className={pageStyles.badge} data-tone={status.tone}>
                  {t(status.key)}
                </span>
                <p>{t(kindKey[crm.connect])}</p>
                {crm.label ? <p>{t('integrations.crm.account', { label: crm.label })}</p> : null}
                {crm.last_error ? <p>{t('integrations.crm.lastError', { error: crm.last_error })}</p> : null}
                {crm.provider === 'zapier' ? (
                  <>
                    <p>{t('integrations.crm.zapierLead')}</p>
                    <p>{t('integrations.crm.zapierZaps', { count: crm.subscriptions ?? 0 })}</p>
                    {crm.invite_url ? (
                      <a href={crm.invite_url} target="_blank" rel="noopener noreferrer">
                        {t('integrations.crm.zapierInvite')}
                      </a>
                    ) : (
                      <p>{t('integrations.crm.zapierNoInvite')}</p>
                    )}
                    <Link href="/profile-settings/api-key">{t('integrations.crm.apiKeysLink')}</Link>
                  </>
                ) : null}
                {crm.connect === 'api_key' && !crm.connected ? (
                  <Form ref={groove.focusRef} onSubmit={() => run('integrations.connectCrm', crm.provider, 'keyboard')} label={t('integrations.crm.connectGroove')}>
                    <TextField label={t('integrations.crm.grooveKey')} type="password" autoComplete="off" {...groove.field('api_key')} />
                    <div>
                      <CommandButton id="integrations.connectCrm" args={crm.provider} variant="primary">
                        {t('integrations.crm.connectGroove')}
                      </CommandButton>
                    </div>
                  </Form>
                ) : null}
                <div className={pageStyles.row}>
                  {crm.configured && crm.connect === 'oauth' && (!crm.connected || crm.status === 'needs_reconnect') ? (
                    <CommandButton id="integrations.connectCrm" args={crm.provider} variant="primary">
                      {t('integrations.commands.connectNamed', { crm: name })}
                    </CommandButton>
                  ) : null}
                  {crm.connected ? (
                    <CommandButton id="integrations.disconnectCrm" args={crm.provider}>
                      {t('integrations.commands.disconnectNamed', { crm: name })}
                    </CommandButton>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <GptSection />
    </section>
  )
}

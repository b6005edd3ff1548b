import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { completeCrmCallback, integrationKeys } from '../../../api/integrations'
import { isApiFailure } from '../../../shared/api-failure'
import { useT, useWordMessage } from '../../i18n'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { Panel } from '../../ui/panel'

/**
 * /crm/callback: where a CRM sends the user back after they granted access. The code and state go to the server,
 * which checks the state (this account's, unused, unexpired) before it exchanges the code; then back to the CRM page.
 */
export default function CrmCallbackPage() {
  const t = useT()
  const word = useWordMessage()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const query = new URLSearchParams(window.location.search)
    const code = query.get('code')
    const state = query.get('state') ?? ''
    if (!code) {
      setError(query.get('error_description') ?? query.get('error') ?? t('integrations.callback.missing'))
      return
    }
    completeCrmCallback({ code, state })
      .then(async () => {
        notifyMessage({ code: 'integrations.crm_connected' })
        await queryClient.invalidateQueries({ queryKey: integrationKeys.crms })
        navigate('/settings/integration/crm', { replace: true })
      })
      .catch((err) => {
        notifyFailure(err)
        setError(isApiFailure(err) ? word(err) : t('integrations.callback.failed'))
      })
  }, [navigate, queryClient, t, word])

  return (
    <Panel aria-labelledby="crm-callback-title">
      <h1 id="crm-callback-title">{error ? t('integrations.callback.failed') : t('integrations.callback.title')}</h1>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <Link href="/settings/integration/crm">{t('integrations.callback.back')}</Link>
        </>
      ) : (
        <LoadingState />
      )}
    </Panel>
  )
}

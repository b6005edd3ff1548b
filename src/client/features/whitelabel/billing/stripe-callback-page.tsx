import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { finishStripeConnect, wlSettingsKeys } from '../../../../api/whitelabel-settings'
import { wordFailure } from '../../../../shared/message-wording'
import { useLocale, useT } from '../../../i18n'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'

type Outcome = { kind: 'working' } | { kind: 'connected'; account: string } | { kind: 'failed'; text: string }

/**
 * whitelabel/stripe/callback: where Stripe sends the reseller back. It posts the code and state once (the state is
 * spent on success, so a second post would be refused) and says what happened.
 */
export default function StripeCallbackPage() {
  const t = useT()
  const { locale } = useLocale()
  const search = new URLSearchParams(useSearch())
  const code = search.get('code') ?? ''
  const state = search.get('state') ?? ''
  const denied = search.get('error_description') ?? search.get('error')
  const queryClient = useQueryClient()
  const posted = useRef(false)
  const [outcome, setOutcome] = useState<Outcome>(() =>
    denied ? { kind: 'failed', text: t('wlPages.callback.denied', { reason: denied }) } : !code || !state ? { kind: 'failed', text: t('wlPages.callback.missing') } : { kind: 'working' },
  )

  useEffect(() => {
    if (outcome.kind !== 'working' || posted.current) return
    posted.current = true
    finishStripeConnect({ code, state }).then(
      (settings) => {
        queryClient.setQueryData(wlSettingsKeys.billing, settings)
        setOutcome({ kind: 'connected', account: settings.stripe.account_id ?? '' })
      },
      (error: unknown) => setOutcome({ kind: 'failed', text: wordFailure(error, t, locale) }),
    )
  }, [outcome.kind, code, state, queryClient, t, locale])

  return (
    <section className={pageStyles.page} aria-labelledby="wl-stripe-callback-title">
      <header className={pageStyles.header}>
        <h2 id="wl-stripe-callback-title">{t('routes.whitelabel_stripeCallback')}</h2>
      </header>
      {outcome.kind === 'working' ? (
        <LoadingState label={t('wlPages.callback.working')} />
      ) : outcome.kind === 'connected' ? (
        <p className={pageStyles.notice} data-tone="success" role="status">{t('wlPages.callback.connected', { account: outcome.account })}</p>
      ) : (
        <p className={pageStyles.notice} data-tone="danger" role="alert">
          {t('wlPages.callback.failed')} {outcome.text}
        </p>
      )}
      {outcome.kind === 'working' ? null : <Link href="/whitelabel/stripe">{t('wlPages.callback.back')}</Link>}
    </section>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { finishCallback } from '../../../api/billing'
import { walletKeys } from '../../../api/wallet'
import { flowKinds, type FinishedCallback, type FlowKind } from '../../../shared/billing/types'
import { isApiFailure } from '../../../shared/api-failure'
import { useT, useWordMessage } from '../../i18n'
import { LoadingState } from '../../ui/loading-state'
import { Panel } from '../../ui/panel'

type Outcome = { ok: true; answer: FinishedCallback } | { ok: false; text: string }

const isFlowKind = (kind: string | null): kind is FlowKind => (flowKinds as readonly string[]).includes(kind ?? '')

/**
 * /callback: where a flow that left the console (a billing portal) comes back. Its `state` and `kind` go to the
 * server, which checks the state (this user's and account's, this kind, unused, unexpired) and spends it; then the
 * page says what happened. A billing portal's return refreshes the wallet, where cards and payments may have changed.
 */
export default function CallbackPage() {
  const t = useT()
  const word = useWordMessage()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const query = new URLSearchParams(window.location.search)
    const state = query.get('state')
    const kind = query.get('kind')
    if (!state || !isFlowKind(kind)) {
      setOutcome({ ok: false, text: t('billing.callback.missing') })
      return
    }
    finishCallback({ state, kind })
      .then(async (answer) => {
        await queryClient.invalidateQueries({ queryKey: walletKeys.all })
        setOutcome({ ok: true, answer })
      })
      .catch((err: unknown) => setOutcome({ ok: false, text: isApiFailure(err) ? word(err) : t('billing.callback.failed') }))
  }, [queryClient, t, word])

  return (
    <Panel aria-labelledby="callback-title">
      <h2 id="callback-title">{outcome && !outcome.ok ? t('billing.callback.failed') : t('billing.callback.title')}</h2>
      {!outcome ? <LoadingState /> : null}
      {outcome?.ok ? (
        <>
          <p role="status">{word({ code: outcome.answer.code })}</p>
          <Link href="/settings/wallet">{t('billing.callback.toWallet')}</Link>
        </>
      ) : null}
      {outcome && !outcome.ok ? (
        <>
          <p role="alert">{outcome.text}</p>
          <Link href="/">{t('billing.callback.home')}</Link>
        </>
      ) : null}
    </Panel>
  )
}

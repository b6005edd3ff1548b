import { useEffect, useRef, useState } from 'react'
import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { startCardSetup } from '../../../api/wallet'
import type { ApiFailure } from '../../../shared/api-failure'
import { notifyFailure } from '../../ui/notify'
import { wordFailure } from '../../../shared/message-wording'
import { useSubmit } from '../../forms/use-submit'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { css, theme } from '../../theme'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { walletStyles } from './wallet-styles'

const cardBox = css`
  padding: 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
`

/**
 * Stripe's card form: Stripe.js (loaded from js.stripe.com only when this form opens) renders the card field in
 * its own iframe, so the card number never reaches our page or server. On submit we create a SetupIntent, Stripe.js
 * confirms it (with 3-D Secure when the bank asks), and the confirmed SetupIntent's id is handed to `onConfirmed`.
 */
export default function StripeCardForm(props: { publishableKey: string | null; mode: 'add' | 'reconnect'; onConfirmed(setupIntentId: string): Promise<ApiFailure | null> }) {
  const t = useT()
  const { locale } = useLocale()
  const word = useWordMessage()
  const mountRef = useRef<HTMLDivElement>(null)
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [card, setCard] = useState<StripeCardElement | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading')
  const [failure, setFailure] = useState<string | null>(null)
  const saving = useSubmit({
    mutationFn: async ({ stripe, card }: { stripe: Stripe; card: StripeCardElement }) => {
      const setup = await startCardSetup()
      const result = await stripe.confirmCardSetup(setup.client_secret ?? '', { payment_method: { card } })
      if (result.error || !result.setupIntent) return setFailure(result.error?.message ?? word({ code: 'wallet.card_setup_incomplete' }))
      const answer = await props.onConfirmed(result.setupIntent.id)
      if (answer) setFailure(word(answer))
    },
    onError: (error) => {
      notifyFailure(error)
      setFailure(wordFailure(error, t, locale))
    },
  })

  useEffect(() => {
    if (!props.publishableKey) return
    let cancelled = false
    let element: StripeCardElement | null = null
    loadStripe(props.publishableKey)
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) return setState(loaded ? 'loading' : 'unavailable')
        element = loaded.elements().create('card', { hidePostalCode: true })
        element.mount(mountRef.current)
        setStripe(loaded)
        setCard(element)
        setState('ready')
      })
      .catch(() => !cancelled && setState('unavailable'))
    return () => {
      cancelled = true
      element?.destroy()
    }
  }, [props.publishableKey])

  if (!props.publishableKey) return <p role="alert">{t('wallet.cardForm.stripeNoKey')}</p>

  const submit = async () => {
    if (!stripe || !card || saving.inFlight()) return
    setFailure(null)
    await saving.submit({ stripe, card })
  }

  return (
    <Form onSubmit={submit} label={t('wallet.cardForm.stripeCard')}>
      <div>
        <span id="stripe-card-label">{t('wallet.cardForm.stripeCard')}</span>
        <div ref={mountRef} className={cardBox} role="group" aria-labelledby="stripe-card-label" />
      </div>
      {state === 'loading' ? <p className={pageStyles.muted}>{t('wallet.cardForm.stripeLoading')}</p> : null}
      {state === 'unavailable' ? <p role="alert">{t('wallet.cardForm.stripeUnavailable')}</p> : null}
      {failure ? <p role="alert" className={walletStyles.status} data-tone="danger">{failure}</p> : null}
      <div>
        <Button type="submit" aria-disabled={saving.pending || state !== 'ready' || undefined}>
          {saving.pending ? t('wallet.cardForm.saving') : props.mode === 'add' ? t('wallet.cardForm.submitAdd') : t('wallet.cardForm.submitReconnect')}
        </Button>
      </div>
    </Form>
  )
}

import { useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '../../../../machines/checkout.machine'
import type { WalletSummary } from '../../../shared/wallet/types'
import { useLocale, useT, type Translate } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { walletStyles } from './wallet-styles'
import { cardLabel, failureText, money } from './wallet-text'

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/** What the checkout says now, and in which tone (SPEC.md section 8 wording). */
function checkoutStatus(snapshot: CheckoutSnapshot, t: Translate): { text: string; tone?: 'danger' | 'success' } {
  const { context } = snapshot
  if (snapshot.matches('cardRequired')) return { text: t('wallet.errors.no_default_card'), tone: 'danger' }
  if (snapshot.matches('reconnectRequired')) return { text: t('wallet.errors.card_reconnect'), tone: 'danger' }
  if (snapshot.matches('processing') || snapshot.matches('awaitingConfirmation') || snapshot.matches('confirming')) return { text: t('wallet.buy.processing') }
  if (snapshot.matches('unconfirmed')) return { text: t('wallet.buy.unconfirmed') }
  if (snapshot.matches('succeeded')) {
    return { text: `${t('wallet.buy.succeeded')} ${t('wallet.buy.succeededDetail', { credits: context.payment?.credits ?? context.credits ?? 0 })}`, tone: 'success' }
  }
  if (snapshot.matches('failed')) return { text: context.error?.code === 'network' ? t('wallet.buy.network') : failureText(context.error ?? {}, t), tone: 'danger' }
  return { text: '' }
}

/** Pick a pack and buy it with the default card; the checkout machine says how it goes. */
export function BuyCreditsPanel({ summary, snapshot }: { summary: WalletSummary; snapshot: CheckoutSnapshot }) {
  const t = useT()
  const { locale } = useLocale()
  const [credits, setCredits] = useState(String(summary.packs[0]?.credits ?? ''))
  const card = summary.cards.find((c) => c.is_default)
  const status = checkoutStatus(snapshot, t)
  return (
    <Panel data-wide aria-labelledby="wallet-buy">
      <h3 id="wallet-buy">{t('wallet.buy.title')}</h3>
      <div className={pageStyles.row}>
        <SelectField
          label={t('wallet.buy.pack')}
          name="pack"
          value={credits}
          options={summary.packs.map((pack) => ({ value: String(pack.credits), label: t('wallet.buy.packOption', { credits: pack.credits.toLocaleString(locale), amount: money(pack.amount_cents, locale) }) }))}
          onValueChange={setCredits}
        />
        <CommandButton id="wallet.topUp" args={Number(credits)} variant="primary">
          {t('wallet.buy.submit')}
        </CommandButton>
      </div>
      {card ? <p className={pageStyles.muted}>{t('wallet.buy.payWith', { card: cardLabel(card, t) })}</p> : null}
      <p role="status" aria-live="polite" className={walletStyles.status} data-tone={status.tone}>
        {status.text}
      </p>
    </Panel>
  )
}

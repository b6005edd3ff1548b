import { useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '../../../../machines/checkout.machine'
import type { WalletSummary } from '../../../shared/wallet/types'
import type { Message } from '../../../shared/message-format'
import { useLocale, useT, useWordMessage, type Translate } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { walletStyles } from './wallet-styles'
import { cardLabel, money } from './wallet-text'

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/** What the checkout says now, and in which tone: the machine's messages by their codes, worded here. */
function checkoutStatus(snapshot: CheckoutSnapshot, t: Translate, word: (message: Message) => string): { text: string; tone?: 'danger' | 'success' } {
  const { context } = snapshot
  if (snapshot.matches('cardRequired') || snapshot.matches('reconnectRequired') || snapshot.matches('failed')) {
    return { text: context.error ? word(context.error) : '', tone: 'danger' }
  }
  if (snapshot.matches('processing') || snapshot.matches('awaitingConfirmation') || snapshot.matches('confirming')) return { text: word({ code: 'wallet.processing' }) }
  if (snapshot.matches('unconfirmed')) return { text: t('wallet.buy.unconfirmed') }
  if (snapshot.matches('succeeded')) {
    return { text: `${word({ code: 'wallet.succeeded' })} ${t('wallet.buy.succeededDetail', { credits: context.payment?.credits ?? context.credits ?? 0 })}`, tone: 'success' }
  }
  return { text: '' }
}

/** Pick a pack and buy it with the default card; the checkout machine says how it goes. */
export function BuyCreditsPanel({ summary, snapshot }: { summary: WalletSummary; snapshot: CheckoutSnapshot }) {
  const t = useT()
  const { locale } = useLocale()
  const [credits, setCredits] = useState(String(summary.packs[0]?.credits ?? ''))
  const card = summary.cards.find((c) => c.is_default)
  const word = useWordMessage()
  const status = checkoutStatus(snapshot, t, word)
  return (
    <Panel data-wide aria-labelledby="wallet-buy">
      <h3 id="wallet-buy">{t('wallet.buy.title')}</h3>
      <div className={pageStyles.row} id="wallet-buy-pack">
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

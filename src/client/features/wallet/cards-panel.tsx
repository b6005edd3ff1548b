import type { WalletCard } from '../../../shared/wallet/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { walletStyles } from './wallet-styles'
import { cardLabel } from './wallet-text'

/** Saved cards with their state, and the card commands as buttons. */
export function CardsPanel({ cards }: { cards: readonly WalletCard[] }) {
  const t = useT()
  return (
    <Panel data-wide aria-labelledby="wallet-cards">
      <h3 id="wallet-cards">{t('wallet.cards.title')}</h3>
      {cards.length ? (
        <ul className={walletStyles.cards} aria-label={t('wallet.cards.listLabel')}>
          {cards.map((card) => {
            const label = cardLabel(card, t)
            return (
              <li key={card.id}>
                <strong>{label}</strong>
                <span className={pageStyles.muted}>{t('wallet.cards.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>
                {card.is_default ? <span className={pageStyles.badge} data-tone="success">{t('wallet.cards.isDefault')}</span> : null}
                {card.needs_reconnect ? <span className={pageStyles.badge} data-tone="danger">{t('wallet.cards.needsReconnect')}</span> : null}
                {card.needs_reconnect ? (
                  <CommandButton id="wallet.reconnectCard" args={card.id}>{t('wallet.cards.reconnect', { card: label })}</CommandButton>
                ) : null}
                {!card.is_default && !card.needs_reconnect ? (
                  <CommandButton id="wallet.setDefaultCard" args={card.id}>{t('wallet.cards.makeDefault', { card: label })}</CommandButton>
                ) : null}
                <CommandButton id="wallet.removeCard" args={card.id} variant="ghost">{t('wallet.cards.remove', { card: label })}</CommandButton>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className={pageStyles.muted}>{t('wallet.cards.none')}</p>
      )}
      <div>
        <CommandButton id="wallet.addCard" variant="primary" />
      </div>
    </Panel>
  )
}

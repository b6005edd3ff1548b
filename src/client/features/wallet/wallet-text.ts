import type { Message } from '../../../shared/message-format'
import { isWalletErrorCode } from '../../../shared/wallet/messages'
import { formatCents } from '../../../shared/wallet/pricing'
import type { Translate } from '../../i18n'

/** The message of a wallet error code a payment stored (`failure_code`) or auto top-up paused for (a decline else). */
export const storedFailure = (code: string | null): Message => ({ code: `wallet.${isWalletErrorCode(code) ? code : 'card_declined'}` })

const brandNames: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
}
export const brandName = (brand: string) => brandNames[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)

/** "Visa ending in 4242" */
export const cardLabel = (card: { brand: string; last4: string }, t: Translate) => t('wallet.cards.label', { brand: brandName(card.brand), last4: card.last4 })

export const formatDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })
export const formatDateTime = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
export const money = (cents: number, locale: string) => formatCents(cents, locale)

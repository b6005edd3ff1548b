import { isWalletErrorCode } from '../../../shared/wallet/messages'
import { formatCents } from '../../../shared/wallet/pricing'
import { translateMessage } from '../../forms/translate-message'
import type { Translate } from '../../i18n'


/** Why a wallet call or a payment failed: by its code when it has one, else as sent, else the network's fault. */
export function failureText(failure: { code?: string | null; message?: string | null }, t: Translate): string {
  if (isWalletErrorCode(failure.code)) return t(`wallet.errors.${failure.code}`)
  if (failure.message) return translateMessage(failure.message, t)
  return t('wallet.errors.network')
}

const brandNames: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
}
export const brandName = (brand: string) => brandNames[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)

/** "Visa ending in 4242" */
export const cardLabel = (card: { brand: string; last4: string }, t: Translate) => t('wallet.cards.label', { brand: brandName(card.brand), last4: card.last4 })

export const formatDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })
export const formatDateTime = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
export const money = (cents: number, locale: string) => formatCents(cents, locale)

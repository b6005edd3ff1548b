import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isWalletErrorCode, type WalletErrorCode } from '../../../shared/wallet/messages'
import { fieldError, refusal, type ApiError } from '../../http/api-error'

/**
 * A wallet error as the API answers it: `code` `wallet.<code>` with its English, and for a 422 the field it belongs
 * to (`{ message, code, params, errors: { card: [message] }, field_codes }`).
 */
export function walletError(status: ContentfulStatusCode, code: WalletErrorCode, field?: string, extra: Record<string, unknown> = {}): ApiError {
  return field ? fieldError(field, `wallet.${code}`, {}, extra) : refusal(status, { code: `wallet.${code}` }, extra)
}

/** The code of a failed payment's answer, from the failure code stored with it (a processor's own is a decline). */
export function paymentFailureCode(stored: string | null): `wallet.${WalletErrorCode}` {
  return `wallet.${isWalletErrorCode(stored) ? stored : 'card_declined'}`
}

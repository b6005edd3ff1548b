import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { walletErrors, type WalletErrorCode } from '../../../shared/wallet/messages'
import { ApiError } from '../../http/api-error'

/**
 * A wallet error as the API answers it: the message, its code for the client to translate, and for a 422 the
 * field it belongs to (`{ message, code, errors: { card: [message] } }`).
 */
export function walletError(status: ContentfulStatusCode, code: WalletErrorCode, field?: string, extra: Record<string, unknown> = {}): ApiError {
  const message = walletErrors[code]
  return new ApiError(status, { message, code, ...(field ? { errors: { [field]: [message] } } : {}), ...extra })
}

import { errors, messages } from '../../shared/messages'
import { walletErrors } from '../../shared/wallet/messages'
import type { Translate } from '../i18n'

/** English message -> catalogue key, for every fixed message of src/shared/messages.ts and the wallet's the client can show. */
function fixedMessages(table: Record<string, unknown>, prefix: string): [string, string][] {
  return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [[v, `${prefix}.${k}`] as [string, string]] : []))
}

const keyByMessage = new Map<string, string>([...fixedMessages(messages, 'app.validation'), ...fixedMessages(errors, 'app.errors'), ...fixedMessages(walletErrors, 'wallet.errors')])

/**
 * Shows a shared validation or server message in the current language. The structs and the server speak the
 * English of SPEC.md section 5; a message without a translation is shown as it came.
 */
export function translateMessage(message: string, t: Translate): string {
  const key = keyByMessage.get(message)
  if (!key) return message
  const translated = t(key)
  return translated === key ? message : translated
}

import toast from 'react-hot-toast'
import type { Message } from '../../shared/message-format'
import { wordFailure, wordMessage } from '../../shared/message-wording'
import { shownLocale, translateShown } from '../i18n'

/**
 * The toasts of work a page does outside a command (a form's submit, a query): a failure by its code, once, in the
 * language on screen. A command's failure is shown by executeCommand (commands/registry.ts), not here.
 */
export function notifyFailure(error: unknown): void {
  toast.error(wordFailure(error, translateShown, shownLocale()))
}

/** A success the page words itself from its catalogue. */
export function notifySuccess(text: string): void {
  toast(text)
}

/** A message code as a toast, in the language on screen: a notice, or an error (a declined payment's code). */
export function notifyMessage(message: Message, kind: 'notice' | 'error' = 'notice'): void {
  const text = wordMessage(message, translateShown, shownLocale())
  if (kind === 'error') toast.error(text)
  else toast(text)
}

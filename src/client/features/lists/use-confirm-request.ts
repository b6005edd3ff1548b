import { useCallback, useState } from 'react'
import { useT } from '../../i18n'
import type { ConfirmRequest } from './confirm-dialog'

/** The page's confirm dialog as the list commands ask it: `confirm(key, params)` resolves with the answer. */
export function useConfirmRequest() {
  const t = useT()
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const confirm = useCallback((messageKey: string, params?: Record<string, unknown>) => new Promise<boolean>((resolve) => setRequest({ message: t(messageKey, params), resolve })), [t])
  const clear = useCallback(() => setRequest(null), [])
  return { confirm, request, clear }
}

import { useCallback } from 'react'
import type { ConfirmRequest } from '../../../commands/types'
import { useT } from '../i18n'
import { useConfirmAction } from './command-shell'

/**
 * `if (await confirm(question)) ...`: the shell's one confirm dialog (safe button focused). A bare string is the
 * question's title with a Yes button, for a deletion the title already names.
 */
export function useConfirm(): { confirm(request: string | ConfirmRequest): Promise<boolean> } {
  const ask = useConfirmAction()
  const t = useT()
  const confirm = useCallback(
    (request: string | ConfirmRequest) => ask(typeof request === 'string' ? { title: request, message: '', confirmLabel: t('app.common.yes'), tone: 'danger' } : request),
    [ask, t],
  )
  return { confirm }
}

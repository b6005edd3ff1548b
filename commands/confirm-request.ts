import type { CommandContext, ConfirmRequest } from './types'

/**
 * The question before a deletion: "Delete Default prompt 2?" (the action as its button already words it), what goes
 * ("This cannot be undone." unless `message` says more), a red button naming the action and Keep as the safe one.
 * Commands pass it to ctx.confirm; pages to the shell's confirm (useConfirm).
 */
export function deletionRequest(t: CommandContext['t'], action: string, options: { message?: string; confirmLabel?: string } = {}): ConfirmRequest {
  return {
    title: t('app.confirm.deleteTitle', { action }),
    message: options.message ?? t('app.confirm.cannotUndo'),
    confirmLabel: options.confirmLabel ?? t('app.confirm.delete'),
    cancelLabel: t('app.confirm.keep'),
    tone: 'danger',
  }
}

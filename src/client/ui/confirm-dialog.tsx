import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { Button } from './button'
import { Dialog } from './dialog'
import { pageStyles } from './page-styles'

/**
 * A question before an action: what it does (children), a confirm and a cancel button. The confirm button has the
 * focus, so Enter goes ahead; Escape, Close and Cancel answer no.
 */
export function ConfirmDialog(props: {
  open: boolean
  title: string
  onAnswer(yes: boolean): void
  confirmLabel?: string
  cancelLabel?: string
  children?: ReactNode
}) {
  const t = useT()
  return (
    <Dialog open={props.open} title={props.title} onClose={() => props.onAnswer(false)}>
      {props.children}
      <div className={pageStyles.row}>
        <Button type="button" data-autofocus onClick={() => props.onAnswer(true)}>
          {props.confirmLabel ?? t('app.common.yes')}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => props.onAnswer(false)}>
          {props.cancelLabel ?? t('app.common.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}

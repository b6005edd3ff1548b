import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { css, theme } from '../theme'
import { Button } from './button'
import { Dialog } from './dialog'
import { pageStyles } from './page-styles'

const facts = css`
  display: grid;
  grid-template-columns: max-content auto;
  gap: 4px 16px;
  margin: 0;
  div { display: contents; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`

export type ConfirmTone = 'spend' | 'danger'

/**
 * The one question before a spend or a destructive action: what it does (children, and `facts` such as the charge
 * and the balance after), a safe button and a confirm button that names the action. The safe button comes first and
 * has the focus, so Enter on the dialog as it opens does nothing harmful; Escape, Close and the backdrop answer no
 * too. Only a deliberate move to the confirm button goes ahead.
 */
export function ConfirmDialog(props: {
  open: boolean
  title: string
  onAnswer(yes: boolean): void
  confirmLabel?: string
  cancelLabel?: string
  /** A destruction (the default) shows a red confirm button; a spend the primary one. */
  tone?: ConfirmTone
  facts?: readonly { label: string; value: string }[]
  children?: ReactNode
}) {
  const t = useT()
  return (
    <Dialog open={props.open} title={props.title} onClose={() => props.onAnswer(false)}>
      {props.children}
      {props.facts?.length ? (
        <dl className={facts} data-testid="confirm-facts">
          {props.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={pageStyles.row}>
        <Button type="button" data-variant="secondary" data-autofocus data-safe="" onClick={() => props.onAnswer(false)}>
          {props.cancelLabel ?? t('app.common.cancel')}
        </Button>
        <Button type="button" data-variant={props.tone === 'spend' ? undefined : 'danger'} data-confirm="" onClick={() => props.onAnswer(true)}>
          {props.confirmLabel ?? t('app.common.yes')}
        </Button>
      </div>
    </Dialog>
  )
}

import { useId, type ReactNode } from 'react'
import { useT } from '../i18n'
import { css } from '../theme'
import { Button } from './button'
import { ModalFrame } from './palette/modal-frame'

const body = css`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow: auto;
  header { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  h2 { font-size: 18px; margin: 0; }
`

/**
 * A titled modal dialog with a visible Close button: labelled by its heading, focus moved in (to `data-autofocus`
 * when a child has it) and given back on close, Tab kept inside, the backdrop closes it; Escape in a field leaves the
 * field, the next Escape closes (ModalFrame).
 */
export function Dialog(props: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  const t = useT()
  const titleId = useId()
  return (
    <ModalFrame open={props.open} onClose={props.onClose} labelledBy={titleId} escapeLeavesFields>
      <div className={body}>
        <header>
          <h2 id={titleId}>{props.title}</h2>
          <Button type="button" data-variant="ghost" onClick={props.onClose}>
            {t('app.common.close')}
          </Button>
        </header>
        {props.children}
      </div>
    </ModalFrame>
  )
}

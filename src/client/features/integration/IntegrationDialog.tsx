import { useId, type ReactNode } from 'react'
import { css } from '../../theme'
import { ModalFrame } from '../../ui/palette/ModalFrame'

const body = css`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow: auto;
  h2 { font-size: 18px; margin: 0; }
`

/** A titled modal (Escape closes it) for the integration pages' questions: which CRM, delete this webhook? */
export function IntegrationDialog(props: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  const titleId = useId()
  return (
    <ModalFrame open={props.open} onClose={props.onClose} labelledBy={titleId}>
      <div className={body}>
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
      </div>
    </ModalFrame>
  )
}

import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n'
import { css } from '../../theme'
import { Button } from '../../ui/Button'
import { ModalFrame } from '../../ui/palette/ModalFrame'

const body = css`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow: auto;
  header { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  h2 { font-size: 18px; margin: 0; }
`

/** A titled modal dialog of the wallet (Escape and the cancel button close it; focus returns where it was). */
export function WalletDialog(props: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  const t = useT()
  const titleId = useId()
  return (
    <ModalFrame open={props.open} onClose={props.onClose} labelledBy={titleId}>
      <div className={body}>
        <header>
          <h2 id={titleId}>{props.title}</h2>
          <Button type="button" data-variant="ghost" onClick={props.onClose}>
            {t('wallet.cardForm.cancel')}
          </Button>
        </header>
        {props.children}
      </div>
    </ModalFrame>
  )
}

import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { pageStyles } from '../../ui/pageStyles'
import { Dialog } from './Dialog'

export type ConfirmRequest = { message: string; resolve(ok: boolean): void }

/** Asks before a destructive command; Enter on the focused confirm button goes ahead, Escape cancels. */
export function ConfirmDialog(props: { request: ConfirmRequest | null; onDone(): void }) {
  const t = useT()
  const answer = (ok: boolean) => {
    props.request?.resolve(ok)
    props.onDone()
  }
  return (
    <Dialog open={props.request !== null} title={t('leads.confirm.title')} onClose={() => answer(false)}>
      <p>{props.request?.message}</p>
      <div className={pageStyles.row}>
        <Button type="button" data-autofocus onClick={() => answer(true)}>
          {t('leads.confirm.yes')}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => answer(false)}>
          {t('leads.confirm.no')}
        </Button>
      </div>
    </Dialog>
  )
}

import { useT } from '../../i18n'
import { ConfirmDialog as Confirm } from '../../ui/confirm-dialog'

export type ConfirmRequest = { message: string; resolve(ok: boolean): void }

/** Asks before a destructive list command with the shared confirm dialog: Keep has the focus, Escape answers no. */
export function ConfirmDialog(props: { request: ConfirmRequest | null; onDone(): void }) {
  const t = useT()
  const answer = (ok: boolean) => {
    props.request?.resolve(ok)
    props.onDone()
  }
  return (
    <Confirm open={props.request !== null} title={t('leads.confirm.title')} confirmLabel={t('leads.confirm.yes')} cancelLabel={t('leads.confirm.no')} onAnswer={answer}>
      <p>{props.request?.message}</p>
    </Confirm>
  )
}

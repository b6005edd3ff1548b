import { useCallback, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'

type Request = { message: string; resolve(yes: boolean): void }

/** A yes/no question as a dialog: `if (await confirm(text)) ...`; render `dialog` once in the page. */
export function useConfirm() {
  const [request, setRequest] = useState<Request | null>(null)
  const confirm = useCallback((message: string) => new Promise<boolean>((resolve) => setRequest({ message, resolve })), [])
  const answer = (yes: boolean) => {
    request?.resolve(yes)
    setRequest(null)
  }
  const dialog = <ConfirmDialog open={request !== null} title={request?.message ?? ''} onAnswer={answer} />
  return { confirm, dialog }
}

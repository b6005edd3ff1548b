import { useCallback, useState } from 'react'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { pageStyles } from '../../ui/pageStyles'
import { IntegrationDialog } from './IntegrationDialog'

type Request = { message: string; resolve(yes: boolean): void }

/** A yes/no question as a dialog: `await confirm(text)`; Enter on the focused Yes goes ahead, Escape cancels. */
export function useConfirm() {
  const t = useT()
  const [request, setRequest] = useState<Request | null>(null)
  const confirm = useCallback((message: string) => new Promise<boolean>((resolve) => setRequest({ message, resolve })), [])
  const answer = (yes: boolean) => {
    request?.resolve(yes)
    setRequest(null)
  }
  const dialog = (
    <IntegrationDialog open={request !== null} title={request?.message ?? ''} onClose={() => answer(false)}>
      <div className={pageStyles.row}>
        <Button type="button" data-autofocus onClick={() => answer(true)}>
          {t('integrations.common.yes')}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => answer(false)}>
          {t('integrations.common.no')}
        </Button>
      </div>
    </IntegrationDialog>
  )
  return { confirm, dialog }
}

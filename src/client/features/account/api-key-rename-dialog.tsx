import { useEffect } from 'react'
import type { ApiKey } from '../../../shared/integrations/types'
import type { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { Form } from '../../ui/form'
import { TextField } from '../../ui/text-field'

type NameForm = ReturnType<typeof useValidatedForm<{ name: string }>>

/** The name of one API key, in a dialog: Enter or Save runs apiKeys.rename again, which saves it. */
export function ApiKeyRenameDialog(props: { apiKey: ApiKey | null; form: NameForm; onClose(): void }) {
  const t = useT()
  const run = useRunCommand()
  const { apiKey, form } = props
  const { setValues } = form
  useEffect(() => {
    if (apiKey) setValues({ name: apiKey.name })
  }, [apiKey, setValues])
  return (
    <Dialog open={apiKey !== null} title={t('integrations.apiKeys.renameTitle', { name: apiKey?.name ?? '' })} onClose={props.onClose}>
      {apiKey ? (
        <Form ref={form.focusRef} onSubmit={() => run('apiKeys.rename', apiKey.id, 'keyboard')} label={t('integrations.apiKeys.renameTitle', { name: apiKey.name })}>
          <TextField label={t('integrations.apiKeys.name')} autoComplete="off" data-autofocus="" {...form.field('name')} />
          <div>
            <CommandButton id="apiKeys.rename" args={apiKey.id} variant="primary">
              {t('integrations.apiKeys.saveName')}
            </CommandButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  )
}

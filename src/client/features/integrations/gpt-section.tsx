import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { deleteGptSettings, gptSettingsQuery, integrationKeys, saveGptSettings } from '../../../api/integrations'
import { defaultGptBaseUrl, defaultGptModel, gptSettingsBody } from '../../../shared/integrations/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage, reported } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useConfirm } from '../../ui/use-confirm'

/** The GPT API key section: an OpenAI-compatible endpoint for the AI tools. The stored key never comes back, only its hint. */
export function GptSection() {
  const t = useT()
  const { confirm } = useConfirm()
  const queryClient = useQueryClient()
  const settings = useQuery(gptSettingsQuery())
  const form = useValidatedForm(gptSettingsBody, { base_url: defaultGptBaseUrl, model: defaultGptModel, api_key: '' })
  const [saved, setSaved] = useState(false)
  const { setValues } = form
  useEffect(() => {
    if (settings.data) setValues({ base_url: settings.data.base_url, model: settings.data.model, api_key: '' })
  }, [settings.data, setValues])

  const submit = form.submitWith(async (body) => {
    await saveGptSettings({ base_url: body.base_url || undefined, model: body.model, ...(body.api_key ? { api_key: body.api_key } : {}) })
    notifyMessage({ code: 'integrations.gpt_saved' })
    await queryClient.invalidateQueries({ queryKey: integrationKeys.gpt })
    form.setValue('api_key', '')
    setSaved(true)
  })
  const remove = () =>
    reported(async () => {
      const question = deletionRequest(t, t('integrations.gpt.remove'), { message: t('app.confirm.gptKey'), confirmLabel: t('app.confirm.remove') })
      if (!(await confirm(question))) return
      await deleteGptSettings()
      notifyMessage({ code: 'integrations.gpt_removed' })
      await queryClient.invalidateQueries({ queryKey: integrationKeys.gpt })
      setSaved(false)
    })
  const hint = settings.data ? t('integrations.gpt.keepKey', { hint: settings.data.api_key_hint }) : t('integrations.gpt.none')
  return (
    <Panel aria-labelledby="gpt-title">
      <h2 id="gpt-title">{t('integrations.gpt.title')}</h2>
      <p>{t('integrations.gpt.lead')}</p>
      <Form onSubmit={submit} label={t('integrations.gpt.title')}>
        <TextField label={t('integrations.gpt.baseUrl')} type="url" {...form.field('base_url')} onValueChange={(v) => (form.setValue('base_url', v), setSaved(false))} />
        <TextField label={t('integrations.gpt.model')} {...form.field('model')} onValueChange={(v) => (form.setValue('model', v), setSaved(false))} />
        <TextField label={t('integrations.gpt.apiKey')} type="password" autoComplete="off" hint={hint} {...form.field('api_key')} onValueChange={(v) => (form.setValue('api_key', v), setSaved(false))} />
        <div className={pageStyles.row}>
          <Button type="submit" disabled={form.sending}>
            {t('integrations.gpt.save')}
          </Button>
          {settings.data ? (
            <Button type="button" data-variant="secondary" onClick={() => void remove()}>
              {t('integrations.gpt.remove')}
            </Button>
          ) : null}
        </div>
        <p role="status" className={pageStyles.muted}>
          {saved ? t('integrations.gpt.saved') : ''}
        </p>
      </Form>
    </Panel>
  )
}

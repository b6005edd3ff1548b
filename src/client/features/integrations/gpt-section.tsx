import { useQuery, useQueryClient } from '@tanstack/react-query'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useEffect, useMemo, useRef, useState } from 'react'
import { gptKeySlot } from '../../../../commands/integration-forms'
import { deleteGptSettings, gptSettingsQuery, integrationKeys, saveGptSettings } from '../../../api/integrations'
import { defaultGptBaseUrl, defaultGptModel, gptSettingsBody } from '../../../shared/integrations/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { useConfirm } from '../../ui/use-confirm'

/**
 * The GPT API key section: an OpenAI-compatible endpoint for the AI tools. The stored key never comes back, only its
 * hint. Saving and removing are the commands integrations.gptKey.save and .remove (which asks first).
 */
export function GptSection() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const settings = useQuery(gptSettingsQuery())
  const form = useValidatedForm(gptSettingsBody, { base_url: defaultGptBaseUrl, model: defaultGptModel, api_key: '' })
  const [saved, setSaved] = useState(false)
  const { confirm } = useConfirm()
  const { setValues } = form
  useEffect(() => {
    if (settings.data) setValues({ base_url: settings.data.base_url, model: settings.data.model, api_key: '' })
  }, [settings.data, setValues])

  const save = form.submitWith(async (body) => {
    await saveGptSettings({ base_url: body.base_url || undefined, model: body.model, ...(body.api_key ? { api_key: body.api_key } : {}) })
    notifyMessage({ code: 'integrations.gpt_saved' })
    await queryClient.invalidateQueries({ queryKey: integrationKeys.gpt })
    form.setValue('api_key', '')
    setSaved(true)
  })
  const saveRef = useRef(save)
  saveRef.current = save
  const stored = Boolean(settings.data)
  useProvideSlot(
    gptKeySlot,
    useMemo(
      () => ({
        stored,
        save: () => saveRef.current(),
        async remove() {
          if (!(await confirm(deletionRequest(t, t('integrations.gpt.remove'), { message: t('app.confirm.gptKey'), confirmLabel: t('app.confirm.remove') })))) return false
          await deleteGptSettings()
          await queryClient.invalidateQueries({ queryKey: integrationKeys.gpt })
          setSaved(false)
          return true
        },
      }),
      [stored, confirm, t, queryClient],
    ),
  )

  const edit = (name: 'base_url' | 'model' | 'api_key') => ({ ...form.field(name), onValueChange: (v: string) => (form.setValue(name, v), setSaved(false)) })
  const hint = settings.data ? t('integrations.gpt.keepKey', { hint: settings.data.api_key_hint }) : t('integrations.gpt.none')
  return (
    <Panel aria-labelledby="gpt-title">
      <h2 id="gpt-title">{t('integrations.gpt.title')}</h2>
      <p>{t('integrations.gpt.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('integrations.gptKey.save', undefined, 'keyboard')} label={t('integrations.gpt.title')}>
        <TextField label={t('integrations.gpt.baseUrl')} type="url" {...edit('base_url')} />
        <TextField label={t('integrations.gpt.model')} {...edit('model')} />
        <TextField label={t('integrations.gpt.apiKey')} type="password" autoComplete="off" hint={hint} {...edit('api_key')} />
        <div className={pageStyles.row}>
          <CommandButton id="integrations.gptKey.save" variant="primary">
            {t('integrations.gpt.save')}
          </CommandButton>
          {stored ? <CommandButton id="integrations.gptKey.remove">{t('integrations.gpt.remove')}</CommandButton> : null}
        </div>
        <p role="status" className={pageStyles.muted}>
          {saved ? t('integrations.gpt.saved') : ''}
        </p>
      </Form>
    </Panel>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { listSettingsSlot } from '../../../../commands/list-settings'
import { listKeys, listWebhookQuery, setListWebhook } from '../../../api/lists'
import { listWebhookBody } from '../../../shared/lists/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { ListHeader } from './list/list-header'
import { ListSettingsTabs } from './list-settings-tabs'
import { useOpenList } from './use-open-list'

/** saved-lists/{type}-{id}/webhook: the URL the list's results are sent to, saved by list.saveWebhook. */
export default function WebhookPage() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const { list } = useOpenList()
  const current = useQuery({ ...listWebhookQuery(list?.id ?? 0), enabled: list !== null })
  const form = useValidatedForm(listWebhookBody, { webhook: '' }, (values) => ({ webhook: values.webhook.trim() }))
  const [saved, setSaved] = useState(false)
  const { setValues } = form
  useEffect(() => {
    setValues({ webhook: current.data?.webhook ?? list?.webhook ?? '' })
  }, [current.data, list?.webhook, setValues])

  const save = form.submitWith(async (body) => {
    if (!list) return
    await setListWebhook(list.id, body.webhook)
    notifyMessage({ code: 'lists.webhook_saved' })
    await queryClient.invalidateQueries({ queryKey: listKeys.all })
    setSaved(true)
  })
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(listSettingsSlot, useMemo(() => (list ? { saveWebhook: () => saveRef.current() } : undefined), [list]))

  if (!list) return <LoadingState />
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} title={t('leads.webhook.title', { name: list.name })} />
      <ListSettingsTabs list={list} />
      <Panel>
        <p>{t('leads.webhook.lead')}</p>
        <Form ref={form.focusRef} onSubmit={() => run('list.saveWebhook', undefined, 'keyboard')}>
          <TextField label={t('leads.webhook.url')} type="url" {...form.field('webhook')} onValueChange={(v) => (form.setValue('webhook', v), setSaved(false))} />
          <div>
            <CommandButton id="list.saveWebhook" variant="primary">
              {t('leads.common.save')}
            </CommandButton>
          </div>
          <p role="status" className={pageStyles.muted}>{saved ? t('leads.common.saved') : ''}</p>
        </Form>
      </Panel>
    </section>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { listKeys, listWebhookQuery, setListWebhook } from '../../../api/lists'
import { isApiFailure } from '../../../shared/api-failure'
import { listWebhookBody } from '../../../shared/lists/schemas'
import { validate, type FieldMessages } from '../../../shared/validate'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { ListHeader } from './list/list-header'
import { useOpenList } from './use-open-list'

/** saved-lists/{type}-{id}/webhook: the URL the list's results are sent to. */
export default function WebhookPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const { list } = useOpenList()
  const current = useQuery({ ...listWebhookQuery(list?.id ?? 0), enabled: list !== null })
  const [webhook, setWebhook] = useState('')
  const [errors, setErrors] = useState<FieldMessages>({})
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    setWebhook(current.data?.webhook ?? list?.webhook ?? '')
  }, [current.data, list?.webhook])
  if (!list) return <LoadingState />
  const save = async () => {
    const checked = validate(listWebhookBody, { webhook: webhook.trim() })
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await setListWebhook(list.id, checked.value.webhook)
      notifyMessage({ code: 'lists.webhook_saved' })
      await queryClient.invalidateQueries({ queryKey: listKeys.all })
      setSaved(true)
    } catch (error) {
      notifyFailure(error)
      setErrors(isApiFailure(error) ? error.fields : {})
    }
  }
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} title={t('leads.webhook.title', { name: list.name })} />
      <Panel>
        <p>{t('leads.webhook.lead')}</p>
        <Form onSubmit={save}>
          <TextField label={t('leads.webhook.url')} name="webhook" type="url" value={webhook} errors={errors.webhook} onValueChange={(v) => (setWebhook(v), setErrors({}), setSaved(false))} />
          <div>
            <Button type="submit">{t('leads.common.save')}</Button>
          </div>
          <p role="status" className={pageStyles.muted}>{saved ? t('leads.common.saved') : ''}</p>
        </Form>
      </Panel>
    </section>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { listSettingsSlot } from '../../../../commands/list-settings'
import { listKeys, saveListDetails } from '../../../api/lists'
import { listDetailsBody } from '../../../shared/lists/schemas'
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

const cleanTags = (tags: string) => tags.split(',').map((s) => s.trim()).filter(Boolean).join(', ')

/** saved-lists/{type}-{id}/tags-and-source: the list's tags (comma separated) and source, saved by list.saveDetails. */
export default function TagsAndSourcePage() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const { list } = useOpenList()
  const form = useValidatedForm(listDetailsBody, { tags: '', source: '' }, (values) => ({ tags: cleanTags(values.tags) || null, source: values.source.trim() || null }))
  const [saved, setSaved] = useState(false)
  const { setValues } = form
  useEffect(() => {
    if (list) setValues({ tags: list.tags ?? '', source: list.source ?? '' })
  }, [list?.id]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = form.submitWith(async (body) => {
    if (!list) return
    const answer = await saveListDetails({ tags: body.tags, source: body.source, ids: [list.id] })
    notifyMessage({ code: answer.updated ? 'lists.details_saved' : 'lists.nothing_to_update' })
    await queryClient.invalidateQueries({ queryKey: listKeys.all })
    setSaved(true)
  })
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(listSettingsSlot, useMemo(() => (list ? { saveDetails: () => saveRef.current() } : undefined), [list]))

  if (!list) return <LoadingState />
  const edit = (name: 'tags' | 'source') => ({ ...form.field(name), onValueChange: (v: string) => (form.setValue(name, v), setSaved(false)) })
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} title={t('leads.tagsAndSource.title', { name: list.name })} />
      <ListSettingsTabs list={list} />
      <Panel>
        <Form ref={form.focusRef} onSubmit={() => run('list.saveDetails', undefined, 'keyboard')}>
          <TextField label={t('leads.tagsAndSource.tags')} hint={t('leads.newSearch.commaSeparated')} {...edit('tags')} />
          <TextField label={t('leads.tagsAndSource.source')} {...edit('source')} />
          <div>
            <CommandButton id="list.saveDetails" variant="primary">
              {t('leads.common.save')}
            </CommandButton>
          </div>
          <p role="status" className={pageStyles.muted}>{saved ? t('leads.common.saved') : ''}</p>
        </Form>
      </Panel>
    </section>
  )
}

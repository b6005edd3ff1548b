import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { listKeys, saveListDetails } from '../../../api/lists'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage, reported } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { ListHeader } from './list/list-header'
import { useOpenList } from './use-open-list'

/** saved-lists/{type}-{id}/tags-and-source: the list's tags (comma separated) and source. */
export default function TagsAndSourcePage() {
  const t = useT()
  const queryClient = useQueryClient()
  const { list } = useOpenList()
  const [tags, setTags] = useState('')
  const [source, setSource] = useState('')
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (list) (setTags(list.tags ?? ''), setSource(list.source ?? ''))
  }, [list?.id]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!list) return <LoadingState />
  const save = () =>
    reported(async () => {
      const clean = tags.split(',').map((s) => s.trim()).filter(Boolean).join(', ')
      const answer = await saveListDetails({ tags: clean || null, source: source.trim() || null, ids: [list.id] })
      notifyMessage({ code: answer.updated ? 'lists.details_saved' : 'lists.nothing_to_update' })
      await queryClient.invalidateQueries({ queryKey: listKeys.all })
      setSaved(true)
    })
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} title={t('leads.tagsAndSource.title', { name: list.name })} />
      <Panel>
        <Form onSubmit={save}>
          <TextField label={t('leads.tagsAndSource.tags')} hint={t('leads.newSearch.commaSeparated')} name="tags" value={tags} onValueChange={(v) => (setTags(v), setSaved(false))} />
          <TextField label={t('leads.tagsAndSource.source')} name="source" value={source} onValueChange={(v) => (setSource(v), setSaved(false))} />
          <div>
            <Button type="submit">{t('leads.common.save')}</Button>
          </div>
          <p role="status" className={pageStyles.muted}>{saved ? t('leads.common.saved') : ''}</p>
        </Form>
      </Panel>
    </section>
  )
}

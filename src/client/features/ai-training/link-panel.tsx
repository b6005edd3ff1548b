import { singleLinkBody } from '../../../shared/ai/training'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import type { BindAction } from './training-actions'
import { useCrawl } from './use-crawl'

/** Single link: reads one page (no links followed) as a job, watched by its own crawl machine. */
export function LinkPanel(props: { bind: BindAction }) {
  const t = useT()
  const run = useRunCommand()
  const fetcher = useCrawl('link')
  const form = useValidatedForm<{ url: string }>(singleLinkBody, { url: '' }, (values) => ({ url: values.url.trim() }))

  props.bind('addLink', () => {
    const checked = form.check()
    if (!checked) return
    fetcher.send({ type: 'LINK', url: checked.url })
    form.setValues({ url: '' })
  })

  const { context } = fetcher.snapshot
  return (
    <Panel aria-labelledby="training-link-title">
      <h2 id="training-link-title">{t('aiTraining.link.title')}</h2>
      <p>{t('aiTraining.link.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('ai.training.addLink', undefined, 'keyboard')} label={t('aiTraining.link.title')}>
        <TextField label={t('aiTraining.link.field')} inputMode="url" {...form.field('url')} />
        <div>
          <CommandButton id="ai.training.addLink" variant="primary" />
        </div>
      </Form>
      <div aria-live="polite">
        {fetcher.busy ? (
          <p className={pageStyles.notice} data-tone="info" role="status">{t('aiTraining.link.reading', { url: context.website ?? '' })}</p>
        ) : fetcher.snapshot.matches('done') ? (
          context.website ? (
            <p className={pageStyles.notice} data-tone="success" role="status">{t('aiTraining.link.done', { title: context.linksData[0]?.title ?? context.website })}</p>
          ) : (
            <p className={pageStyles.notice} data-tone="danger" role="status">{t('aiTraining.website.nothing', { reason: context.error ?? '' })}</p>
          )
        ) : null}
      </div>
    </Panel>
  )
}

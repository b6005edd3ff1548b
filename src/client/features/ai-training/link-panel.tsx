import { useRef, useState } from 'react'
import { singleLinkBody } from '../../../shared/ai/training'
import { validate, type FieldMessages } from '../../../shared/validate'
import { enterRuns } from '../../forms/enter-runs'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { focusFirstInvalid, type BindAction } from './training-actions'
import { useCrawl } from './use-crawl'

/** Single link: reads one page (no links followed) as a job, watched by its own crawl machine. */
export function LinkPanel(props: { bind: BindAction }) {
  const t = useT()
  const run = useRunCommand()
  const fetcher = useCrawl('link')
  const formRef = useRef<HTMLDivElement>(null)
  const [url, setUrl] = useState('')
  const [errors, setErrors] = useState<FieldMessages>({})

  props.bind('addLink', () => {
    const checked = validate(singleLinkBody, { url: url.trim() })
    if (!checked.ok) {
      setErrors(checked.errors)
      return focusFirstInvalid(formRef)
    }
    setErrors({})
    fetcher.send({ type: 'LINK', url: checked.value.url })
    setUrl('')
  })

  const { context } = fetcher.snapshot
  return (
    <Panel aria-labelledby="training-link-title">
      <h2 id="training-link-title">{t('aiTraining.link.title')}</h2>
      <p>{t('aiTraining.link.lead')}</p>
      <div ref={formRef} onKeyDown={enterRuns(() => void run('ai.training.addLink', undefined, 'keyboard'))}>
        <Form onSubmit={() => void run('ai.training.addLink', undefined, 'keyboard')} label={t('aiTraining.link.title')}>
          <TextField label={t('aiTraining.link.field')} name="url" inputMode="url" value={url} errors={errors.url} onValueChange={(v) => (setUrl(v), setErrors({}))} />
          <div>
            <CommandButton id="ai.training.addLink" variant="primary" />
          </div>
        </Form>
      </div>
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

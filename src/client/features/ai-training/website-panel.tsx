import { useEffect } from 'react'
import { crawlWebsiteBody, CRAWL_DEFAULT_PAGES, CRAWL_MAX_PAGES, type WebsiteLink } from '../../../shared/ai/training'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { SourceList, type SourceItem } from './source-list'
import type { BindAction } from './training-actions'
import { trainingStyles } from './training-styles'
import { useCrawl } from './use-crawl'
import type { Paging } from './use-source-page'

const linkItem = (link: WebsiteLink): SourceItem => ({ kind: link.kind, id: link.id, title: link.title || link.url, detail: link.url, tokens: link.tokens })

/** Website crawl: posts the site, watches the job (crawl machine) and shows the pages as they are read. */
export function WebsitePanel(props: { bind: BindAction; onBusy(busy: boolean): void; links: readonly WebsiteLink[]; paging: Paging }) {
  const t = useT()
  const run = useRunCommand()
  const crawl = useCrawl('website')
  const form = useValidatedForm<{ website: string; max_pages: string }, { website: string; max_pages?: number }>(crawlWebsiteBody, { website: '', max_pages: '' }, (values) => ({
    website: values.website,
    ...(values.max_pages.trim() ? { max_pages: Number(values.max_pages) } : {}),
  }))
  const { onBusy } = props
  useEffect(() => onBusy(crawl.busy), [onBusy, crawl.busy])

  props.bind('crawlWebsite', () => {
    const checked = form.check()
    if (!checked) return
    crawl.send({ type: 'CRAWL', website: checked.website.trim(), maxPages: checked.max_pages ?? null })
  })

  const { context } = crawl.snapshot
  const finished = crawl.snapshot.matches('done')
  return (
    <Panel aria-labelledby="training-website-title">
      <h2 id="training-website-title">{t('aiTraining.website.title')}</h2>
      <p>{t('aiTraining.website.lead', { pages: CRAWL_DEFAULT_PAGES })}</p>
      <Form ref={form.focusRef} onSubmit={() => run('ai.training.crawl', undefined, 'keyboard')} label={t('aiTraining.website.title')}>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('aiTraining.website.field')} inputMode="url" autoComplete="url" {...form.field('website')} />
          <TextField label={t('aiTraining.website.pages', { max: CRAWL_MAX_PAGES })} inputMode="numeric" placeholder={String(CRAWL_DEFAULT_PAGES)} {...form.field('max_pages')} />
        </div>
        <div>
          <CommandButton id="ai.training.crawl" variant="primary" />
        </div>
      </Form>
      <div aria-live="polite">
        {crawl.busy ? (
          <p className={pageStyles.notice} data-tone="info" role="status">
            {t('aiTraining.website.crawling', { website: context.website ?? '', count: context.links.length })}
          </p>
        ) : finished && context.website ? (
          <p className={pageStyles.notice} data-tone="success" role="status">
            {t('aiTraining.website.done', { count: context.links.length })}
          </p>
        ) : finished ? (
          <p className={pageStyles.notice} data-tone="danger" role="status">
            {t('aiTraining.website.nothing', { reason: context.error ?? '' })}
          </p>
        ) : null}
      </div>
      {/* This crawl's pages: they arrive while it is pending and stay listed when it is done. */}
      {context.linksData.length > 0 ? (
        // Focusable: the list scrolls, and its rows hold nothing a keyboard could land on.
        <ul className={trainingStyles.list} aria-label={t('aiTraining.website.arriving')} tabIndex={0}>
          {context.linksData.map((link) => (
            <li key={link.id}>
              <div>
                <span>{link.title || link.url}</span>
                <small>{link.url}</small>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>{t('aiTraining.website.stored')}</h3>
      <SourceList label={t('aiTraining.website.stored')} items={props.links.map(linkItem)} paging={props.paging} empty={t('aiTraining.website.none')} />
    </Panel>
  )
}

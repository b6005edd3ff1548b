import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { aiTrainingSlot, type AiTrainingSlot, type TrainingSourceRef } from '../../../../commands/ai-training'
import {
  businessProfileQuery, deleteTrainingFile, deleteTrainingQa, deleteTrainingText, deleteWebsiteLink, trainingFilesQuery, trainingKeys, trainingQaQuery,
  trainingTextsQuery, trainingTokensQuery, websiteLinksQuery,
} from '../../../api/ai-training'
import type { TrainingSourceKind } from '../../../shared/ai/training'
import { useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { pageStyles } from '../../ui/page-styles'
import { LinkPanel } from './link-panel'
import { PdfPanel } from './pdf-panel'
import { QaPanel } from './qa-panel'
import { TextPanel } from './text-panel'
import { type BindAction, type PanelAction } from './training-actions'
import { trainingStyles } from './training-styles'
import { useSourcePage } from './use-source-page'
import { WebsitePanel } from './website-panel'

const remove: Record<TrainingSourceKind, (id: number) => Promise<unknown>> = {
  website: deleteWebsiteLink,
  link: deleteWebsiteLink,
  text: deleteTrainingText,
  qa: deleteTrainingQa,
  pdf: deleteTrainingFile,
}

/**
 * ai/training: the five data sources (website crawl, single link, text, question and answer, PDF). Every action is a
 * command of commands/ai-training.ts; the panels implement them through `bind`.
 */
export default function TrainingPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const profile = useQuery(businessProfileQuery())
  const tokens = useQuery(trainingTokensQuery())
  const links = useSourcePage(websiteLinksQuery)
  const texts = useSourcePage(trainingTextsQuery)
  const qa = useSourcePage(trainingQaQuery)
  const files = useSourcePage(trainingFilesQuery)
  const [crawling, setCrawling] = useState(false)

  const handlers = useRef<Partial<Record<PanelAction, () => void | Promise<void>>>>({})
  const bind = useCallback<BindAction>((name, run) => {
    handlers.current[name] = run
  }, [])
  const call = (name: PanelAction) => () => handlers.current[name]?.()

  const sources = useMemo<TrainingSourceRef[]>(
    () => [
      ...links.items.map((l) => ({ kind: l.kind, id: l.id, title: l.title || l.url })),
      ...texts.items.map((x) => ({ kind: 'text' as const, id: x.id, title: x.title })),
      ...qa.items.map((x) => ({ kind: 'qa' as const, id: x.id, title: x.question })),
      ...files.items.map((f) => ({ kind: 'pdf' as const, id: f.id, title: f.title })),
    ],
    [links.items, texts.items, qa.items, files.items],
  )

  const actions = useMemo<AiTrainingSlot>(
    () => ({
      crawling,
      crawlWebsite: call('crawlWebsite'),
      addLink: call('addLink'),
      addText: call('addText'),
      addQa: call('addQa'),
      choosePdf: call('choosePdf'),
      sources,
      deleteSource: async (source) => {
        await remove[source.kind](source.id)
        await queryClient.invalidateQueries({ queryKey: trainingKeys.all })
      },
    }),
    [crawling, sources, queryClient],
  )
  useProvideSlot(aiTrainingSlot, actions)

  return (
    <section className={pageStyles.page} aria-labelledby="training-title">
      <header className={pageStyles.header}>
        <h2 id="training-title">{t('aiTraining.heading')}</h2>
        {tokens.data ? <span className={pageStyles.muted}>{t('aiTraining.totalTokens', { count: tokens.data.total })}</span> : null}
      </header>
      <p className={pageStyles.muted}>{t('aiTraining.lead')}</p>
      {profile.data && !profile.data.complete ? (
        <div className={pageStyles.notice} role="status">
          <p>{t('aiTraining.gate.message')}</p>
          <Link href="/settings/business-profile">{t('aiTraining.gate.link')}</Link>
        </div>
      ) : null}
      <div className={trainingStyles.panels}>
        <WebsitePanel bind={bind} onBusy={setCrawling} links={links.items} paging={links.paging} />
        <LinkPanel bind={bind} />
        <TextPanel bind={bind} texts={texts.items} paging={texts.paging} />
        <QaPanel bind={bind} items={qa.items} paging={qa.paging} />
        <PdfPanel bind={bind} files={files.items} paging={files.paging} />
      </div>
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { resultDetailsQuery } from '../../../api/results'
import { useLocale, useT } from '../../i18n'
import { usePageTitle } from '../../shell/page-title'
import { hiddenResultKeys, resultFieldLabel, resultValue } from './result-fields'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { AiTextsPanel, isAiTextKey } from '../ai/ai-texts-panel'
import { EnrichmentPanel, isEnrichmentKey } from './enrichment-panel'
import { leadStyles } from '../../ui/lead-styles'
import { EmailStateBadge } from './list/email-state-badge'
import { LabelChips } from './list/label-chips'
import { listPath } from '../../routing/list-path'
import { useOpenList } from './use-open-list'

/**
 * saved-lists/{type}-{id}/{resultId}: one result's fields under their catalogue labels, values in the user's
 * language and time zone, its labels and its e-mails by kind. The top bar names the page after the lead.
 */
export default function ResultPage() {
  const t = useT()
  const { locale } = useLocale()
  const { ref, resultId } = useOpenList()
  const result = useQuery({ ...resultDetailsQuery(resultId ?? 0), enabled: resultId !== null })
  usePageTitle(result.data ? (result.data.name ?? t('leads.result.untitled')) : null)
  if (!result.data) return result.isError ? <p role="alert">{t('leads.result.notFound')}</p> : <LoadingState />
  const r = result.data
  const emails = (r.emails ?? {}) as Record<string, unknown>
  const byKind: [string, unknown][] = [['main', r.email], ...Object.entries(emails).filter(([kind]) => kind !== 'main'), ['potential', r.potential_emails]]
  return (
    <section className={pageStyles.page} aria-label={r.name ?? t('leads.result.untitled')}>
      <header className={leadStyles.header}>
        <div>
          {ref ? <Link href={listPath(ref)}>{t('leads.result.back')}</Link> : null}
          <EmailStateBadge state={r.email_state} /> <LabelChips labels={r.labels ?? []} />
        </div>
      </header>
      <Panel aria-labelledby="result-emails">
        <h3 id="result-emails">{t('leads.result.emails')}</h3>
        <dl className={pageStyles.facts}>
          {byKind.map(([kind, value]) => (
            <div key={kind} style={{ display: 'contents' }}>
              <dt>{t(`leads.result.emailKinds.${kind}`)}</dt>
              <dd>{resultValue(kind, value, t, locale)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel aria-labelledby="result-fields">
        <h3 id="result-fields">{t('leads.result.fields')}</h3>
        <dl className={pageStyles.facts}>
          {Object.entries(r)
            .filter(([key]) => !hiddenResultKeys.has(key) && !isAiTextKey(key) && !isEnrichmentKey(key) && resultFieldLabel(key, t) !== null)
            .map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{resultFieldLabel(key, t)}</dt>
                <dd>{resultValue(key, value, t, locale)}</dd>
              </div>
            ))}
        </dl>
      </Panel>
      <EnrichmentPanel result={r} />
      <AiTextsPanel result={r} />
    </section>
  )
}

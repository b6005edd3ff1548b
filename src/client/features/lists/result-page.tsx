import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { resultDetailsQuery } from '../../../api/results'
import { useT } from '../../i18n'
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

const shownElsewhere = new Set(['id', 'campaign_id', 'type', 'labels', 'email_state', 'email', 'potential_emails', 'emails', 'name'])

function text(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—'
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** saved-lists/{type}-{id}/{resultId}: every field of one result, its labels and its e-mails by kind. */
export default function ResultPage() {
  const t = useT()
  const { ref, resultId } = useOpenList()
  const result = useQuery({ ...resultDetailsQuery(resultId ?? 0), enabled: resultId !== null })
  if (!result.data) return result.isError ? <p role="alert">{t('leads.result.notFound')}</p> : <LoadingState />
  const r = result.data
  // Fields the catalogue does not name (a provider's extra data) show under their own key.
  const fieldName = (key: string) => {
    const label = t(`leads.fields.${key}`)
    return label === `leads.fields.${key}` ? key.replaceAll('_', ' ') : label
  }
  const emails = (r.emails ?? {}) as Record<string, unknown>
  const byKind: [string, unknown][] = [['main', r.email], ...Object.entries(emails).filter(([kind]) => kind !== 'main'), ['potential', r.potential_emails]]
  return (
    <section className={pageStyles.page} aria-labelledby="result-title">
      <header className={leadStyles.header}>
        <div>
          {ref ? <Link href={listPath(ref)}>{t('leads.result.back')}</Link> : null}
          <h2 id="result-title">{r.name ?? t('leads.result.untitled')}</h2>
          <EmailStateBadge state={r.email_state} /> <LabelChips labels={r.labels ?? []} />
        </div>
      </header>
      <Panel aria-labelledby="result-emails">
        <h3 id="result-emails">{t('leads.result.emails')}</h3>
        <dl className={pageStyles.facts}>
          {byKind.map(([kind, value]) => (
            <div key={kind} style={{ display: 'contents' }}>
              <dt>{t(`leads.result.emailKinds.${kind}`)}</dt>
              <dd>{text(value)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel aria-labelledby="result-fields">
        <h3 id="result-fields">{t('leads.result.fields')}</h3>
        <dl className={pageStyles.facts}>
          {Object.entries(r)
            .filter(([key]) => !shownElsewhere.has(key) && !isAiTextKey(key) && !isEnrichmentKey(key))
            .map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{fieldName(key)}</dt>
                <dd>{text(value)}</dd>
              </div>
            ))}
        </dl>
      </Panel>
      <EnrichmentPanel result={r} />
      <AiTextsPanel result={r} />
    </section>
  )
}

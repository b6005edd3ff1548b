import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation } from 'wouter'
import { ICP_KEYS, icpSlot } from '../../../../commands/ai'
import { aiKeys, generateIcpSuggestions, icpQuery } from '../../../api/ai'
import { encodeSearchDraft, icpSearchDraft, type IcpSuggestion } from '../../../shared/ai/icp'
import { findPlaceCategory } from '../../../shared/leads/categories'
import { useSubmit } from '../../forms/use-submit'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { aiStyles } from './ai-styles'
import { ProfileGate } from './profile-gate'
import { useProfileComplete } from './use-profile-complete'

/** The new-search path a suggestion opens: its type, and its filters and place as a draft the form reads back. */
export function icpSearchPath(icp: IcpSuggestion): string {
  const draft = icpSearchDraft(icp)
  return `/lead-search/new-search?type=${draft.type}&draft=${encodeURIComponent(encodeSearchDraft(draft))}`
}

function Facts({ icp }: { icp: IcpSuggestion }) {
  const t = useT()
  const rows: [string, string[]][] = [
    ['placeCategories', icp.place_categories.map((id) => findPlaceCategory(id)?.label ?? id)],
    ['industries', icp.industries],
    ['titles', icp.titles],
    ['seniority', icp.seniority],
    ['departments', icp.departments],
    ['companySizes', icp.company_sizes],
    ['locations', icp.locations.map((l) => l.label)],
  ]
  return (
    <dl className={pageStyles.facts}>
      <dt>{t('ai.icp.facts.searchType')}</dt>
      <dd>{t(`leads.types.${icp.search_type}`)}</dd>
      {rows
        .filter(([, values]) => values.length > 0)
        .map(([key, values]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`ai.icp.facts.${key}`)}</dt>
            <dd>{values.join(', ')}</dd>
          </div>
        ))}
    </dl>
  )
}

/** ai/icp-suggestions: ideal customer profiles from the business profile and training data; 1-6 open one as a new search. */
export default function IcpSuggestionsPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const profileComplete = useProfileComplete()
  const current = useQuery({ ...icpQuery(), enabled: profileComplete === true })
  // No onError: the command that runs it (ai.icp.generate) words the failure.
  const generation = useSubmit({ mutationFn: generateIcpSuggestions, onSuccess: (answer) => queryClient.setQueryData(aiKeys.icp, answer) })
  const suggestions = useMemo(() => current.data?.suggestions ?? [], [current.data])
  const latest = useRef(suggestions)
  latest.current = suggestions

  const { submit } = generation
  const generate = useCallback(async () => void (await submit()), [submit])
  const openSearch = useCallback((index: number) => {
    const icp = latest.current[index]
    if (icp) navigate(icpSearchPath(icp))
  }, [navigate])
  useProvideSlot(icpSlot, useMemo(() => ({ profileComplete, count: Math.min(suggestions.length, ICP_KEYS), generate, openSearch }), [profileComplete, suggestions.length, generate, openSearch]))

  return (
    <section className={pageStyles.page} aria-labelledby="icp-title">
      <header className={pageStyles.header}>
        <h2 id="icp-title">{t('ai.icp.heading')}</h2>
        <CommandButton id="ai.icp.generate" variant="primary">
          {generation.pending ? t('ai.icp.working') : suggestions.length ? t('ai.icp.again') : undefined}
        </CommandButton>
      </header>
      {profileComplete === false ? <ProfileGate /> : null}
      {profileComplete === null || (profileComplete && current.isPending) ? <LoadingState /> : null}
      {current.data ? <p className={pageStyles.muted}>{t('ai.icp.madeBy', { writer: current.data.writer })}</p> : null}
      {profileComplete && current.data === null ? <p className={pageStyles.muted}>{t('ai.icp.none')}</p> : null}
      {suggestions.length ? (
        <ol className={aiStyles.items} aria-label={t('ai.icp.listLabel')}>
          {suggestions.map((icp, i) => (
            <li key={icp.key}>
              <h3>
                <span className={pageStyles.badge}>{i + 1}</span>{' '}
                {icp.title}
              </h3>
              {icp.rationale ? <p className={aiStyles.text}>{icp.rationale}</p> : null}
              <Facts icp={icp} />
              <div className={pageStyles.row}>
                {i < ICP_KEYS ? <CommandButton id={`ai.icp.search${i + 1}`} /> : <a href={icpSearchPath(icp)}>{t('ai.icp.openSearch')}</a>}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { autopilotsSlot, type AutopilotsSlot } from '../../../../commands/autopilots'
import { draftOf, emptyDraft } from '../../../../machines/autopilot-wizard.draft'
import { autopilotQuery } from '../../../api/autopilots'
import type { Autopilot } from '../../../shared/automation/autopilot'
import { useT } from '../../i18n'
import { useRouteMatch } from '../../routing/match-route-def'
import { usePageTitle } from '../../shell/page-title'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { useAutopilotActions, StatusBadge } from './autopilot-actions'
import { AutopilotRunsPanel } from './autopilot-runs-panel'
import { RowActions } from './autopilots-page'
import { useAutopilotWizard } from './use-autopilot-wizard'
import { WizardView } from './wizard-view'

/** Splits the `{type}-{id}` parameter of autopilot/{type}-{id}/edit; null when it is not one. */
export function parseAutopilotTypeId(typeId: string | undefined): { type: 'basic' | 'webhook'; id: number } | null {
  const match = /^(basic|webhook)-(\d{1,9})$/.exec(typeId ?? '')
  return match ? { type: match[1] as 'basic' | 'webhook', id: Number(match[2]) } : null
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** autopilot/create and autopilot/{type}-{id}/edit: the wizard, and on an existing autopilot its commands and runs. */
export default function AutopilotWizardPage() {
  const t = useT()
  const ref = parseAutopilotTypeId(useRouteMatch()?.params.typeId)
  const isEdit = useRouteMatch()?.params.typeId !== undefined
  if (!isEdit) return <Wizard autopilot={null} />
  if (!ref) return <p className={pageStyles.notice} data-tone="danger">{t('autopilots.page.notFound')}</p>
  return <EditPage id={ref.id} />
}

function EditPage({ id }: { id: number }) {
  const t = useT()
  const autopilot = useQuery(autopilotQuery(id))
  const act = useAutopilotActions(true)
  const data = autopilot.data ?? null
  const slot = useMemo<AutopilotsSlot | undefined>(() => (data ? { autopilots: [data], current: data, act } : undefined), [data, act])
  useProvideSlot(autopilotsSlot, slot)
  if (autopilot.isError) return <p className={pageStyles.notice} data-tone="danger">{t('autopilots.page.notFound')}</p>
  if (!data) return <LoadingState />
  return <Wizard key={data.id} autopilot={data} />
}

function Wizard({ autopilot }: { autopilot: Autopilot | null }) {
  const t = useT()
  // The draft is read once: from then on the wizard's own (autosaved) draft is the one on screen.
  const [input] = useState(() => ({ id: autopilot?.id ?? null, draft: autopilot ? draftOf(autopilot) : emptyDraft(browserZone()) }))
  const wizard = useAutopilotWizard(input)
  const title = autopilot ? t('autopilots.page.editTitle', { name: wizard.draft.name || autopilot.name }) : t('autopilots.page.createTitle')
  usePageTitle(title)
  return (
    <section className={pageStyles.page} aria-labelledby="autopilot-wizard-title">
      <header className={pageStyles.header}>
        <h2 id="autopilot-wizard-title">{title}</h2>
        {autopilot ? <StatusBadge status={autopilot.status} /> : null}
      </header>
      {autopilot ? <RowActions autopilot={autopilot} /> : null}
      <WizardView wizard={wizard} />
      {autopilot ? <AutopilotRunsPanel autopilot={autopilot} /> : null}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { stepProblems, type WizardDraft } from '../../../../machines/autopilot-wizard.draft'
import { schedulePreviewQuery } from '../../../api/autopilots'
import { useLocale, useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { formatInZone } from './autopilot-format'

/** The next five runs of the draft's rule (one for a one-time autopilot), from the server, in the rule's time zone. */
export function SchedulePreview({ draft }: { draft: WizardDraft }) {
  const t = useT()
  const { locale } = useLocale()
  const problems = stepProblems('details', draft, [])
  const ready = !problems.time && !problems.timezone && !problems.repeat
  const body = useDeferredValue({ repeat: draft.repeat, time: draft.time, timezone: draft.timezone, start: draft.start_date })
  const preview = useQuery({ ...schedulePreviewQuery(body), enabled: ready })
  return (
    <section aria-labelledby="autopilot-preview-title">
      <h4 id="autopilot-preview-title">{t('autopilots.schedule.previewTitle', { zone: draft.timezone })}</h4>
      {!ready ? (
        <p className={pageStyles.muted}>{t('autopilots.schedule.fixRule')}</p>
      ) : preview.isError ? (
        <p className={pageStyles.muted}>{t('autopilots.schedule.previewFailed')}</p>
      ) : !preview.data ? (
        <p className={pageStyles.muted}>{t('autopilots.fields.loading')}</p>
      ) : (
        <ol data-testid="autopilot-preview">
          {preview.data.runs.map((run) => (
            <li key={run}>{formatInZone(run, locale, draft.timezone)}</li>
          ))}
        </ol>
      )}
    </section>
  )
}

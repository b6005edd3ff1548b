import { Link } from 'wouter'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { ListPicker } from './list-picker'
import type { AutopilotWizard } from './use-autopilot-wizard'

/**
 * List selection: a list of the chosen type, found by name on the server (any of thousands), a page at a time; a
 * webhook autopilot's list must have its webhook set up.
 */
export function ListStep({ wizard }: { wizard: AutopilotWizard }) {
  const t = useT()
  const { draft, lists, problems, edit, listPicker: picker } = wizard
  const chosen = lists.find((l) => l.id === draft.campaign_id)
  const noneAtAll = !picker.loading && !picker.searching && picker.search.trim() === '' && picker.total === 0
  return (
    <>
      <ListPicker
        picker={picker}
        label={t('autopilots.fields.list')}
        name="campaign_id"
        value={draft.campaign_id}
        onChange={(campaign_id) => edit({ campaign_id })}
        emptyLabel={t('autopilots.fields.choose')}
        chosen={chosen && chosen.type === draft.list_type ? chosen : null}
        errors={problems.campaign_id}
      />
      {noneAtAll ? <p className={pageStyles.notice} data-tone="info">{t('autopilots.list.none')}</p> : null}
      {draft.type === 'webhook' && chosen && !chosen.has_webhook ? (
        <p>
          <Link href={`/lead-search/saved-lists/${chosen.type}-${chosen.id}/webhook`}>{t('autopilots.list.setupWebhook', { name: chosen.name })}</Link>
        </p>
      ) : null}
      <p className={pageStyles.muted}>{t('autopilots.list.dedupe')}</p>
    </>
  )
}

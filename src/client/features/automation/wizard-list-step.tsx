import { Link } from 'wouter'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { formatNumber } from '../../ui/intl-format'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import type { AutopilotWizard } from './use-autopilot-wizard'

/**
 * List selection: a list of the chosen type, found by name on the server (any of thousands), a page at a time; a
 * webhook autopilot's list must have its webhook set up.
 */
export function ListStep({ wizard }: { wizard: AutopilotWizard }) {
  const t = useT()
  const { locale } = useLocale()
  const { draft, lists, problems, edit, listPicker: picker } = wizard
  const chosen = lists.find((l) => l.id === draft.campaign_id)
  const shown = picker.found.filter((l) => l.type === draft.list_type)
  // The chosen list stays a choice while a search that leaves it out is shown.
  const options = chosen && chosen.type === draft.list_type && !shown.some((l) => l.id === chosen.id) ? [chosen, ...shown] : shown
  const placeholder = picker.loading ? t('autopilots.fields.loading') : t('autopilots.fields.choose')
  const noneAtAll = !picker.loading && !picker.searching && picker.search.trim() === '' && picker.total === 0
  return (
    <>
      <TextField
        label={t('autopilots.list.search')}
        name="list_search"
        type="search"
        value={picker.search}
        onValueChange={picker.setSearch}
        hint={t('autopilots.list.searchHint')}
      />
      <SelectField
        label={t('autopilots.fields.list')}
        name="campaign_id"
        value={draft.campaign_id === null ? '' : String(draft.campaign_id)}
        options={[{ value: '', label: placeholder }, ...options.map((l) => ({ value: String(l.id), label: l.name }))]}
        onValueChange={(v) => edit({ campaign_id: v ? Number(v) : null })}
        errors={problems.campaign_id}
      />
      <p className={pageStyles.muted} role="status">
        {picker.loading || picker.searching ? t('autopilots.fields.loading') : t('autopilots.list.found', { count: picker.total, shown: formatNumber(shown.length, locale) })}
      </p>
      {picker.hasMore ? (
        <Button type="button" data-variant="secondary" onClick={picker.loadMore}>
          {t('autopilots.list.more')}
        </Button>
      ) : null}
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

import type { SavedList } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { listPath } from '../../routing/list-path'
import { RouteTabs } from '../../ui/route-tabs'

/** A list's settings pages (tags and source, webhook) as tabs: where list.settings lands. */
export function ListSettingsTabs({ list }: { list: SavedList }) {
  const t = useT()
  return (
    <RouteTabs
      label={t('leads.list.settingsTabs', { name: list.name })}
      tabs={[
        { path: listPath(list, 'tags-and-source'), label: t('leads.list.tagsAndSource') },
        { path: listPath(list, 'webhook'), label: t('leads.list.webhook') },
      ]}
    />
  )
}

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { campaignsQuery } from '../../../api/campaigns'
import { useT } from '../../i18n'
import { useProvideCommandContext, usePaletteSource, usePaletteSources } from '../../ui/command-shell'

const noLists = [] as const

/** Puts the user's lists into the palette (Mod+K, then the list's name) while a lead-search page is open. */
export function ListPaletteSource() {
  const t = useT()
  const { paletteOpen } = usePaletteSources()
  const lists = useQuery({ ...campaignsQuery({ limit: 100 }), enabled: paletteOpen, staleTime: 30_000 })
  const data = lists.data?.data ?? noLists
  const entries = useMemo(
    () =>
      data.map((list) => ({
        key: `list:${list.id}`,
        label: t('leads.commands.openNamed', { name: list.name }),
        group: 'lists' as const,
        keywords: [list.name, t(`leads.types.${list.type}`), list.state],
        commandId: 'list.open',
        args: { type: list.type, id: list.id },
      })),
    [data, t],
  )
  usePaletteSource('leads.lists', entries)
  useProvideCommandContext('leads.knownLists', useMemo(() => ({ knownLists: data }), [data]))
  return null
}

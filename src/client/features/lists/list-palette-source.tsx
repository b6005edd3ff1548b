import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { knownListsSlot } from '../../../../commands/lists'
import { listsQuery } from '../../../api/lists'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { useIdle } from '../../shell/use-idle'
import { usePaletteSource, usePaletteSources, useProvideSlot } from '../../ui/command-shell'

const noLists = [] as const

/**
 * Puts the user's lists into the palette (Mod+K, then the list's name) on every signed-in page, for users with the
 * lead search module. They are fetched when the browser is first idle (or when the palette opens, if sooner), so
 * "Open a list…" rarely waits; until they arrive the slot stays empty and that step says it is loading.
 */
export default function ListPaletteSource() {
  const t = useT()
  const { modules } = useSession()
  const { paletteOpen } = usePaletteSources()
  const idle = useIdle()
  const lists = useQuery({ ...listsQuery({ limit: 100 }), enabled: (paletteOpen || idle) && modules.includes('leads'), staleTime: 30_000 })
  const data = lists.data?.data
  const entries = useMemo(
    () =>
      (data ?? noLists).map((list) => ({
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
  useProvideSlot(knownListsSlot, data)
  return null
}

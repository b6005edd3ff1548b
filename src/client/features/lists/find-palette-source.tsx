import { useMemo } from 'react'
import { fetchFind } from '../../../api/find'
import type { FindAnswer } from '../../../shared/find/schemas'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { usePaletteEntitySource, type PaletteEntitySource, type PaletteEntry } from '../../ui/command-shell'

type Translate = ReturnType<typeof useT>

/** The server's answer as palette entries: a list or a search opens its list, a lead opens its page. */
export function foundEntries(answer: FindAnswer, t: Translate): PaletteEntry[] {
  return [
    ...answer.lists.map((list) => ({
      key: `list:${list.id}`,
      label: t('leads.commands.openNamed', { name: list.name }),
      group: 'lists',
      commandId: 'list.open',
      args: { type: list.type, id: list.id },
    })),
    ...answer.searches.map((search) => ({
      key: `search:${search.id}`,
      label: t('commands.find.searchIn', { summary: search.summary, list: search.list.name }),
      group: 'searches',
      commandId: 'list.open',
      args: { type: search.list.type, id: search.list.id },
    })),
    ...answer.leads.map((lead) => ({
      key: `lead:${lead.id}`,
      label: lead.name ?? lead.email ?? lead.company ?? `#${lead.id}`,
      note: [lead.email, lead.company, lead.list.name].filter(Boolean).join(' · '),
      group: 'leads',
      commandId: 'find.openResult',
      args: { type: lead.list.type, listId: lead.list.id, resultId: lead.id },
    })),
  ]
}

/** Lets the palette find the account's lists, searches and leads on the server (GET /api/find). */
export default function FindPaletteSource() {
  const t = useT()
  const { modules } = useSession()
  const enabled = modules.includes('leads')
  const source = useMemo<PaletteEntitySource>(
    () => ({ id: 'leads.find', minLength: enabled ? 1 : Number.POSITIVE_INFINITY, find: (q, signal) => fetchFind(q, signal).then((answer) => foundEntries(answer, t)) }),
    [t, enabled],
  )
  usePaletteEntitySource(source)
  return null
}

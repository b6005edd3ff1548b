import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { savedListsSlot, type SavedListsSlot } from '../../../../commands/lists'
import { rowsSlot } from '../../../../commands/rows'
import { listsQuery } from '../../../api/lists'
import type { SavedList, ListState } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { listPath } from '../../routing/list-path'
import { useProvideSlot } from '../../ui/command-shell'
import { pageStyles } from '../../ui/page-styles'
import { useRowKeyboard } from '../../ui/table/use-row-keyboard'
import { TextField } from '../../ui/text-field'
import { ConfirmDialog } from './confirm-dialog'
import { archiveLists, deleteLists } from './list-actions'
import { ListCollection } from './saved-lists/list-collection'
import { StateTabs } from './saved-lists/state-tabs'
import { SearchHistoryDialog } from './search-history-dialog'
import { useConfirmRequest } from './use-confirm-request'

const viewKey = 'lc:saved-lists:view'
const noLists: SavedList[] = []
const storedView = (): 'grid' | 'list' => {
  try {
    return localStorage.getItem(viewKey) === 'list' ? 'list' : 'grid'
  } catch {
    return 'grid'
  }
}

/** saved-lists: the user's lists by state, in a grid or a list, with search, bulk selection and search history. */
export default function SavedListsPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const [state, setState] = useState<ListState>('Active')
  const [view, setView] = useState(storedView)
  const [search, setSearch] = useState('')
  const [history, setHistory] = useState<SavedList | null>(null)
  const lists = useQuery({ ...listsQuery({ state, search: search.trim() || undefined, limit: 100 }), refetchInterval: state === 'Incomplete' ? 2_000 : false })
  const data = lists.data?.data ?? noLists
  const keyboard = useRowKeyboard(useMemo(() => data.map((l) => l.id), [data]))
  const { dispatch } = keyboard
  useEffect(() => {
    dispatch({ type: 'clear' })
  }, [state, search, dispatch])
  const selectedLists = useMemo(() => data.filter((l) => keyboard.state.selected.has(l.id)), [data, keyboard.state.selected])

  const toggleView = useCallback(() => {
    setView((v) => {
      const next = v === 'grid' ? 'list' : 'grid'
      try {
        localStorage.setItem(viewKey, next)
      } catch {
        // Remembered for this page only.
      }
      return next
    })
  }, [])
  const queryClient = useQueryClient()
  const confirmation = useConfirmRequest()
  const slot = useMemo<SavedListsSlot>(
    () => ({
      selected: selectedLists,
      toggleView,
      showState: setState,
      confirm: confirmation.confirm,
      openHistory: setHistory,
      archiveLists: async (lists, archived) => {
        await archiveLists(queryClient, lists, archived)
        dispatch({ type: 'clear' })
      },
      deleteLists: async (lists) => {
        await deleteLists(queryClient, lists)
        dispatch({ type: 'clear' })
      },
    }),
    [selectedLists, toggleView, confirmation.confirm, queryClient, dispatch],
  )
  useProvideSlot(savedListsSlot, slot)
  useProvideSlot(rowsSlot, keyboard.commands)

  return (
    <section className={pageStyles.page} aria-label={t('leads.savedLists.title')}>
      <div className={pageStyles.row}>
        <Link href="/lead-search/new-search">{t('leads.savedLists.newSearch')}</Link>
        <TextField type="search" label={t('leads.savedLists.search')} name="search" value={search} onValueChange={setSearch} />
        <CommandButton id="lists.toggleView">{t(view === 'grid' ? 'leads.savedLists.showList' : 'leads.savedLists.showGrid')}</CommandButton>
        <CommandButton id="list.archive" />
        <CommandButton id="list.unarchive" />
        <CommandButton id="list.delete" />
        <CommandButton id="list.history" />
      </div>
      <StateTabs value={state} onChange={setState} panelId="saved-lists-panel" />
      <div id="saved-lists-panel" role="tabpanel" aria-labelledby={`tab-${state}`}>
        <p className={pageStyles.muted} role="status">
          {t('leads.savedLists.counts', { count: data.length, selected: selectedLists.length })}
        </p>
        {data.length ? (
          <ListCollection label={t('leads.savedLists.listLabel', { state: t(`leads.states.${state}`) })} lists={data} view={view} keyboard={keyboard} onOpen={(list) => navigate(listPath(list))} />
        ) : (
          <p className={pageStyles.muted}>{lists.isLoading ? t('leads.common.loading') : t('leads.savedLists.empty')}</p>
        )}
      </div>
      <SearchHistoryDialog list={history} onClose={() => setHistory(null)} />
      <ConfirmDialog request={confirmation.request} onDone={confirmation.clear} />
    </section>
  )
}

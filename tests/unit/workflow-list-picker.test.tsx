import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { workflowBuilderSlot, type WorkflowBuilderSlot } from '../../commands/workflows'
import { useListSearch } from '../../src/client/features/automation/use-list-search'
import { WorkflowRunDialog } from '../../src/client/features/automation/workflow-run-dialog'
import { WorkflowSettingsForm } from '../../src/client/features/automation/workflow-settings-form'
import { CommandShell, useProvideSlot } from '../../src/client/ui/command-shell'
import { renderAt, stubFetch, ToastList } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

/** 1,000 lists on the server, newest first, answered as GET /api/campaigns pages them (search by name, page, limit). */
const LISTS = Array.from({ length: 1000 }, (_, i) => ({ id: 1000 - i, name: `Client ${1000 - i} GmbH`, type: 'people', webhook: null, is_archived: false }))
function listServer() {
  return stubFetch((url) => {
    const u = new URL(url, 'http://app.test')
    const one = /^\/api\/campaigns\/(\d+)$/.exec(u.pathname)
    if (one) return { body: LISTS.find((l) => l.id === Number(one[1])) }
    if (u.pathname !== '/api/campaigns') return { body: { data: [] } }
    const search = (u.searchParams.get('search') ?? '').toLowerCase()
    const page = Number(u.searchParams.get('page') ?? 1)
    const limit = Number(u.searchParams.get('limit') ?? 20)
    const matching = LISTS.filter((l) => l.name.toLowerCase().includes(search))
    return { body: { data: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit } }
  })
}
const listRequests = (api: ReturnType<typeof listServer>) => api.calls.filter((c) => c.url.startsWith('/api/campaigns?')).map((c) => new URL(c.url, 'http://app.test').searchParams)
// The oldest lists, far beyond any first page of 100.
const FAR = 7

function shell(ui: React.ReactNode) {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
  return renderAt(
    <CommandShell base={{ ...base, route: { name: 'leadSearch.workflow', path: '/lead-search/workflow/1', params: { id: '1' } } }}>
      {ui}
      <ToastList />
    </CommandShell>,
    { path: '/lead-search/workflow/1', token: 't' },
  )
}

describe('choosing a list for a workflow among more than 100', () => {
  it('the related list: found by name on the server, 50 at a time, any of 1,000 can be chosen', { timeout: 30_000 }, async () => {
    const api = listServer()
    vi.stubGlobal('fetch', api.fetchStub)
    const onMeta = vi.fn()
    shell(<WorkflowSettingsForm meta={{ name: 'Flow', description: '', campaign_id: null }} trigger="manual" onMeta={onMeta} onTrigger={() => {}} />)
    const user = userEvent.setup()
    const select = await screen.findByLabelText('Related list')
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(51))
    expect(within(select).queryByRole('option', { name: `Client ${FAR} GmbH` })).toBeNull()
    await user.type(screen.getByLabelText('Find a list'), `Client ${FAR} GmbH`)
    await waitFor(() => expect(within(select).getByRole('option', { name: `Client ${FAR} GmbH` })).toBeTruthy())
    await user.selectOptions(select, `Client ${FAR} GmbH`)
    expect(onMeta).toHaveBeenLastCalledWith({ campaign_id: FAR })
    // Asked of the server page by page and by name, never as one first page of 100.
    const asked = listRequests(api)
    expect(asked.every((q) => q.get('limit') === '50')).toBe(true)
    expect(asked.some((q) => q.get('search') === `Client ${FAR} GmbH`)).toBe(true)
  })

  it('"run on a list": the dialog finds a list past the first 100, and the command asks, then runs on it', { timeout: 30_000 }, async () => {
    const api = listServer()
    vi.stubGlobal('fetch', api.fetchStub)
    const runs: number[] = []
    function Builder() {
      const picker = useListSearch({ enabled: true, chosenId: null })
      // Memoised as the page does: a new slot each render would be written again each render.
      const slot = useMemo(() => ({
        name: 'Outreach', graph: { nodes: [], edges: [] }, selected: null, publishedVersion: 1, runs: [], moreRuns: false, moreLog: false,
        publish: { can: () => true, hasTag: () => false },
        lists: picker.found,
        chooseRunList: () => {},
        run: async (id: number) => (runs.push(id), { leads: { total: 3 } }),
      }) as unknown as WorkflowBuilderSlot, [picker.found])
      useProvideSlot(workflowBuilderSlot, slot)
      return <WorkflowRunDialog open onClose={() => {}} picker={picker} relatedId={null} />
    }
    shell(<Builder />)
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: 'Run on a list' })
    const select = within(dialog).getByLabelText('List to run on')
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(51))
    await user.click(within(dialog).getByRole('button', { name: 'Show more lists' }))
    await user.click(within(dialog).getByRole('button', { name: 'Show more lists' }))
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(151))
    await user.type(within(dialog).getByLabelText('Find a list'), `Client ${FAR} GmbH`)
    await waitFor(() => expect(within(select).getByRole('option', { name: `Client ${FAR} GmbH` })).toBeTruthy())
    await user.selectOptions(select, `Client ${FAR} GmbH`)
    await user.click(within(dialog).getByRole('button', { name: 'Run on this list' }))
    const question = await screen.findByRole('dialog', { name: 'Run Outreach?' })
    expect(question.textContent).toContain(`Client ${FAR} GmbH`)
    await user.click(within(question).getByRole('button', { name: 'Run workflow' }))
    await waitFor(() => expect(runs).toEqual([FAR]))
  })
})

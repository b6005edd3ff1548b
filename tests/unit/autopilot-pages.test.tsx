import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AutopilotWizardPage from '../../src/client/features/automation/autopilot-wizard-page'
import AutopilotsPage from '../../src/client/features/automation/autopilots-page'
import type { Autopilot } from '../../src/shared/automation/autopilot'
import { CommandShell } from '../../src/client/ui/command-shell'
import { renderAt, stubFetch, ToastList, type StubAnswer } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const pilot: Autopilot = {
  id: 7,
  name: 'Berlin cafes',
  type: 'basic',
  status: 'active',
  campaign_id: 3,
  campaign: { id: 3, name: 'Cafes', type: 'industry' },
  search: { category: 'Cafe', location: { country: 'DE', city: 'Berlin' } },
  repeat: 'daily',
  time: '09:00',
  timezone: 'Europe/Berlin',
  start_date: null,
  max_results_per_period: null,
  enrichment: { enabled: false, kinds: [] },
  ai: { enabled: false, prompt_ids: [] },
  delivery: { crm: null, webhook: false, phones: false },
  nearby_districts: [],
  local_filters: {},
  next_run_at: '2026-03-02T08:00:00.000Z',
  last_run: { id: 1, status: 'done', started_at: '2026-03-01T08:00:05.000Z', finished_at: '2026-03-01T08:01:00.000Z', counts: { found: 12, added: 10, enriched: 0, written: 0, delivered: 0, failed: 0 }, credits: 10, error: null },
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

function renderPage(ui: React.ReactNode, path: string, name: string) {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
  return renderAt(
    <CommandShell base={{ ...base, route: { name, path, params: {} } }}>
      {ui}
      <ToastList />
    </CommandShell>,
    { path, token: 't' },
  )
}

describe('the autopilot pages', () => {
  it('list each autopilot with its status, schedule, next run in its own zone and last run counts', { timeout: 30_000 }, async () => {
    const api = stubFetch((url, init) => (url === '/api/autopilots/7/run-now' && init.method === 'POST' ? { body: { data: pilot } } : { body: { data: [pilot] } }))
    vi.stubGlobal('fetch', api.fetchStub)
    renderPage(<AutopilotsPage />, '/lead-search/autopilot', 'leadSearch.autopilots')
    const row = await screen.findByRole('row', { name: /Berlin cafes/ })
    expect(within(row).getByText('Active')).toBeTruthy()
    expect(row.textContent).toContain('Daily at 09:00 (Europe/Berlin)')
    // 08:00 UTC is 09:00 in Berlin in March.
    expect(row.textContent).toMatch(/Mar 2, 2026, 9:00\s?AM \(Europe\/Berlin\)/)
    expect(row.textContent).toContain('12 found · 10 added · 0 enriched')
    expect(within(row).queryByRole('button', { name: 'Resume Berlin cafes' })).toBeNull()
    expect(await violations()).toEqual([])

    await userEvent.setup().click(within(row).getByRole('button', { name: /Run Berlin cafes now/ }))
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/autopilots/7/run-now' && c.method === 'POST')).toBe(true))
    expect(await screen.findByText('Autopilot Berlin cafes runs now.')).toBeTruthy()
  })

  it('shows a draft that could not be saved with its reason, and saves it again on retry', { timeout: 30_000 }, async () => {
    const answers: StubAnswer[] = [{ status: 503, body: { message: 'Down', code: 'error.unexpected' } }]
    const api = stubFetch((url, init) => {
      if (url === '/api/autopilots' && init.method === 'POST') return answers.shift() ?? { status: 201, body: { data: { ...pilot, id: 9, status: 'draft', name: 'Night cafes' } } }
      if (url.startsWith('/api/campaigns')) return { body: { data: [], total: 0, page: 1, limit: 100 } }
      if (url === '/api/autopilots/preview-schedule') return { body: { runs: ['2026-03-02T08:00:00.000Z'] } }
      return { body: { data: [] } }
    })
    vi.stubGlobal('fetch', api.fetchStub)
    renderPage(<AutopilotWizardPage />, '/lead-search/autopilot/create', 'leadSearch.autopilotCreate')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('What to search'), 'industry')
    await user.click(screen.getByRole('button', { name: /Next step/ }))
    await user.type(await screen.findByLabelText('Name'), 'Night cafes')

    const status = screen.getByRole('status')
    await waitFor(() => expect(status.textContent).toMatch(/^The draft could not be saved: /), { timeout: 5000 })
    expect(await violations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Save the draft again' }))
    await waitFor(() => expect(status.textContent).toBe('Draft saved.'))
    const posts = api.calls.filter((c) => c.method === 'POST' && c.url === '/api/autopilots')
    expect(posts).toHaveLength(2)
    expect(posts[1].body).toMatchObject({ name: 'Night cafes', type: 'basic', status: 'draft', repeat: 'daily', time: '09:00' })
    expect(posts[1].body).not.toHaveProperty('list_type')
  })
})

import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ManageTeamPage from '../../src/client/features/team/manage-team-page'
import { CommandShell } from '../../src/client/ui/command-shell'
import type { TeamMember } from '../../src/shared/team/types'
import { renderAt, shownToasts, stubFetch, ToastList } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const owner: TeamMember = { id: null, email: 'ada@example.com', name: 'Ada Lovelace', status: 'owner', modules: ['leads', 'wallet'], invited_at: null, joined_at: '2026-01-01T00:00:00.000Z' }
const grace: TeamMember = { id: 4, email: 'grace@example.com', name: 'Grace Hopper', status: 'active', modules: ['leads'], invited_at: '2026-01-02T00:00:00.000Z', joined_at: '2026-01-03T00:00:00.000Z' }

/** The team endpoints: the list, an invitation echoed back as pending, a removal. */
function server() {
  let members = [owner, grace]
  const stub = stubFetch((url, init) => {
    if (url === '/api/team/members' && init.method === 'POST') {
      const body = JSON.parse(String(init.body))
      const invited: TeamMember = { id: 5, email: body.email, name: '', status: 'pending', modules: body.modules, invited_at: '2026-01-04T00:00:00.000Z', joined_at: null }
      members = [...members, invited]
      return { status: 201, body: { message: `Invitation sent to ${body.email}.`, member: invited } }
    }
    if (url === '/api/team/members/4' && init.method === 'DELETE') {
      members = members.filter((m) => m.id !== 4)
      return { body: { message: 'grace@example.com was removed from the team.' } }
    }
    if (url === '/api/team/members') return { body: { data: members, options: { modules: ['leads', 'wallet'] } } }
    return { body: {} }
  })
  vi.stubGlobal('fetch', stub.fetchStub)
  return stub
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

function renderPage() {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
  const rendered = renderAt(
    <CommandShell base={{ ...base, route: { name: 'manageTeam', path: '/manage-team', params: {} } }}>
      <ManageTeamPage />
      <ToastList />
    </CommandShell>,
    { path: '/manage-team', token: 't' },
  )
  return rendered
}

describe('the manage-team page', () => {
  it('lists the owner and the members, and invites from the keyboard, asking for an access option first', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const api = server()
    renderPage()
    const row = await screen.findByRole('row', { name: /grace@example.com/ })
    expect(row.textContent).toContain('Grace Hopper')
    expect(row.textContent).toContain('Lead search')
    expect(screen.getByRole('row', { name: /ada@example.com/ }).textContent).toContain('Everything this account has')
    expect(await violations()).toEqual([])

    const email = screen.getByRole('textbox', { name: 'E-mail address' })
    await user.click(email)
    await user.keyboard('lin@example.com{Enter}')
    expect(await screen.findByText('Please select at least one access option.')).toBeTruthy()
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([])

    const wallet = screen.getAllByRole('checkbox', { name: 'Wallet' }).at(-1)!
    wallet.focus()
    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/team/members', body: { email: 'lin@example.com', modules: ['wallet'] } })]))
    expect(await screen.findByRole('row', { name: /lin@example.com/ })).toBeTruthy()
    await waitFor(() => expect(shownToasts()).toContain('blank:Invitation sent to lin@example.com.'))
  })

  it('removes a member through the remove command, which asks first', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const api = server()
    renderPage()
    const remove = await screen.findByRole('button', { name: 'Remove grace@example.com' })
    await waitFor(() => expect(remove.getAttribute('aria-disabled')).toBeNull())
    remove.focus()
    await user.keyboard('{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Remove grace@example.com from the team?' })
    expect(question.textContent).toContain('They stop working in this account at once.')
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([])
    await user.click(within(question).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/team/members/4']))
    await waitFor(() => expect(screen.queryByRole('row', { name: /grace@example.com/ })).toBeNull())
    await waitFor(() => expect(shownToasts()).toContain('blank:grace@example.com was removed from the team.'))
  })
})

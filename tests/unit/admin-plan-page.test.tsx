import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PlanCreatePage from '../../src/client/features/admin-plans/plan-create-page'
import { describedBy, fakeSessionDeps, renderAt, stubFetch, testUser } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const modules = [{ id: 1, slug: 'leads' as const }, { id: 4, slug: 'admin' as const }]
const admin = { ...testUser, role: 'super_admin' as const, modules, account: { ...testUser.account, role: 'super_admin' as const, modules } }
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('the new plan form', () => {
  it('names the bad fields before sending, sends amounts in cents, and puts the server refusal under its field', async () => {
    const server = stubFetch((url, init) =>
      init.method === 'POST' && url === '/api/admin/plans'
        ? { status: 422, body: { message: 'A plan with this name already exists.', code: 'admin.plan_name_taken', params: { field: 'name' }, errors: { name: ['A plan with this name already exists.'] }, field_codes: { name: [{ code: 'admin.plan_name_taken', params: { field: 'name' } }] } } }
        : { body: {} },
    )
    vi.stubGlobal('fetch', server.fetchStub)
    renderAt(<PlanCreatePage />, { path: '/admin/plans/create', token: 't', shell: true, deps: fakeSessionDeps({ me: async () => admin }) })
    const form = await screen.findByRole('form', { name: 'New plan' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save plan' }).getAttribute('aria-disabled')).not.toBe('true'))

    type('Price', 'ten')
    await act(async () => void fireEvent.submit(form))
    expect(describedBy(screen.getByLabelText('Name', { exact: true }))).toBe('Name is required')
    expect(describedBy(screen.getByLabelText('Price', { exact: true }))).toBe('Type is not valid')
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    type('Name', 'Growth')
    type('Price', '19,90')
    type('Searches each month', '25')
    await act(async () => void fireEvent.submit(form))
    await waitFor(() => expect(describedBy(screen.getByLabelText('Name', { exact: true }))).toBe('A plan with this name already exists.'))
    const [sent] = server.calls.filter((c) => c.method === 'POST')
    expect(sent!.body).toMatchObject({ name: 'Growth', price: 1_990, currency: 'usd', leads_limit: 25, license_days: null, yearly_price: null, modules: ['leads'] })
  })
})

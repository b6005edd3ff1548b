import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { adminPlansSlot } from '../../commands/admin-plans'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { changedFields } from '../../src/client/features/admin-audit/audit-changes'
import { AuditEntries } from '../../src/client/features/admin-audit/audit-entries'
import { AdminSectionNav } from '../../src/client/layouts/admin-section-nav'
import type { AuditEntry } from '../../src/shared/admin/audit'
import type { AdminPlan } from '../../src/shared/admin-plans/plan-fields'
import { renderAt } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

afterEach(cleanup)

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1, created_at: '2026-03-04T10:20:00.000Z', actor: { id: 1, email: 'root@example.com' }, impersonator: null,
  action: 'plan.update', entity: 'plan', entity_id: '3', before: null, after: null, ...over,
})

describe('the fields an audit entry changed', () => {
  it('shows only what an update changed, everything a creation made and everything a deletion removed', () => {
    expect(changedFields({ name: 'A', price: 100, modules: ['leads'] }, { name: 'A', price: 200, modules: ['leads', 'wallet'] })).toEqual([
      { field: 'price', before: 100, after: 200 },
      { field: 'modules', before: ['leads'], after: ['leads', 'wallet'] },
    ])
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: undefined, after: 'A' }])
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: undefined }])
    expect(changedFields(null, null)).toEqual([])
    expect(changedFields(null, 5)).toEqual([{ field: 'value', before: undefined, after: 5 }])
  })
})

describe('the audit entries view', () => {
  it('words the action, the people, the date and the changed fields in the reader language', async () => {
    renderAt(
      <AuditEntries
        entries={[
          entry({ before: { name: 'Pro', price: 4_900, currency: 'eur', leads_limit: null }, after: { name: 'Pro', price: 5_900, currency: 'eur', leads_limit: 40 } }),
          entry({ id: 2, action: 'list.create', entity: 'account', entity_id: '9', actor: { id: 42, email: 'ada@example.com' }, impersonator: { id: 1, email: 'root@example.com' } }),
        ]}
      />,
      { locale: 'es' },
    )
    const changed = await screen.findByRole('listitem', { name: /Plan modificado/ })
    expect(changed.textContent).toContain('Por root@example.com')
    expect(within(changed).getByRole('time').textContent).toContain(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-04T10:20:00.000Z')))
    const price = within(changed).getByRole('row', { name: /Precio/ })
    expect(price.textContent).toContain(new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(49))
    expect(price.textContent).toContain(new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(59))
    expect(within(changed).getByRole('row', { name: /Búsquedas al mes/ }).textContent).toContain('—40')
    expect(within(changed).queryByRole('row', { name: /Nombre/ })).toBeNull()
    // An action the catalogue does not word shows its code; an impersonated action names both people.
    const acted = screen.getByRole('listitem', { name: /list\.create/ })
    expect(acted.textContent).toContain('Por root@example.com como ada@example.com')
  })
})

describe('the admin section navigation', () => {
  it('links every admin section in order and marks the one the page is in', async () => {
    renderAt(<AdminSectionNav path="/admin/plans/12/edit" />)
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Dashboard', 'Users', 'Plans', 'Searchers', 'User analytics', 'AI assistant', 'Reports', 'Training content', 'Topics', 'Partners', 'Audit log', 'Mail'])
    expect(within(nav).getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'User analytics' }).getAttribute('href')).toBe('/admin/user-analytics')
    expect(links.filter((l) => l.getAttribute('aria-current'))).toHaveLength(1)
  })
})

const plan = (id: number, over: Partial<AdminPlan> = {}) => ({ id, name: `Plan ${id}`, is_default: false, in_use: 0, ...over }) as AdminPlan

describe('the plan commands', () => {
  it('offer editing and deleting on the plans page to an admin, never deleting the default plan', () => {
    const state = (id: string, ctx: ReturnType<typeof commandContext>) => availability(appRegistry.get(id)!, ctx)
    expect(state('admin.plan.create', commandContext({ modules: ['leads'] }))).toEqual({ available: false, reason: 'commands.reason.module.admin' })
    expect(state('admin.plan.create', commandContext({ modules: ['admin'] }))).toEqual({ available: true })
    expect(state('admin.plan.delete', commandContext({ modules: ['admin'] }))).toEqual({ available: false, reason: 'adminPlans.reason.openPlans' })
    const onPage = withSlots(commandContext({ modules: ['admin'] }), [adminPlansSlot, { plans: [plan(1, { is_default: true }), plan(2)], remove: async () => undefined }])
    expect(state('admin.plan.delete', onPage)).toEqual({ available: true })
    expect(appRegistry.get('admin.plan.delete')!.argChoices!(onPage).map((c) => c.value)).toEqual([2])
    expect(appRegistry.get('admin.plan.edit')!.argChoices!(onPage).map((c) => c.value)).toEqual([1, 2])
  })

  it('deletes a plan only after the admin confirms, with Keep as the safe answer', async () => {
    const removed: number[] = []
    const ctx = withSlots(commandContext({ modules: ['admin'] }), [adminPlansSlot, { plans: [plan(2)], remove: async (id: number) => void removed.push(id) }])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'admin.plan.delete', 2, 'palette', ctx)
    expect(removed).toEqual([])
    expect(ctx.confirms[0]).toMatchObject({ title: 'Delete Plan 2?', cancelLabel: 'Keep', tone: 'danger' })
    ctx.answers.push(true)
    await executeCommand(appRegistry, 'admin.plan.delete', 2, 'palette', ctx)
    expect(removed).toEqual([2])
  })
})

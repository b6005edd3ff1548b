import { describe, expect, it, vi } from 'vitest'
import { accountSlot } from '../../commands/account'
import { appRegistry } from '../../commands/index'
import { crmFieldsSlot, gptKeySlot, webhookEditSlot, webhookFormSlot } from '../../commands/integration-forms'
import { apiKeysSlot } from '../../commands/integrations'
import { labelsSlot } from '../../commands/labels'
import { listSettingsSlot } from '../../commands/list-settings'
import { availability, executeCommand } from '../../commands/registry'
import { commandContext, withSlots, type Provided } from './support/command-context'

/**
 * The actions that were buttons only, each now a command: its id, the page part that runs it (as the page on screen
 * provides it) and the argument it takes from the palette.
 */
const actions: { id: string; page(run: () => Promise<void>): Provided; args?: unknown }[] = [
  { id: 'labels.create', page: (run) => [labelsSlot, { labels: [], create: run, rename: run, remove: async () => (await run(), true) }] },
  { id: 'labels.rename', page: (run) => [labelsSlot, { labels: [{ id: 3, name: 'Hot' }], create: run, rename: run, remove: async () => true }], args: 3 },
  { id: 'labels.delete', page: (run) => [labelsSlot, { labels: [{ id: 3, name: 'Hot' }], create: run, rename: run, remove: async () => (await run(), true) }], args: 3 },
  { id: 'list.saveDetails', page: (run) => [listSettingsSlot, { saveDetails: run }] },
  { id: 'list.saveWebhook', page: (run) => [listSettingsSlot, { saveWebhook: run }] },
  { id: 'profile.save', page: (run) => [accountSlot, { saveProfile: run }] },
  { id: 'profile.changePassword', page: (run) => [accountSlot, { changePassword: run }] },
  { id: 'profile.email.request', page: (run) => [accountSlot, { emailChange: { step: 'email', request: run, confirm: run, resend: { send: run, waiting: false } } }] },
  { id: 'profile.email.confirm', page: (run) => [accountSlot, { emailChange: { step: 'code', request: run, confirm: run, resend: { send: run, waiting: false } } }] },
  { id: 'profile.email.resend', page: (run) => [accountSlot, { emailChange: { step: 'code', request: run, confirm: run, resend: { send: run, waiting: false } } }] },
  { id: 'integrations.fields.save', page: (run) => [crmFieldsSlot, { save: run, reset: async () => (await run(), true), saved: true }] },
  { id: 'integrations.fields.reset', page: (run) => [crmFieldsSlot, { save: run, reset: async () => (await run(), true), saved: true }] },
  { id: 'integrations.gptKey.save', page: (run) => [gptKeySlot, { save: run, remove: async () => (await run(), true), stored: true }] },
  { id: 'integrations.gptKey.remove', page: (run) => [gptKeySlot, { save: run, remove: async () => (await run(), true), stored: true }] },
  { id: 'webhooks.create', page: (run) => [webhookFormSlot, { create: run }] },
  { id: 'webhooks.edit', page: (run) => [webhookEditSlot, { webhooks: [{ id: 4, name: 'CRM hook' }], edit: run }], args: 4 },
  { id: 'apiKeys.rename', page: (run) => [apiKeysSlot, { keys: [{ id: 2, name: 'CI', prefix: 'lc_', revoked_at: null }], create: run, rename: run, revoke: run }], args: 2 },
]

describe('the actions that were buttons only', () => {
  it.each(actions)('$id: a command with a title, unavailable off its page with a reason, run by the page on it', async ({ id, page, args }) => {
    const command = appRegistry.get(id)
    expect(command).toBeDefined()
    const ctx = commandContext({ modules: ['leads'] })
    expect(ctx.t(command!.title)).not.toBe(command!.title)
    const away = availability(command!, ctx)
    expect(away.available).toBe(false)
    expect(ctx.t((away as { reason: string }).reason)).not.toBe((away as { reason: string }).reason)

    const run = vi.fn(async () => undefined)
    const on = withSlots(ctx, page(run))
    expect(availability(command!, on)).toEqual({ available: true })
    expect(await executeCommand(appRegistry, id, args, 'button', on)).toEqual({ ok: true })
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for the countdown before a new code can be asked for', () => {
    const run = async () => undefined
    const ctx = withSlots(commandContext(), [accountSlot, { emailChange: { step: 'code', request: run, confirm: run, resend: { send: run, waiting: true } } }])
    expect(availability(appRegistry.get('profile.email.resend')!, ctx)).toEqual({ available: false, reason: 'account.reason.resendWait' })
  })
})

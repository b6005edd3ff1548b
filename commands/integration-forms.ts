import { integer } from 'superstruct'
import { pageAction, signedIn, type PageHandler } from './page-action'
import { defineCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** settings/integration/crm-fields: the mapping of the CRM chosen on the page. `reset` asks first (false: the user said no). */
export type CrmFieldsSlot = { save: PageHandler; reset(): Promise<boolean>; saved: boolean }
/** The GPT key section of the CRM page. `remove` asks first; `stored` says whether a key is kept. */
export type GptKeySlot = { save: PageHandler; remove(): Promise<boolean>; stored: boolean }
/** The new-webhook page: creates the webhook as its form stands. */
export type WebhookFormSlot = { create: PageHandler }
/**
 * The webhook list's editing: `edit(id)` opens the webhook's form, or saves it when it is the one open; the
 * webhooks are the list's, for the palette's choice.
 */
export type WebhookEditSlot = { webhooks: readonly { id: number; name: string }[] | null; edit(id: number): Promise<void> }

export const crmFieldsSlot = defineSlot<CrmFieldsSlot>('crmFields')
export const gptKeySlot = defineSlot<GptKeySlot>('gptKey')
export const webhookFormSlot = defineSlot<WebhookFormSlot>('webhookForm')
export const webhookEditSlot = defineSlot<WebhookEditSlot>('webhookEdit')

export const saveCrmMapping = pageAction({
  id: 'integrations.fields.save', title: 'integrations.commands.saveMapping', group: 'integrations', scope: 'route:settings.integration.crmFields',
  keywords: ['crm', 'fields', 'mapping', 'save'],
  slot: crmFieldsSlot, handler: (p) => p.save, reason: 'integrations.reason.onFields', base: signedIn,
})

export const resetCrmMapping = pageAction({
  id: 'integrations.fields.reset', title: 'integrations.commands.resetMapping', group: 'integrations', scope: 'route:settings.integration.crmFields',
  keywords: ['crm', 'fields', 'mapping', 'reset', 'default'],
  slot: crmFieldsSlot, handler: (p) => p.reset, reason: 'integrations.reason.onFields', base: signedIn,
  state: (p) => (p.saved ? true : 'integrations.reason.mappingNotSaved'),
  success: { code: 'integrations.mapping_reset' },
})

export const saveGptKey = pageAction({
  id: 'integrations.gptKey.save', title: 'integrations.commands.saveGpt', group: 'integrations', scope: 'route:settings.integration.crm',
  keywords: ['gpt', 'openai', 'key', 'model', 'ai', 'save'],
  slot: gptKeySlot, handler: (p) => p.save, reason: 'integrations.reason.onCrmPage', base: signedIn,
})

export const removeGptKey = pageAction({
  id: 'integrations.gptKey.remove', title: 'integrations.commands.removeGpt', group: 'integrations', scope: 'route:settings.integration.crm',
  keywords: ['gpt', 'openai', 'key', 'remove', 'delete'],
  slot: gptKeySlot, handler: (p) => p.remove, reason: 'integrations.reason.onCrmPage', base: signedIn,
  state: (p) => (p.stored ? true : 'integrations.reason.noGptKey'),
  success: { code: 'integrations.gpt_removed' },
})

export const createWebhook = pageAction({
  id: 'webhooks.create', title: 'integrations.commands.webhook.create', group: 'integrations', scope: 'route:settings.integration.webhook',
  keywords: ['webhook', 'new', 'create', 'endpoint', 'url'],
  slot: webhookFormSlot, handler: (p) => p.create, reason: 'integrations.reason.onWebhookCreate', base: signedIn,
})

const editable = (ctx: CommandContext): true | string => {
  const base = signedIn(ctx)
  if (base !== true) return base
  const page = ctx.get(webhookEditSlot)
  if (!page) return 'integrations.reason.onWebhookList'
  return page.webhooks?.length ? true : 'integrations.reason.noWebhooks'
}

export const editWebhook = defineCommand<number>({
  id: 'webhooks.edit', title: 'integrations.commands.webhook.edit', group: 'integrations', scope: 'route:settings.integration.webhookList',
  keywords: ['webhook', 'edit', 'rename', 'url', 'events', 'change'],
  when: editable,
  args: integer(),
  argChoices: (ctx) => (ctx.get(webhookEditSlot)?.webhooks ?? []).map((w) => ({ value: w.id, title: 'integrations.commands.webhook.editNamed', titleParams: { name: w.name.startsWith('@') ? ` ${w.name}` : w.name } })),
  run: (ctx, id) => ctx.get(webhookEditSlot)?.edit(id),
})

import { enums, integer, literal, object, optional, union } from 'superstruct'
import { crmNames, crmProviders, type ApiKey, type CrmConnection, type CrmProvider, type WebhookConnection } from '../src/shared/integrations/types'
import { jobScope, jobScopeChoices, startAnnouncedJob, type JobScopeChoice } from './lead-jobs'
import { listActionAvailability, openListOf, openListSlot } from './lists'
import { leadJobsSlot } from './lead-jobs'
import { createWebhook, editWebhook, removeGptKey, resetCrmMapping, saveCrmMapping, saveGptKey } from './integration-forms'
import { announce, defineCommand, type AnyCommand } from './registry'
import { deletionRequest } from './confirm-request'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** Where "Send to webhook" goes: the list's own webhook, or one of the account's webhook connections. */
export type WebhookTarget = 'list' | number
export type SendTarget = { crm: CrmProvider } | { webhook: WebhookTarget }

/** What the integration pages (and the list page's send bridge) provide to the commands. */
export type IntegrationsSlot = {
  /** null while loading. */
  crms: readonly CrmConnection[] | null
  webhooks: readonly WebhookConnection[] | null
  /** Asks which CRM or webhook to send to when a button carries no argument (the list page). */
  chooseTarget?(kind: 'crm' | 'webhook'): Promise<SendTarget | null>
  connectCrm?(provider: CrmProvider): Promise<void>
  disconnectCrm?(provider: CrmProvider): Promise<void>
  /** Resolves with the status the endpoint answered; a failed delivery rejects (502, its reason). */
  testWebhook?(id: number): Promise<{ status: number | null }>
  setWebhookActive?(id: number, active: boolean): Promise<void>
  /** Resolves false when the user did not confirm. */
  deleteWebhook?(id: number): Promise<boolean>
  revealWebhook?(id: number): Promise<void>
}

/**
 * The API key page. `create` submits the new key's form as it stands; `rename(id)` opens the key's name form, or
 * saves it when it is the one open; `revoke` resolves false when the user did not confirm.
 */
export type ApiKeysSlot = { keys: readonly ApiKey[] | null; create(): void | Promise<void>; rename(id: number): Promise<void>; revoke(id: number): Promise<boolean> }

export const integrationsSlot = defineSlot<IntegrationsSlot>('integrations')
export const apiKeysSlot = defineSlot<ApiKeysSlot>('apiKeys')

const scopeArg = optional(enums(['all', 'filter', 'selection']))
const usable = (c: CrmConnection) => c.connected && c.status === 'connected'
const connectedCrms = (ctx: CommandContext) => (ctx.get(integrationsSlot)?.crms ?? []).filter(usable)
const sendableWebhooks = (ctx: CommandContext) => (ctx.get(integrationsSlot)?.webhooks ?? []).filter((w) => w.status === 'active' && w.events.includes('lead.sent'))

/** "Send to CRM" and "Send to webhook" are the list action `crm`; both need leads to send. */
function sendAvailability(ctx: CommandContext): true | string {
  const base = listActionAvailability('crm', ctx)
  if (base !== true) return base
  const list = openListOf(ctx)
  if (!list || list.total === 0) return 'integrations.reason.emptyList'
  return true
}

/** One palette row per target and scope: "HighLevel: the whole list (120)". */
function targetChoices<V>(ctx: CommandContext, targets: { value: (scope: JobScopeChoice) => V; name: string }[]) {
  return targets.flatMap((target) =>
    jobScopeChoices(ctx).map((choice) => ({
      value: target.value(choice.value),
      title: `integrations.send.${choice.value}`,
      titleParams: { target: target.name, count: choice.titleParams?.count ?? 0 },
    })),
  )
}

export const sendToCrm = defineCommand<{ provider: CrmProvider; scope?: JobScopeChoice } | undefined>({
  id: 'list.sendCrm', title: 'integrations.commands.sendCrm', group: 'lists', scope: 'list', shortcut: 'Shift+C',
  keywords: ['crm', 'send', 'ghl', 'highlevel', 'keap', 'zapier', 'groove', 'export', 'contacts'],
  when: (ctx) => {
    const base = sendAvailability(ctx)
    if (base !== true) return base
    if (ctx.get(integrationsSlot)?.crms && connectedCrms(ctx).length === 0) return 'integrations.reason.noCrm'
    return true
  },
  args: optional(object({ provider: enums(crmProviders), scope: scopeArg })),
  argChoices: (ctx) => targetChoices(ctx, connectedCrms(ctx).map((c) => ({ name: crmNames[c.provider], value: (scope: JobScopeChoice) => ({ provider: c.provider, scope }) }))),
  run: async (ctx, args) => {
    if (!ctx.get(leadJobsSlot)) throw new Error(ctx.t('leads.reason.openList'))
    let provider = args?.provider
    if (!provider) {
      const connected = connectedCrms(ctx)
      if (connected.length === 1) provider = connected[0].provider
      else {
        const chosen = await ctx.get(integrationsSlot)?.chooseTarget?.('crm')
        if (!chosen || !('crm' in chosen)) return
        provider = chosen.crm
      }
    }
    await startAnnouncedJob(ctx, 'send-crm', jobScope(ctx, args?.scope), { provider })
  },
})

export const sendToWebhook = defineCommand<{ webhook: WebhookTarget; scope?: JobScopeChoice } | undefined>({
  id: 'list.sendWebhook', title: 'integrations.commands.sendWebhook', group: 'lists', scope: 'list', shortcut: 'Shift+H',
  keywords: ['webhook', 'send', 'post', 'http', 'endpoint'],
  when: sendAvailability,
  args: optional(object({ webhook: union([literal('list'), integer()]), scope: scopeArg })),
  argChoices: (ctx) =>
    targetChoices(ctx, [
      ...(openListOf(ctx)?.webhook ? [{ name: ctx.t('integrations.send.listWebhook'), value: (scope: JobScopeChoice) => ({ webhook: 'list' as WebhookTarget, scope }) }] : []),
      ...sendableWebhooks(ctx).map((w) => ({ name: w.name, value: (scope: JobScopeChoice) => ({ webhook: w.id as WebhookTarget, scope }) })),
    ]),
  run: async (ctx, args) => {
    const list = ctx.get(openListSlot)?.list
    if (!ctx.get(leadJobsSlot) || !list) throw new Error(ctx.t('leads.reason.openList'))
    let target = args?.webhook
    if (target === undefined) {
      if (list.webhook) target = 'list'
      else if (sendableWebhooks(ctx).length && ctx.get(integrationsSlot)?.chooseTarget) {
        const chosen = await ctx.get(integrationsSlot)?.chooseTarget?.('webhook')
        if (!chosen || !('webhook' in chosen)) return
        target = chosen.webhook
      } else target = 'list'
    }
    // Said before anything runs (the server says the same if the list loses its webhook meanwhile).
    if (target === 'list' && !list.webhook) throw new Error(ctx.t('integrations.noListWebhook'))
    await startAnnouncedJob(ctx, 'send-webhook', jobScope(ctx, args?.scope), target === 'list' ? {} : { webhook_id: target })
  },
})

function onPage(ctx: CommandContext, action: keyof IntegrationsSlot, reason: string): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  return ctx.get(integrationsSlot)?.[action] ? true : reason
}

export const connectCrm = defineCommand<CrmProvider>({
  id: 'integrations.connectCrm', title: 'integrations.commands.connect', group: 'integrations', scope: 'route:settings.integration.crm',
  keywords: ['crm', 'connect', 'oauth', 'ghl', 'keap', 'groove', 'zapier', 'sales connector'],
  when: (ctx) => onPage(ctx, 'connectCrm', 'integrations.reason.onCrmPage'),
  args: enums(crmProviders),
  argChoices: (ctx) =>
    (ctx.get(integrationsSlot)?.crms ?? []).filter((c) => c.configured && (!c.connected || c.status === 'needs_reconnect')).map((c) => ({ value: c.provider, title: 'integrations.commands.connectNamed', titleParams: { crm: crmNames[c.provider] } })),
  run: (ctx, provider) => ctx.get(integrationsSlot)?.connectCrm?.(provider),
})

export const disconnectCrm = defineCommand<CrmProvider>({
  id: 'integrations.disconnectCrm', title: 'integrations.commands.disconnect', group: 'integrations', scope: 'route:settings.integration.crm',
  keywords: ['crm', 'disconnect', 'remove', 'revoke'],
  when: (ctx) => onPage(ctx, 'disconnectCrm', 'integrations.reason.onCrmPage'),
  args: enums(crmProviders),
  argChoices: (ctx) => (ctx.get(integrationsSlot)?.crms ?? []).filter((c) => c.connected).map((c) => ({ value: c.provider, title: 'integrations.commands.disconnectNamed', titleParams: { crm: crmNames[c.provider] } })),
  run: async (ctx, provider) => {
    const page = ctx.get(integrationsSlot)
    if (!page?.disconnectCrm) return
    const crm = crmNames[provider]
    const question = deletionRequest(ctx.t, ctx.t('integrations.commands.disconnectNamed', { crm }), {
      message: ctx.t('app.confirm.disconnectCrm', { crm }),
      confirmLabel: ctx.t('app.confirm.disconnect'),
    })
    if (!(await ctx.confirm(question))) return
    await page.disconnectCrm(provider)
    announce(ctx, { code: 'integrations.crm_disconnected' })
  },
})

const webhookCommand = (id: string, action: 'testWebhook' | 'deleteWebhook' | 'revealWebhook' | 'enable' | 'disable', keywords: string[]) =>
  defineCommand<number>({
    id: `webhooks.${id}`, title: `integrations.commands.webhook.${id}`, group: 'integrations', scope: 'route:settings.integration.webhookList', keywords,
    when: (ctx) => onPage(ctx, action === 'enable' || action === 'disable' ? 'setWebhookActive' : action, 'integrations.reason.onWebhookList'),
    args: integer(),
    argChoices: (ctx) =>
      (ctx.get(integrationsSlot)?.webhooks ?? [])
        .filter((w) => (action === 'enable' ? w.status === 'disabled' : action === 'disable' ? w.status === 'active' : true))
        .map((w) => ({ value: w.id, title: `integrations.commands.webhook.${id}Named`, titleParams: { name: w.name } })),
    run: async (ctx, webhookId) => {
      const page = ctx.get(integrationsSlot)
      if (!page) return
      if (action === 'enable' || action === 'disable') {
        await page.setWebhookActive?.(webhookId, action === 'enable')
        return announce(ctx, { code: 'integrations.webhook_saved' })
      }
      if (action === 'testWebhook') {
        const answer = await page.testWebhook?.(webhookId)
        if (answer) announce(ctx, { code: 'integrations.webhook_test_delivered', params: { status: answer.status ?? '' } })
        return
      }
      if (action === 'deleteWebhook') {
        if (await page.deleteWebhook?.(webhookId)) announce(ctx, { code: 'integrations.webhook_deleted' })
        return
      }
      await page.revealWebhook?.(webhookId)
    },
  })

export const testWebhook = webhookCommand('test', 'testWebhook', ['webhook', 'test', 'ping'])
export const enableWebhook = webhookCommand('enable', 'enable', ['webhook', 'enable', 'resume'])
export const disableWebhook = webhookCommand('disable', 'disable', ['webhook', 'disable', 'pause'])
export const revealWebhook = webhookCommand('reveal', 'revealWebhook', ['webhook', 'secret', 'signing', 'show'])
export const deleteWebhook = webhookCommand('delete', 'deleteWebhook', ['webhook', 'delete', 'remove'])

export const createApiKey = defineCommand({
  id: 'apiKeys.create', title: 'integrations.commands.apiKeyCreate', group: 'integrations', scope: 'route:profile.apiKey',
  keywords: ['api', 'key', 'token', 'new', 'zapier'],
  when: (ctx) => (ctx.user ? (ctx.get(apiKeysSlot) ? true : 'integrations.reason.onApiKeys') : 'commands.reason.signInRequired'),
  run: (ctx) => ctx.get(apiKeysSlot)?.create(),
})

export const renameApiKey = defineCommand<number>({
  id: 'apiKeys.rename', title: 'integrations.commands.apiKeyRename', group: 'integrations', scope: 'route:profile.apiKey',
  keywords: ['api', 'key', 'rename', 'name'],
  when: (ctx) => (ctx.user ? (ctx.get(apiKeysSlot) ? true : 'integrations.reason.onApiKeys') : 'commands.reason.signInRequired'),
  args: integer(),
  argChoices: (ctx) => (ctx.get(apiKeysSlot)?.keys ?? []).filter((k) => !k.revoked_at).map((k) => ({ value: k.id, title: 'integrations.commands.apiKeyRenameNamed', titleParams: { name: `${k.name} (${k.prefix}…)` } })),
  run: (ctx, id) => ctx.get(apiKeysSlot)?.rename(id),
})

export const revokeApiKey = defineCommand<number>({
  id: 'apiKeys.revoke', title: 'integrations.commands.apiKeyRevoke', group: 'integrations', scope: 'route:profile.apiKey',
  keywords: ['api', 'key', 'revoke', 'delete'],
  when: (ctx) => (ctx.user ? (ctx.get(apiKeysSlot) ? true : 'integrations.reason.onApiKeys') : 'commands.reason.signInRequired'),
  args: integer(),
  argChoices: (ctx) => (ctx.get(apiKeysSlot)?.keys ?? []).filter((k) => !k.revoked_at).map((k) => ({ value: k.id, title: 'integrations.commands.apiKeyRevokeNamed', titleParams: { name: `${k.name} (${k.prefix}…)` } })),
  run: async (ctx, id) => {
    if (await ctx.get(apiKeysSlot)?.revoke(id)) announce(ctx, { code: 'integrations.api_key_revoked' })
  },
})

export const integrationCommands: AnyCommand[] = [
  sendToCrm, sendToWebhook, connectCrm, disconnectCrm, testWebhook, enableWebhook, disableWebhook, revealWebhook, deleteWebhook, createApiKey, renameApiKey, revokeApiKey,
  saveCrmMapping, resetCrmMapping, saveGptKey, removeGptKey, createWebhook, editWebhook,
]

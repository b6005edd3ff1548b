import { integer } from 'superstruct'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/**
 * What a reseller settings screen provides (SMTP, webhook, e-mail templates, a partner form): saving its form, and the
 * screen's own actions where it has them.
 */
export type WlServicesPageSlot = {
  save: PageHandler
  /** SMTP: sends the test e-mail. */
  test?: PageHandler
  /** Webhook: makes a new signing secret (asked first by the command). */
  rotate?: () => Promise<void>
  /** Webhook: the delivery log on screen, and sending one of its events again. */
  deliveries?: readonly { id: number; title: string }[]
  redeliver?: (id: number) => Promise<void>
  /** E-mail templates: shows the wording being edited as a customer gets it; back to the default wording. */
  preview?: PageHandler
  reset?: () => Promise<void>
  /** The template on screen, for the reset question. */
  templateTitle?: string
}
export const wlServicesPageSlot = defineSlot<WlServicesPageSlot>('wlServicesPage')

/** The reseller's partners list on screen. */
export type WlPartnerListSlot = { rows: readonly { id: number; title: string }[] | null; create(): void; remove(id: number): Promise<void> }
export const wlPartnerListSlot = defineSlot<WlPartnerListSlot>('wlPartnerList')

const group = 'whitelabel'
const reseller = (ctx: CommandContext): true | string => (!ctx.user ? 'commands.reason.signInRequired' : ctx.modules.includes('whitelabel') ? true : 'wlServices.reason.resellerOnly')
const onPage = (ctx: CommandContext, has: (page: WlServicesPageSlot) => boolean): true | string => {
  const base = reseller(ctx)
  if (base !== true) return base
  const page = ctx.get(wlServicesPageSlot)
  return page && has(page) ? true : 'wlServices.reason.notHere'
}

/** Saves the reseller settings form on screen (its button, Enter and the palette alike). */
const save = pageAction({
  id: 'wlServices.save', title: 'wlServices.commands.save', group, scope: 'global',
  keywords: ['save', 'smtp', 'webhook', 'template', 'partner'],
  slot: wlServicesPageSlot, handler: (page) => page.save, reason: 'wlServices.reason.notHere', base: reseller,
})

const smtpTest = pageAction({
  id: 'wlServices.smtpTest', title: 'wlServices.commands.smtpTest', group, scope: 'global',
  keywords: ['smtp', 'test', 'send', 'mail', 'e-mail'],
  slot: wlServicesPageSlot, handler: (page) => page.test, reason: 'wlServices.reason.notHere', base: reseller,
})

const rotateSecret = defineCommand({
  id: 'wlServices.rotateSecret', title: 'wlServices.commands.rotateSecret', group, scope: 'global',
  keywords: ['webhook', 'secret', 'rotate', 'signing'],
  when: (ctx) => onPage(ctx, (page) => Boolean(page.rotate)),
  run: async (ctx) => {
    const yes = await ctx.confirm({
      title: ctx.t('wlServices.webhook.rotateTitle'),
      message: ctx.t('wlServices.webhook.rotateMessage'),
      confirmLabel: ctx.t('wlServices.commands.rotateSecret'),
      cancelLabel: ctx.t('app.confirm.keep'),
      tone: 'danger',
    })
    if (yes) await ctx.get(wlServicesPageSlot)?.rotate?.()
  },
})

const redeliverEvent = defineCommand<number>({
  id: 'wlServices.redeliver', title: 'wlServices.commands.redeliver', group, scope: 'global',
  keywords: ['webhook', 'redeliver', 'resend', 'delivery'],
  when: (ctx) => onPage(ctx, (page) => Boolean(page.redeliver && page.deliveries?.length)),
  args: integer(),
  argChoices: (ctx) => (ctx.get(wlServicesPageSlot)?.deliveries ?? []).map((d) => ({ value: d.id, title: 'wlServices.commands.redeliverNamed', titleParams: { title: d.title } })),
  run: (ctx, id) => ctx.get(wlServicesPageSlot)!.redeliver!(id),
})

const preview = pageAction({
  id: 'wlServices.preview', title: 'wlServices.commands.preview', group, scope: 'global',
  keywords: ['template', 'preview', 'e-mail'],
  slot: wlServicesPageSlot, handler: (page) => page.preview, reason: 'wlServices.reason.notHere', base: reseller,
})

const resetTemplate = defineCommand({
  id: 'wlServices.resetTemplate', title: 'wlServices.commands.resetTemplate', group, scope: 'global',
  keywords: ['template', 'reset', 'default', 'e-mail'],
  when: (ctx) => onPage(ctx, (page) => Boolean(page.reset)),
  run: async (ctx) => {
    const page = ctx.get(wlServicesPageSlot)!
    const action = ctx.t('wlServices.templates.resetNamed', { title: page.templateTitle ?? '' })
    const yes = await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t('wlServices.templates.resetMessage'), confirmLabel: ctx.t('wlServices.commands.resetTemplate') }))
    if (yes) await page.reset?.()
  },
})

const newPartner = defineCommand({
  id: 'wlServices.newPartner', title: 'wlServices.commands.newPartner', group, scope: 'global',
  keywords: ['partner', 'new', 'add', 'create'],
  when: (ctx) => {
    const base = reseller(ctx)
    if (base !== true) return base
    return ctx.get(wlPartnerListSlot) ? true : 'wlServices.reason.onPartners'
  },
  run: (ctx) => ctx.get(wlPartnerListSlot)!.create(),
})

const deletePartner = defineCommand<number>({
  id: 'wlServices.deletePartner', title: 'wlServices.commands.deletePartner', group, scope: 'global',
  keywords: ['partner', 'delete', 'remove'],
  when: (ctx) => {
    const base = reseller(ctx)
    if (base !== true) return base
    const slot = ctx.get(wlPartnerListSlot)
    if (!slot) return 'wlServices.reason.onPartners'
    return slot.rows?.length ? true : 'wlServices.reason.noPartners'
  },
  args: integer(),
  argChoices: (ctx) => (ctx.get(wlPartnerListSlot)?.rows ?? []).map((row) => ({ value: row.id, title: 'wlServices.commands.deletePartnerNamed', titleParams: { title: row.title } })),
  argsLoading: (ctx) => ctx.get(wlPartnerListSlot)?.rows == null,
  run: async (ctx, id) => {
    const slot = ctx.get(wlPartnerListSlot)!
    const row = slot.rows?.find((r) => r.id === id)
    if (!row) return
    const action = ctx.t('wlServices.partners.deleteNamed', { title: row.title })
    if (await ctx.confirm(deletionRequest(ctx.t, action, { confirmLabel: action }))) await slot.remove(id)
  },
})

export const wlServicesCommands: readonly AnyCommand[] = [save, smtpTest, rotateSecret, redeliverEvent, preview, resetTemplate, newPartner, deletePartner]

import { integer } from 'superstruct'
import type { WlPackage } from '../src/shared/whitelabel/packages'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the packages page provides while it is open: the packages as loaded (null while loading) and the actions on one. */
export type WlPackagesSlot = { packages: readonly WlPackage[] | null; publish(id: number): Promise<void>; remove(id: number): Promise<void> }
export const wlPackagesSlot = defineSlot<WlPackagesSlot>('wlPackages')

/** The package form (new or edit): saving it as it stands. */
export const packageFormSlot = defineSlot<{ save: PageHandler }>('wlPackageForm')
/** The sales settings form of one package. */
export const salesSettingsFormSlot = defineSlot<{ save: PageHandler }>('wlSalesSettingsForm')
/** The public sales page's order form. */
export const salesOrderSlot = defineSlot<{ buy: PageHandler }>('wlSalesOrder')

export const packagesPath = '/whitelabel/packages'
const group = 'whitelabel'
const scope = 'route:whitelabel.packages'

/** Signed in with the white-label module (the server checks it as well). */
export function resellerOnly(ctx: CommandContext): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  return ctx.modules.includes('whitelabel') ? true : 'commands.reason.module.whitelabel'
}

function onPackages(allowed: (p: WlPackage) => boolean) {
  return (ctx: CommandContext): true | string => {
    const base = resellerOnly(ctx)
    if (base !== true) return base
    const slot = ctx.get(wlPackagesSlot)
    if (!slot) return 'wlPackages.reason.openPackages'
    if (!slot.packages) return 'wlPackages.reason.loading'
    return slot.packages.some(allowed) ? true : 'wlPackages.reason.none'
  }
}

const packageChoices = (allowed: (p: WlPackage) => boolean) => (ctx: CommandContext) =>
  (ctx.get(wlPackagesSlot)?.packages ?? []).filter(allowed).map((p) => ({ value: p.id, title: 'wlPackages.commands.packageNamed', titleParams: { name: p.name } }))

const any = () => true
const publishable = (p: WlPackage) => p.status !== 'published'

export const createPackage = defineCommand({
  id: 'whitelabel.package.create',
  title: 'wlPackages.commands.create',
  group,
  scope: 'global',
  keywords: ['package', 'new', 'create', 'price', 'reseller', 'white-label'],
  when: resellerOnly,
  run: (ctx) => ctx.navigate(`${packagesPath}/create`),
})

export const editPackage = defineCommand<number>({
  id: 'whitelabel.package.edit',
  title: 'wlPackages.commands.edit',
  group,
  scope,
  keywords: ['package', 'edit', 'change', 'price'],
  when: onPackages(any),
  args: integer(),
  argChoices: packageChoices(any),
  run: (ctx, id) => ctx.navigate(`${packagesPath}/${id}/edit`),
})

/** Approves a draft (or an archived package) for sale: its sales page takes orders from then. */
export const publishPackage = defineCommand<number>({
  id: 'whitelabel.package.publish',
  title: 'wlPackages.commands.publish',
  group,
  scope,
  keywords: ['package', 'publish', 'approve', 'sell', 'live'],
  when: onPackages(publishable),
  args: integer(),
  argChoices: packageChoices(publishable),
  run: async (ctx, id) => ctx.get(wlPackagesSlot)?.publish(id),
})

export const packageSalesSettings = defineCommand<number>({
  id: 'whitelabel.package.salesSettings',
  title: 'wlPackages.commands.salesSettings',
  group,
  scope,
  keywords: ['package', 'sales', 'page', 'slug', 'checkout'],
  when: onPackages(any),
  args: integer(),
  argChoices: packageChoices(any),
  run: (ctx, id) => ctx.navigate(`${packagesPath}/${id}/sales-settings`),
})

/** Deletes a package once the reseller confirms; one with subscriptions is archived instead (the toast says which). */
export const deletePackage = defineCommand<number>({
  id: 'whitelabel.package.delete',
  title: 'wlPackages.commands.delete',
  group,
  scope,
  keywords: ['package', 'delete', 'remove', 'archive'],
  when: onPackages(any),
  args: integer(),
  argChoices: packageChoices(any),
  run: async (ctx, id) => {
    const pkg = ctx.get(wlPackagesSlot)?.packages?.find((p) => p.id === id)
    if (!pkg) return
    const yes = await ctx.confirm(deletionRequest(ctx.t, ctx.t('wlPackages.list.deleteNamed', { name: pkg.name })))
    if (yes) await ctx.get(wlPackagesSlot)!.remove(id)
  },
})

export const savePackage = pageAction({
  id: 'whitelabel.package.save',
  title: 'wlPackages.commands.save',
  group,
  scope: 'global',
  keywords: ['package', 'save', 'create', 'submit'],
  slot: packageFormSlot,
  handler: (page) => page.save,
  reason: 'wlPackages.reason.openForm',
  base: resellerOnly,
})

export const saveSalesSettings = pageAction({
  id: 'whitelabel.salesSettings.save',
  title: 'wlPackages.commands.saveSalesSettings',
  group,
  scope: 'global',
  keywords: ['sales', 'page', 'slug', 'save'],
  slot: salesSettingsFormSlot,
  handler: (page) => page.save,
  reason: 'wlPackages.reason.openSalesSettings',
  base: resellerOnly,
})

/** Places the order on a public sales page: anyone may, signed in or not. */
export const buyOnSalesPage = pageAction({
  id: 'whitelabel.salesPage.buy',
  title: 'wlPackages.commands.buy',
  group,
  scope: 'global',
  keywords: ['buy', 'order', 'checkout', 'subscribe'],
  slot: salesOrderSlot,
  handler: (page) => page.buy,
  reason: 'wlPackages.reason.openSalesPage',
  base: () => true,
})

export const whitelabelPackagesCommands: AnyCommand[] = [createPackage, editPackage, publishPackage, packageSalesSettings, deletePackage, savePackage, saveSalesSettings, buyOnSalesPage]

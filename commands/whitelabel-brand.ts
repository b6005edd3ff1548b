import { instance, integer, optional } from 'superstruct'
import type { BrandImageKind, WlDomain } from '../src/shared/whitelabel/brand'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/**
 * What the business account page provides: its form's save, the image uploads (each opens the file picker), the
 * domain form's add, and the domains the row commands act on (the focused row's when none is named).
 */
export type BrandSlot = {
  save: PageHandler
  addDomain: PageHandler
  pickImage(kind: BrandImageKind): void
  uploadImage(kind: BrandImageKind, file: File): Promise<void>
  removeImage(kind: BrandImageKind): Promise<void>
  images: Record<BrandImageKind, string | null>
  domains: readonly WlDomain[]
  current: WlDomain | null
  verify(id: number): Promise<void>
  remove(id: number): Promise<void>
}
export const brandSlot = defineSlot<BrandSlot>('whitelabelBrand')

const group = 'whitelabel'
const scope = 'route:whitelabel.businessAccount'
const module = (ctx: CommandContext): true | string => (ctx.modules.includes('whitelabel') ? true : 'commands.reason.module.whitelabel')

export const saveBrand = pageAction({
  id: 'whitelabel.brand.save', title: 'wlBrand.commands.save', group, scope, keywords: ['brand', 'business', 'colours', 'colors', 'save'],
  slot: brandSlot, handler: (p) => p.save, reason: 'wlBrand.reason.openPage', base: module,
})

export const addBrandDomain = pageAction({
  id: 'whitelabel.domains.add', title: 'wlBrand.commands.addDomain', group, scope, keywords: ['domain', 'custom', 'add', 'dns'],
  slot: brandSlot, handler: (p) => p.addDomain, reason: 'wlBrand.reason.openPage', base: module,
})

function imageCommands(kind: BrandImageKind): AnyCommand[] {
  // Without a file it opens the file picker; the picker's choice comes back here with the file.
  const upload = defineCommand<File | undefined>({
    id: `whitelabel.brand.upload.${kind}`, title: `wlBrand.commands.upload_${kind}`, group, scope, keywords: [kind, 'image', 'upload'],
    args: optional(instance(File)),
    when: (ctx) => (module(ctx) !== true ? module(ctx) : ctx.get(brandSlot) ? true : 'wlBrand.reason.openPage'),
    run: async (ctx, file) => {
      const slot = ctx.get(brandSlot)
      if (!slot) return
      if (file) await slot.uploadImage(kind, file)
      else slot.pickImage(kind)
    },
  })
  const remove = defineCommand({
    id: `whitelabel.brand.remove.${kind}`, title: `wlBrand.commands.remove_${kind}`, group, scope, keywords: [kind, 'image', 'remove', 'delete'],
    when: (ctx) => {
      if (module(ctx) !== true) return module(ctx)
      const slot = ctx.get(brandSlot)
      if (!slot) return 'wlBrand.reason.openPage'
      return slot.images[kind] ? true : 'wlBrand.reason.noImage'
    },
    run: async (ctx) => {
      const yes = await ctx.confirm(deletionRequest(ctx.t, ctx.t(`wlBrand.commands.remove_${kind}`)))
      if (yes) await ctx.get(brandSlot)?.removeImage(kind)
    },
  })
  return [upload, remove]
}

const target = (ctx: CommandContext, id: number | undefined) => {
  const slot = ctx.get(brandSlot)
  if (!slot) return null
  return id === undefined ? slot.current : (slot.domains.find((d) => d.id === id) ?? null)
}
const onDomain = (ctx: CommandContext): true | string => {
  if (module(ctx) !== true) return module(ctx)
  const slot = ctx.get(brandSlot)
  if (!slot) return 'wlBrand.reason.openPage'
  return slot.domains.length ? true : 'wlBrand.reason.noDomain'
}

export const verifyBrandDomain = defineCommand<number | undefined>({
  id: 'whitelabel.domains.verify', title: 'wlBrand.commands.verifyDomain', group, scope, keywords: ['domain', 'verify', 'dns', 'check'],
  args: optional(integer()),
  when: onDomain,
  run: async (ctx, id) => {
    const domain = target(ctx, id)
    if (!domain) throw new Error(ctx.t('wlBrand.reason.focusDomain'))
    await ctx.get(brandSlot)!.verify(domain.id)
  },
})

export const removeBrandDomain = defineCommand<number | undefined>({
  id: 'whitelabel.domains.remove', title: 'wlBrand.commands.removeDomain', group, scope, keywords: ['domain', 'remove', 'delete'],
  args: optional(integer()),
  when: onDomain,
  run: async (ctx, id) => {
    const domain = target(ctx, id)
    if (!domain) throw new Error(ctx.t('wlBrand.reason.focusDomain'))
    const yes = await ctx.confirm(deletionRequest(ctx.t, ctx.t('wlBrand.domains.removeNamed', { domain: domain.domain }), { message: ctx.t('wlBrand.domains.removeMessage') }))
    if (yes) await ctx.get(brandSlot)!.remove(domain.id)
  },
})

export const whitelabelBrandCommands: AnyCommand[] = [saveBrand, addBrandDomain, ...imageCommands('logo'), ...imageCommands('favicon'), verifyBrandDomain, removeBrandDomain]

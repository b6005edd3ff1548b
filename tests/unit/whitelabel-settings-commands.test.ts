import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { wlSettingsPageSlot, type WlSettingsPageSlot } from '../../commands/whitelabel-settings'
import { wlTrainingSlot, type WlTrainingSlot } from '../../commands/whitelabel-training'
import { commandContext, withSlots } from './support/command-context'

/** A payment provider or links page, recording what the commands ask of it. */
function page(offers: (keyof WlSettingsPageSlot)[]) {
  const calls: string[] = []
  const slot: WlSettingsPageSlot = {}
  if (offers.includes('saveBilling')) slot.saveBilling = () => void calls.push('saveBilling')
  if (offers.includes('connectStripe')) slot.connectStripe = () => void calls.push('connectStripe')
  if (offers.includes('disconnectStripe')) {
    slot.disconnectStripe = async () => void calls.push('disconnectStripe')
    slot.stripeAccount = 'acct_123'
  }
  if (offers.includes('saveLinks')) slot.saveLinks = () => void calls.push('saveLinks')
  return { slot, calls }
}
const reseller = (slot?: WlSettingsPageSlot) => (slot ? withSlots(commandContext({ modules: ['whitelabel'] }), [wlSettingsPageSlot, slot]) : commandContext({ modules: ['whitelabel'] }))
const state = (id: string, ctx: ReturnType<typeof commandContext>) => availability(appRegistry.get(id)!, ctx)
const ids = ['wlPages.saveBilling', 'wlPages.connectStripe', 'wlPages.disconnectStripe', 'wlPages.saveLinks']

describe('white-label payment provider and links commands', () => {
  it('are for resellers only, and only where their page offers them', () => {
    for (const id of ids) {
      expect(state(id, withSlots(commandContext({ signedIn: false }), [wlSettingsPageSlot, page(['saveBilling', 'saveLinks']).slot])), id).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
      expect(state(id, withSlots(commandContext({ modules: ['leads'] }), [wlSettingsPageSlot, page(['saveBilling', 'saveLinks']).slot])), id).toEqual({ available: false, reason: 'wlPages.reason.resellerOnly' })
    }
    expect(state('wlPages.saveBilling', reseller())).toEqual({ available: false, reason: 'wlPages.reason.onBilling' })
    expect(state('wlPages.saveLinks', reseller(page(['saveBilling']).slot))).toEqual({ available: false, reason: 'wlPages.reason.onLinks' })
    // Stripe not set up, or already connected: no connecting; nothing connected: no disconnecting.
    expect(state('wlPages.connectStripe', reseller(page(['saveBilling', 'disconnectStripe']).slot))).toEqual({ available: false, reason: 'wlPages.reason.stripeNotConnectable' })
    expect(state('wlPages.disconnectStripe', reseller(page(['saveBilling', 'connectStripe']).slot))).toEqual({ available: false, reason: 'wlPages.reason.stripeNotConnected' })
    expect(state('wlPages.connectStripe', reseller(page(['saveBilling', 'connectStripe']).slot))).toEqual({ available: true })
  })

  it('asks before disconnecting Stripe, Keep being the safe answer, and does nothing on Keep', async () => {
    const p = page(['saveBilling', 'disconnectStripe'])
    const ctx = reseller(p.slot)
    ctx.answers.push(false)
    expect(await executeCommand(appRegistry, 'wlPages.disconnectStripe', undefined, 'palette', ctx)).toEqual({ ok: true })
    expect(p.calls).toEqual([])
    expect(ctx.confirms.map((c) => [c.title, c.confirmLabel, c.cancelLabel, c.tone])).toEqual([['Disconnect the Stripe account acct_123?', 'Disconnect Stripe', 'Keep', 'danger']])

    ctx.answers.push(true)
    await executeCommand(appRegistry, 'wlPages.disconnectStripe', undefined, 'palette', ctx)
    expect(p.calls).toEqual(['disconnectStripe'])
  })

  it('saves through the page, from the palette as from the button', async () => {
    const p = page(['saveBilling', 'saveLinks', 'connectStripe'])
    await executeCommand(appRegistry, 'wlPages.saveBilling', undefined, 'palette', reseller(p.slot))
    await executeCommand(appRegistry, 'wlPages.saveLinks', undefined, 'button', reseller(p.slot))
    await executeCommand(appRegistry, 'wlPages.connectStripe', undefined, 'palette', reseller(p.slot))
    expect(p.calls).toEqual(['saveBilling', 'saveLinks', 'connectStripe'])
  })
})

describe('white-label training content commands', () => {
  const training = (slot: WlTrainingSlot) => withSlots(commandContext({ modules: ['whitelabel'] }), [wlTrainingSlot, slot])

  it('delete a course or a page only where they are listed, asking first', async () => {
    const removed: number[] = []
    const slot: WlTrainingSlot = { courses: [{ id: 4, title: 'Start here' }], deleteCourse: async (id) => void removed.push(id), createCourse: () => undefined }
    expect(state('wlTraining.deletePage', training(slot))).toEqual({ available: false, reason: 'wlTraining.reason.onCourse' })
    expect(state('wlTraining.deleteCourse', training({ ...slot, courses: [] }))).toEqual({ available: false, reason: 'wlTraining.reason.noCourses' })
    const ctx = training(slot)
    ctx.answers.push(false, true)
    await executeCommand(appRegistry, 'wlTraining.deleteCourse', 4, 'palette', ctx)
    expect(removed).toEqual([])
    await executeCommand(appRegistry, 'wlTraining.deleteCourse', 4, 'palette', ctx)
    expect(removed).toEqual([4])
    expect(ctx.confirms.map((c) => [c.title, c.message, c.cancelLabel])).toEqual([
      ['Delete Start here?', 'The course and all its pages are deleted. This cannot be undone.', 'Keep'],
      ['Delete Start here?', 'The course and all its pages are deleted. This cannot be undone.', 'Keep'],
    ])
  })
})

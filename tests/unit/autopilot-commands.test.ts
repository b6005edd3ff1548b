import { describe, expect, it } from 'vitest'
import { autopilotsSlot, autopilotWizardSlot, type AutopilotsSlot, type AutopilotWizardSlot } from '../../commands/autopilots'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import type { WizardStep } from '../../machines/autopilot-wizard.draft'
import type { Autopilot, AutopilotStatus } from '../../src/shared/automation/autopilot'
import { commandContext, withSlots } from './support/command-context'

const autopilot = (id: number, status: AutopilotStatus, name = `Pilot ${id}`) => ({ id, name, status, type: 'basic' }) as Autopilot
const pilots = [autopilot(1, 'active'), autopilot(2, 'paused'), autopilot(3, 'draft'), autopilot(4, 'paused_no_credits')]

/** A page providing the autopilots slot, recording the calls the commands make. */
function page(autopilots: readonly Autopilot[], current: Autopilot | null = null) {
  const calls: string[] = []
  const slot: AutopilotsSlot = { autopilots, current, act: async (id, action) => void calls.push(`${action}:${id}`) }
  return { slot, calls }
}
const state = (id: string, ctx: ReturnType<typeof commandContext>) => availability(appRegistry.get(id)!, ctx)

describe('autopilot commands', () => {
  it('act on the focused autopilot when given none, and only in a state that allows it', async () => {
    const onActive = page(pilots, pilots[0])
    const ctx = withSlots(commandContext(), [autopilotsSlot, onActive.slot])
    expect(state('autopilots.pause', ctx)).toEqual({ available: true })
    expect(state('autopilots.resume', ctx)).toEqual({ available: false, reason: 'autopilots.reason.notPaused' })
    await executeCommand(appRegistry, 'autopilots.pause', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'autopilots.runNow', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'autopilots.duplicate', undefined, 'palette', ctx)
    expect(onActive.calls).toEqual(['pause:1', 'run-now:1', 'duplicate:1'])

    const onDraft = withSlots(commandContext(), [autopilotsSlot, page(pilots, pilots[2]).slot])
    expect(state('autopilots.runNow', onDraft)).toEqual({ available: false, reason: 'autopilots.reason.draft' })
    const outOfCredits = withSlots(commandContext(), [autopilotsSlot, page(pilots, pilots[3]).slot])
    expect(state('autopilots.resume', outOfCredits)).toEqual({ available: true })
  })

  it('act on the autopilot a button names, refusing one whose state does not allow it', async () => {
    const list = page(pilots)
    const ctx = withSlots(commandContext(), [autopilotsSlot, list.slot])
    expect(state('autopilots.pause', ctx)).toEqual({ available: true })
    await executeCommand(appRegistry, 'autopilots.resume', 2, 'button', ctx)
    const refused = await executeCommand(appRegistry, 'autopilots.pause', 2, 'button', ctx)
    expect(refused).toMatchObject({ ok: false, message: 'Only an active autopilot can be paused' })
    expect(list.calls).toEqual(['resume:2'])
    const none = await executeCommand(appRegistry, 'autopilots.pause', undefined, 'keyboard', ctx)
    expect(none).toMatchObject({ ok: false, message: 'Move to an autopilot row first' })
  })

  it('say why they are not there: no page open, no autopilot yet, signed out', () => {
    for (const id of ['autopilots.pause', 'autopilots.resume', 'autopilots.runNow', 'autopilots.duplicate', 'autopilots.delete']) {
      expect(state(id, commandContext()), id).toEqual({ available: false, reason: 'autopilots.reason.openPage' })
      expect(state(id, withSlots(commandContext(), [autopilotsSlot, page([]).slot])), id).toEqual({ available: false, reason: 'autopilots.reason.none' })
      expect(state(id, commandContext({ signedIn: false })), id).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
    }
  })

  it('delete asks first, naming the autopilot, with keeping it as the safe choice', async () => {
    const list = page(pilots, pilots[1])
    const ctx = withSlots(commandContext(), [autopilotsSlot, list.slot])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'autopilots.delete', undefined, 'keyboard', ctx)
    expect(list.calls).toEqual([])
    expect(ctx.confirms[0]).toMatchObject({ title: 'Delete autopilot Pilot 2?', tone: 'danger', cancelLabel: 'Keep' })
    await executeCommand(appRegistry, 'autopilots.delete', 3, 'button', ctx)
    expect(list.calls).toEqual(['delete:3'])
  })

  it('create opens the wizard from anywhere', async () => {
    const ctx = commandContext()
    await executeCommand(appRegistry, 'autopilots.create', undefined, 'keyboard', ctx)
    expect(ctx.calls).toContain('navigate:/lead-search/autopilot/create')
  })

  it('move the wizard: next, back, save and go to a step, offering only the steps that can be reached', async () => {
    const calls: string[] = []
    const wizard = (over: Partial<AutopilotWizardSlot> = {}): AutopilotWizardSlot => ({
      step: 'details',
      canNext: true,
      canBack: true,
      canSave: false,
      reachable: (s: WizardStep) => ['setup', 'details', 'list'].includes(s),
      next: () => void calls.push('next'),
      back: () => void calls.push('back'),
      goTo: (s) => void calls.push(`goTo:${s}`),
      save: () => void calls.push('save'),
      ...over,
    })
    const ctx = withSlots(commandContext(), [autopilotWizardSlot, wizard()])
    expect(state('autopilots.wizard.next', commandContext())).toEqual({ available: false, reason: 'autopilots.reason.openWizard' })
    expect(state('autopilots.wizard.save', ctx)).toEqual({ available: false, reason: 'autopilots.reason.notReady' })
    expect(state('autopilots.wizard.back', withSlots(commandContext(), [autopilotWizardSlot, wizard({ canBack: false })]))).toEqual({ available: false, reason: 'autopilots.reason.firstStep' })
    expect(appRegistry.get('autopilots.wizard.goTo')!.argChoices!(ctx).map((c) => c.value)).toEqual(['setup', 'details', 'list'])
    await executeCommand(appRegistry, 'autopilots.wizard.next', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'autopilots.wizard.back', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'autopilots.wizard.goTo', 'list', 'palette', ctx)
    const invalid = await executeCommand(appRegistry, 'autopilots.wizard.goTo', 'nowhere', 'palette', ctx)
    expect(invalid.ok).toBe(false)
    await executeCommand(appRegistry, 'autopilots.wizard.save', undefined, 'button', withSlots(commandContext(), [autopilotWizardSlot, wizard({ canSave: true, step: 'save' })]))
    expect(calls).toEqual(['next', 'back', 'goTo:list', 'save'])
  })
})

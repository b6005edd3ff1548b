import { enums, integer, optional } from 'superstruct'
import { wizardSteps, type WizardStep } from '../machines/autopilot-wizard.draft'
import type { Autopilot } from '../src/shared/automation/autopilot'
import { deletionRequest } from './confirm-request'
import { signedIn } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

export const autopilotsPath = '/lead-search/autopilot'
export const autopilotCreatePath = `${autopilotsPath}/create`
export const autopilotEditPath = (a: Pick<Autopilot, 'id' | 'type'>) => `${autopilotsPath}/${a.type}-${a.id}/edit`

export type AutopilotAction = 'pause' | 'resume' | 'run-now' | 'duplicate' | 'delete'

/**
 * What the autopilot list and edit pages provide: the autopilots they know, the one the commands act on when given
 * none (the row with focus on the list, the open one on the edit page), and the calls.
 */
export type AutopilotsSlot = {
  autopilots: readonly Autopilot[]
  current: Autopilot | null
  act(id: number, action: AutopilotAction): Promise<void>
}
export const autopilotsSlot = defineSlot<AutopilotsSlot>('autopilots')

/** What the wizard provides: where it is, what it allows now, and its moves. */
export type AutopilotWizardSlot = {
  step: WizardStep
  canNext: boolean
  canBack: boolean
  canSave: boolean
  reachable(step: WizardStep): boolean
  next(): void
  back(): void
  goTo(step: WizardStep): void
  save(): void
}
export const autopilotWizardSlot = defineSlot<AutopilotWizardSlot>('autopilotWizard')

const group = 'autopilots'
const target = (ctx: CommandContext, id: number | undefined) => {
  const slot = ctx.get(autopilotsSlot)
  if (!slot) return null
  return id === undefined ? slot.current : (slot.autopilots.find((a) => a.id === id) ?? null)
}

/** Available where an autopilot page is open with one to act on, and the autopilot is in a state that allows it. */
function onAutopilot(allowed: (a: Autopilot) => true | string) {
  return (ctx: CommandContext): true | string => {
    const base = signedIn(ctx)
    if (base !== true) return base
    const slot = ctx.get(autopilotsSlot)
    if (!slot) return 'autopilots.reason.openPage'
    if (slot.current) return allowed(slot.current)
    // No row has focus: a button names its autopilot, so the command is there when one of them allows it.
    if (!slot.autopilots.length) return 'autopilots.reason.none'
    return slot.autopilots.some((a) => allowed(a) === true) ? true : allowed(slot.autopilots[0])
  }
}

const paused = (a: Autopilot) => a.status === 'paused' || a.status === 'paused_no_credits'

function autopilotCommand(spec: { id: string; action: Exclude<AutopilotAction, 'delete'>; shortcut: string; keywords: string[]; allowed(a: Autopilot): true | string }) {
  return defineCommand<number | undefined>({
    id: `autopilots.${spec.id}`,
    title: `autopilots.commands.${spec.id}`,
    group,
    scope: 'global',
    shortcut: spec.shortcut,
    keywords: ['autopilot', ...spec.keywords],
    args: optional(integer()),
    when: onAutopilot(spec.allowed),
    run: async (ctx, id) => {
      const autopilot = target(ctx, id)
      const allowed = autopilot ? spec.allowed(autopilot) : 'autopilots.reason.focusRow'
      if (allowed !== true) throw new Error(ctx.t(allowed))
      await ctx.get(autopilotsSlot)!.act(autopilot!.id, spec.action)
    },
  })
}

export const createAutopilot = defineCommand({
  id: 'autopilots.create',
  title: 'autopilots.commands.create',
  group,
  scope: 'global',
  shortcut: 'o n',
  keywords: ['autopilot', 'new', 'create', 'schedule', 'automatic', 'search'],
  when: signedIn,
  opens: () => autopilotCreatePath,
  run: (ctx) => ctx.navigate(autopilotCreatePath),
})

export const pauseAutopilot = autopilotCommand({ id: 'pause', action: 'pause', shortcut: 'o p', keywords: ['pause', 'stop'], allowed: (a) => (a.status === 'active' ? true : 'autopilots.reason.notActive') })
export const resumeAutopilot = autopilotCommand({ id: 'resume', action: 'resume', shortcut: 'o r', keywords: ['resume', 'continue', 'start'], allowed: (a) => (paused(a) ? true : 'autopilots.reason.notPaused') })
export const runAutopilotNow = autopilotCommand({ id: 'runNow', action: 'run-now', shortcut: 'o g', keywords: ['run', 'now', 'start'], allowed: (a) => (a.status === 'draft' ? 'autopilots.reason.draft' : true) })
export const duplicateAutopilot = autopilotCommand({ id: 'duplicate', action: 'duplicate', shortcut: 'o d', keywords: ['duplicate', 'copy', 'clone'], allowed: () => true })

/** Deletes an autopilot (its schedule and run history) once the user confirms. */
export const deleteAutopilot = defineCommand<number | undefined>({
  id: 'autopilots.delete',
  title: 'autopilots.commands.delete',
  group,
  scope: 'global',
  keywords: ['autopilot', 'delete', 'remove'],
  args: optional(integer()),
  when: onAutopilot(() => true),
  run: async (ctx, id) => {
    const autopilot = target(ctx, id)
    if (!autopilot) throw new Error(ctx.t('autopilots.reason.focusRow'))
    const action = ctx.t('autopilots.page.deleteNamed', { name: autopilot.name })
    const yes = await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t('autopilots.page.deleteMessage') }))
    if (yes) await ctx.get(autopilotsSlot)!.act(autopilot.id, 'delete')
  },
})

const wizardWhen = (allowed: (w: AutopilotWizardSlot) => boolean, reason: string) => (ctx: CommandContext) => {
  const wizard = ctx.get(autopilotWizardSlot)
  if (!wizard) return 'autopilots.reason.openWizard'
  return allowed(wizard) ? true : reason
}

export const wizardNext = defineCommand({
  id: 'autopilots.wizard.next',
  title: 'autopilots.commands.next',
  group,
  scope: 'global',
  shortcut: '$mod+ArrowRight',
  keywords: ['autopilot', 'next', 'step', 'continue'],
  when: wizardWhen((w) => w.canNext, 'autopilots.reason.stepInvalid'),
  run: (ctx) => ctx.get(autopilotWizardSlot)!.next(),
})

export const wizardBack = defineCommand({
  id: 'autopilots.wizard.back',
  title: 'autopilots.commands.back',
  group,
  scope: 'global',
  shortcut: '$mod+ArrowLeft',
  keywords: ['autopilot', 'back', 'previous', 'step'],
  when: wizardWhen((w) => w.canBack, 'autopilots.reason.firstStep'),
  run: (ctx) => ctx.get(autopilotWizardSlot)!.back(),
})

/** Jumps to a step; the palette offers the steps every earlier step of which is done. */
export const wizardGoTo = defineCommand<WizardStep>({
  id: 'autopilots.wizard.goTo',
  title: 'autopilots.commands.goTo',
  group,
  scope: 'global',
  keywords: ['autopilot', 'step', 'go', 'jump'],
  args: enums(wizardSteps),
  argChoices: (ctx) => {
    const wizard = ctx.get(autopilotWizardSlot)
    return wizard ? wizardSteps.filter((s) => wizard.reachable(s)).map((s) => ({ value: s, title: `autopilots.steps.${s}` })) : []
  },
  when: wizardWhen(() => true, ''),
  run: (ctx, step) => ctx.get(autopilotWizardSlot)!.goTo(step),
})

export const wizardSave = defineCommand({
  id: 'autopilots.wizard.save',
  title: 'autopilots.commands.save',
  group,
  scope: 'global',
  keywords: ['autopilot', 'save', 'activate', 'finish'],
  when: wizardWhen((w) => w.canSave, 'autopilots.reason.notReady'),
  run: (ctx) => ctx.get(autopilotWizardSlot)!.save(),
})

export const autopilotCommands: AnyCommand[] = [
  createAutopilot,
  pauseAutopilot,
  resumeAutopilot,
  runAutopilotNow,
  duplicateAutopilot,
  deleteAutopilot,
  wizardNext,
  wizardBack,
  wizardGoTo,
  wizardSave,
]

import { integer } from 'superstruct'
import { leadsAvailable } from './lists'
import { pageAction, type PageHandler } from './page-action'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/**
 * The custom labels page (src/client/features/labels). `rename` saves a row's edited name and colour, or, when the
 * row is unchanged, puts the cursor in its name field (Enter there saves). `remove` asks first and resolves false
 * when the user said no.
 */
export type LabelsSlot = {
  labels: readonly { id: number; name: string }[] | null
  create: PageHandler
  rename(id: number): Promise<void>
  remove(id: number): Promise<boolean>
}
export const labelsSlot = defineSlot<LabelsSlot>('labels')

const onLabels = (ctx: CommandContext) => {
  const base = leadsAvailable(ctx)
  if (base !== true) return base
  return ctx.get(labelsSlot) ? true : 'labels.reason.onLabels'
}
const hasLabels = (ctx: CommandContext) => {
  const base = onLabels(ctx)
  if (base !== true) return base
  return ctx.get(labelsSlot)?.labels?.length ? true : 'labels.reason.noLabels'
}
const labelChoices = (title: string) => (ctx: CommandContext) =>
  (ctx.get(labelsSlot)?.labels ?? []).map((label) => ({ value: label.id, title, titleParams: { name: label.name.startsWith('@') ? ` ${label.name}` : label.name } }))

export const createLabel = pageAction({
  id: 'labels.create', title: 'labels.commands.create', group: 'lists', scope: 'route:leadSearch.customLabels', keywords: ['label', 'tag', 'new', 'add', 'create'],
  slot: labelsSlot, handler: (p) => p.create, reason: 'labels.reason.onLabels', base: leadsAvailable,
})

export const renameLabel = defineCommand<number>({
  id: 'labels.rename', title: 'labels.commands.rename', group: 'lists', scope: 'route:leadSearch.customLabels', keywords: ['label', 'rename', 'colour', 'color', 'edit'],
  when: hasLabels,
  args: integer(),
  argChoices: labelChoices('labels.commands.renameNamed'),
  run: (ctx, id) => ctx.get(labelsSlot)?.rename(id),
})

export const deleteLabel = defineCommand<number>({
  id: 'labels.delete', title: 'labels.commands.delete', group: 'lists', scope: 'route:leadSearch.customLabels', keywords: ['label', 'delete', 'remove'],
  when: hasLabels,
  args: integer(),
  argChoices: labelChoices('labels.commands.deleteNamed'),
  run: async (ctx, id) => {
    if (await ctx.get(labelsSlot)?.remove(id)) announce(ctx, { code: 'labels.deleted' })
  },
})

export const labelCommands: AnyCommand[] = [createLabel, renameLabel, deleteLabel]

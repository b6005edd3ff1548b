import { integer, object, enums } from 'superstruct'
import { leadTypes, type LeadType } from '../src/shared/leads/types'
import { leadsAvailable } from './lists'
import { defineCommand, type AnyCommand } from './registry'

/**
 * Opens one lead's page. The palette's entity search offers the leads it finds as entries of this command; it has
 * no row of its own (a lead is picked by name, never from a list of every lead).
 */
const resultPath = ({ type, listId, resultId }: { type: LeadType; listId: number; resultId: number }) => `/lead-search/saved-lists/${type}-${listId}/${resultId}`

export const openResult = defineCommand<{ type: LeadType; listId: number; resultId: number }>({
  id: 'find.openResult', title: 'commands.find.openResult', group: 'leads', scope: 'global', listed: false,
  when: leadsAvailable,
  args: object({ type: enums(leadTypes), listId: integer(), resultId: integer() }),
  opens: resultPath,
  run: (ctx, args) => ctx.navigate(resultPath(args)),
})

export const findCommands: AnyCommand[] = [openResult]

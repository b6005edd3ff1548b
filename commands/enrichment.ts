import { enrichmentAppliesTo, type EnrichmentKind } from '../src/shared/leads/enrichment'
import { jobScope, jobScopeArgs, jobScopeChoices, startAnnouncedJob, type JobScopeChoice } from './lead-jobs'
import { leadsAvailable, listActionAvailability, openListOf, type ListAction } from './lists'
import { defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

/**
 * Enrichment of the open list's leads as server jobs: on the whole list, the filter or the selection (the palette's
 * scope step; a button takes the selection, else the filter, else the list), after the estimate is confirmed.
 */
function enrichmentAvailability(kind: EnrichmentKind, action: ListAction | null, ctx: CommandContext): true | string {
  const base = action ? listActionAvailability(action, ctx) : leadsAvailable(ctx)
  if (base !== true) return base
  const list = openListOf(ctx)
  if (!list) return 'leads.reason.openList'
  if (!enrichmentAppliesTo(kind, list.type)) return 'leads.reason.notForType'
  if (list.total === 0) return 'enrichment.reason.emptyList'
  return true
}

const enrichmentCommand = (kind: EnrichmentKind, action: ListAction | null, id: string, keywords: string[], shortcut?: string) =>
  defineCommand<JobScopeChoice | undefined>({
    id,
    title: `enrichment.commands.${id.split('.')[1]}`,
    group: 'lists',
    scope: 'list',
    shortcut,
    keywords,
    when: (ctx) => enrichmentAvailability(kind, action, ctx),
    args: jobScopeArgs,
    argChoices: jobScopeChoices,
    run: async (ctx, choice) => {
      await startAnnouncedJob(ctx, kind, jobScope(ctx, choice), {})
    },
  })

export const findEmails = enrichmentCommand('find-emails', null, 'list.findEmails', ['email', 'find', 'verify', 'enrich', 'hunter'], 'Shift+F')
export const getPhones = enrichmentCommand('get-phones', 'get-phones', 'list.getPhones', ['phones', 'mobile', 'enrich', 'call'], 'Shift+P')
export const getEmployees = enrichmentCommand('get-employees', 'get-employees', 'list.getEmployees', ['employees', 'people', 'staff', 'enrich', 'contacts'])
export const enrichInfluencers = enrichmentCommand('enrich', 'enrich', 'list.enrich', ['enrich', 'influencer', 'contact', 'audience'])

export const enrichmentCommands: AnyCommand[] = [findEmails, getPhones, getEmployees, enrichInfluencers]

import { listActionAvailability, leadsAvailable, openListOf } from './lists'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'

/**
 * A list's settings pages (saved-lists/{type}-{id}/tags-and-source and /webhook): each submits its form as it stands
 * and announces what it saved.
 */
export type ListSettingsSlot = { saveDetails?: PageHandler; saveWebhook?: PageHandler }
export const listSettingsSlot = defineSlot<ListSettingsSlot>('listSettings')

export const saveListDetails = pageAction({
  id: 'list.saveDetails', title: 'leads.commands.saveDetails', group: 'lists', scope: 'route:leadSearch.list.tagsAndSource',
  keywords: ['tags', 'source', 'save', 'list'],
  slot: listSettingsSlot, handler: (p) => p.saveDetails, reason: 'leads.reason.onTagsAndSource', base: leadsAvailable,
})

export const saveListWebhook = pageAction({
  id: 'list.saveWebhook', title: 'leads.commands.saveWebhook', group: 'lists', scope: 'route:leadSearch.list.webhook',
  keywords: ['webhook', 'url', 'save', 'list'],
  slot: listSettingsSlot, handler: (p) => p.saveWebhook, reason: 'leads.reason.onListWebhook', base: leadsAvailable,
})

/** The list action "settings" (intent lists): opens the list's settings, its tags and source first. */
export const listSettings = defineCommand({
  id: 'list.settings', title: 'leads.commands.settings', group: 'lists', scope: 'list', keywords: ['settings', 'intent', 'tags', 'source', 'webhook'],
  when: (ctx) => listActionAvailability('settings', ctx),
  run: (ctx) => {
    const list = openListOf(ctx)
    if (list) ctx.navigate(`/lead-search/saved-lists/${list.type}-${list.id}/tags-and-source`)
  },
})

export const listSettingsCommands: AnyCommand[] = [listSettings, saveListDetails, saveListWebhook]

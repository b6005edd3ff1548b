import { leadsAvailable, listAddress, openListOf, openListSlot, openPage, pendingDeleteSlot, selectedCountOf } from './list-slot'
import { defineCommand } from './registry'
import type { CommandContext } from './types'

/*
 * The list page's own commands beside the list actions: "More...", the mouse's selection, the list's other pages,
 * and what a list stopped for credits offers (buy credits, resume).
 */

const onList = (extra?: (ctx: CommandContext) => true | string) => (ctx: CommandContext) => {
  const base = leadsAvailable(ctx)
  if (base !== true) return base
  if (!openListOf(ctx)) return 'leads.reason.openList'
  return extra ? extra(ctx) : true
}

/** Opens the palette on the open list's commands only: the actions the compact bar has no room for. */
export const moreListActions = defineCommand({
  id: 'list.more', title: 'leads.commands.more', group: 'lists', scope: 'list', shortcut: '.',
  keywords: ['more', 'actions', 'menu', 'list'],
  when: onList(),
  run: (ctx) => ctx.openPalette({ scopes: ['list', 'selection'], groups: ['lists'] }),
})

/** Selects every result the filter matches, loaded or not; bulk actions then take the filter as their scope. */
export const selectAllMatching = defineCommand({
  id: 'list.selectMatching', title: 'leads.commands.selectMatching', group: 'lists', scope: 'list',
  keywords: ['select', 'all', 'matching', 'filter', 'every'],
  when: onList((ctx) => {
    const page = ctx.get(openListSlot)
    if (page?.matching && JSON.stringify(page.matching.filter) === JSON.stringify(page.filter)) return 'leads.reason.allSelected'
    return (page?.list.total ?? 0) > 0 ? true : 'leads.reason.noResults'
  }),
  run: (ctx) => openPage(ctx).selectMatching(),
})

export const clearSelection = defineCommand({
  id: 'list.clearSelection', title: 'leads.commands.clearSelection', group: 'lists', scope: 'selection',
  keywords: ['unselect', 'deselect', 'clear', 'none'],
  when: onList((ctx) => (selectedCountOf(ctx) > 0 ? true : 'leads.reason.selectRows')),
  run: (ctx) => openPage(ctx).clearSelection(),
})

export const openTagsAndSource = defineCommand({
  id: 'list.openTagsAndSource', title: 'leads.commands.openTagsAndSource', group: 'lists', scope: 'list',
  keywords: ['tags', 'source', 'details'],
  when: onList(),
  run: (ctx) => ctx.navigate(`${listAddress(openPage(ctx).list)}/tags-and-source`),
})

export const openWebhookSetup = defineCommand({
  id: 'list.openWebhook', title: 'leads.commands.openWebhook', group: 'lists', scope: 'list',
  keywords: ['webhook', 'url', 'send', 'new results'],
  when: onList(),
  run: (ctx) => ctx.navigate(`${listAddress(openPage(ctx).list)}/webhook`),
})

/** The open list's last search stopped because the credits ran out, and nothing runs on it now. */
function stoppedForCredits(ctx: CommandContext): true | string {
  const list = openListOf(ctx)
  return list && list.stop_reason === 'credits' && !list.progress ? true : 'leads.reason.notStoppedForCredits'
}

/**
 * Resumes the stopped search where it stopped: the results it found stay and are not charged again (each result's
 * charge is keyed by the run and the lead). The server refuses while the credits are still short.
 */
export const resumeSearch = defineCommand({
  id: 'list.resumeSearch', title: 'leads.commands.resumeSearch', group: 'lists', scope: 'list', shortcut: 'Shift+R',
  keywords: ['resume', 'continue', 'restart', 'search', 'credits'],
  when: onList(stoppedForCredits),
  run: async (ctx) => {
    await openPage(ctx).resumeSearch()
    ctx.notify(ctx.t('leads.toasts.searchResumed'))
  },
})

/** Buying credits is the wallet's buy command: the wallet opens with the palette on its packs. */
export const topUpToResume = defineCommand({
  id: 'list.topUp', title: 'leads.commands.topUp', group: 'lists', scope: 'list',
  keywords: ['buy', 'credits', 'top up', 'resume', 'wallet'],
  when: onList((ctx) => {
    if (!ctx.modules.includes('wallet')) return 'commands.reason.module.wallet'
    return stoppedForCredits(ctx)
  }),
  run: (ctx) => {
    ctx.navigate('/settings/wallet')
    ctx.openPalette({ commandId: 'wallet.topUp' })
  },
})

/** Brings back the lists deleted a moment ago, while the toast that said so is up. */
export const undoListDelete = defineCommand({
  id: 'list.undoDelete', title: 'leads.commands.undoDelete', group: 'lists', scope: 'global', shortcut: 'u',
  keywords: ['undo', 'restore', 'deleted', 'back'],
  when: (ctx) => {
    const base = leadsAvailable(ctx)
    if (base !== true) return base
    return ctx.get(pendingDeleteSlot) ? true : 'leads.reason.nothingToUndo'
  },
  run: (ctx) => ctx.get(pendingDeleteSlot)?.undo(),
})

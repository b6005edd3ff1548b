import { integer } from 'superstruct'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import { reseller } from './whitelabel-settings'
import type { CommandContext } from './types'

type Row = { id: number; title: string }

/**
 * What the reseller's training content screens provide: the course list (adding a course, deleting one), a course
 * (saving it, deleting its pages) and a page form (saving it). Each screen offers only its own part.
 */
export type WlTrainingSlot = {
  courses?: readonly Row[] | null
  createCourse?: PageHandler
  deleteCourse?: (id: number) => Promise<void>
  saveCourse?: PageHandler
  pages?: readonly Row[] | null
  deletePage?: (id: number) => Promise<void>
  savePage?: PageHandler
}
export const wlTrainingSlot = defineSlot<WlTrainingSlot>('wlTraining')

const group = 'whitelabel'

const createCourse = pageAction({
  id: 'wlTraining.createCourse', title: 'wlTraining.commands.createCourse', group, scope: 'global',
  keywords: ['training', 'course', 'new', 'add'],
  slot: wlTrainingSlot, handler: (page) => page.createCourse, reason: 'wlTraining.reason.onCourses', base: reseller,
})

const saveCourse = pageAction({
  id: 'wlTraining.saveCourse', title: 'wlTraining.commands.saveCourse', group, scope: 'global',
  keywords: ['training', 'course', 'save'],
  slot: wlTrainingSlot, handler: (page) => page.saveCourse, reason: 'wlTraining.reason.onCourse', base: reseller,
})

const savePage = pageAction({
  id: 'wlTraining.savePage', title: 'wlTraining.commands.savePage', group, scope: 'global',
  keywords: ['training', 'page', 'save'],
  slot: wlTrainingSlot, handler: (page) => page.savePage, reason: 'wlTraining.reason.onPage', base: reseller,
})

/** A delete over the rows a screen lists, asked first with Keep as the safe answer. */
function deleteCommand(id: string, rows: (s: WlTrainingSlot) => readonly Row[] | null | undefined, remove: (s: WlTrainingSlot) => ((id: number) => Promise<void>) | undefined, names: { title: string; named: string; reason: string; none: string; message: string }) {
  return defineCommand<number>({
    id, title: names.title, group, scope: 'global',
    keywords: ['training', 'delete', 'remove'],
    when: (ctx) => {
      const base = reseller(ctx)
      if (base !== true) return base
      const slot = ctx.get(wlTrainingSlot)
      if (!slot || !remove(slot)) return names.reason
      return rows(slot)?.length ? true : names.none
    },
    args: integer(),
    argChoices: (ctx) => {
      const slot = ctx.get(wlTrainingSlot)
      return (slot ? rows(slot) ?? [] : []).map((row) => ({ value: row.id, title: names.named, titleParams: { title: row.title } }))
    },
    run: async (ctx, rowId) => {
      const slot = ctx.get(wlTrainingSlot)!
      const row = rows(slot)?.find((r) => r.id === rowId)
      if (!row) return
      const action = ctx.t(names.named, { title: row.title })
      if (await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t(names.message), confirmLabel: action }))) await remove(slot)?.(rowId)
    },
  })
}

const deleteCourse = deleteCommand('wlTraining.deleteCourse', (s) => s.courses, (s) => s.deleteCourse, {
  title: 'wlTraining.commands.deleteCourse', named: 'wlTraining.deleteNamed', reason: 'wlTraining.reason.onCourses', none: 'wlTraining.reason.noCourses', message: 'wlTraining.deleteCourseMessage',
})
const deletePage = deleteCommand('wlTraining.deletePage', (s) => s.pages, (s) => s.deletePage, {
  title: 'wlTraining.commands.deletePage', named: 'wlTraining.deleteNamed', reason: 'wlTraining.reason.onCourse', none: 'wlTraining.reason.noPages', message: 'wlTraining.deletePageMessage',
})

export const wlTrainingCommands: readonly AnyCommand[] = [createCourse, saveCourse, savePage, deleteCourse, deletePage]

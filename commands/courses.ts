import { integer } from 'superstruct'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

export const coursesPath = '/settings/courses'

/** What the courses page provides: the courses the palette offers to open (null while they load). */
export type CoursesSlot = { courses: readonly { id: number; title: string }[] | null }
export const coursesSlot = defineSlot<CoursesSlot>('courses')

/** What a course's page provides: the item on screen and the moves and marks the commands make. */
export type CourseSlot = {
  /** null while the course loads, or when it has no items. */
  item: { id: number; title: string; done: boolean } | null
  hasNext: boolean
  hasPrevious: boolean
  next(): void
  previous(): void
  /** Marks the item as done, or as not done when it is. */
  toggleDone(): Promise<void>
}
export const courseSlot = defineSlot<CourseSlot>('course')

const group = 'courses'
const onCourse = 'route:settings.course' as const
const coursePage = (ctx: CommandContext) => (ctx.route.name === 'settings.course' ? true : 'courses.reason.onCourse')
const withItem = (ctx: CommandContext, also?: (slot: CourseSlot) => true | string) => {
  const slot = ctx.get(courseSlot)
  if (!slot) return coursePage(ctx) === true ? 'courses.reason.loading' : 'courses.reason.onCourse'
  if (!slot.item) return 'courses.reason.noItem'
  return also ? also(slot) : true
}

/** From a course back to the list of courses: Backspace, as a file browser goes up a level. */
export const backToCourses = defineCommand({
  id: 'course.back', title: 'courses.commands.back', group, scope: onCourse, shortcut: 'Backspace',
  keywords: ['back', 'courses', 'return', 'up'],
  when: coursePage,
  opens: () => coursesPath,
  run: (ctx) => ctx.navigate(coursesPath),
})

/** The next and previous item of the course on screen: n and p (j and k move through a table's rows). */
export const nextCourseItem = defineCommand({
  id: 'course.nextItem', title: 'courses.commands.next', group, scope: onCourse, shortcut: 'n',
  keywords: ['next', 'item', 'lesson', 'course'],
  when: (ctx) => withItem(ctx, (slot) => (slot.hasNext ? true : 'courses.reason.lastItem')),
  run: (ctx) => ctx.get(courseSlot)!.next(),
})

export const previousCourseItem = defineCommand({
  id: 'course.previousItem', title: 'courses.commands.previous', group, scope: onCourse, shortcut: 'p',
  keywords: ['previous', 'item', 'lesson', 'course'],
  when: (ctx) => withItem(ctx, (slot) => (slot.hasPrevious ? true : 'courses.reason.firstItem')),
  run: (ctx) => ctx.get(courseSlot)!.previous(),
})

/** Marks the item on screen as done, or as not done again; the palette's second line says which. */
export const toggleCourseItemDone = defineCommand({
  id: 'course.toggleDone', title: 'courses.commands.toggleDone', group, scope: onCourse, shortcut: 'd',
  keywords: ['done', 'complete', 'finished', 'mark', 'undo', 'progress'],
  when: (ctx) => withItem(ctx),
  detail: (ctx) => {
    const item = ctx.get(courseSlot)?.item
    if (!item) return null
    return ctx.t(item.done ? 'courses.detail.markNotDone' : 'courses.detail.markDone', { title: item.title })
  },
  run: (ctx) => ctx.get(courseSlot)!.toggleDone(),
})

/** Opens one of the courses listed on the courses page; the palette asks which. */
export const openCourse = defineCommand<number>({
  id: 'courses.open', title: 'courses.commands.open', group, scope: 'route:settings.courses',
  keywords: ['course', 'open', 'learn', 'onboarding', 'help'],
  when: (ctx) => {
    const courses = ctx.get(coursesSlot)?.courses
    if (!courses) return 'courses.reason.loading'
    return courses.length ? true : 'courses.reason.noCourses'
  },
  args: integer(),
  argChoices: (ctx) => (ctx.get(coursesSlot)?.courses ?? []).map((c) => ({ value: c.id, title: 'courses.commands.openNamed', titleParams: { title: c.title } })),
  argsLoading: (ctx) => ctx.get(coursesSlot)?.courses == null,
  opens: (id) => `${coursesPath}/${id}`,
  run: (ctx, id) => ctx.navigate(`${coursesPath}/${id}`),
})

export const coursesCommands: AnyCommand[] = [backToCourses, nextCourseItem, previousCourseItem, toggleCourseItemDone, openCourse]

import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { courseSlot, coursesSlot, type CourseSlot } from '../../commands/courses'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { CourseBody } from '../../src/client/features/courses/course-body'
import CoursePage from '../../src/client/features/courses/course-page'
import CoursesPage from '../../src/client/features/courses/courses-page'
import CoursesPrefetch from '../../src/client/features/courses/courses-prefetch'
import { useSession } from '../../src/client/session/use-session'
import type { CourseDetail, CourseSummary, CourseTopic } from '../../src/shared/courses/types'
import { fakeSessionDeps, renderAt, shownToasts, stubFetch, ToastList } from './client-harness'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(id)!, ctx)
const onRoute = (ctx: RecordedContext, name: string, path: string, params: Record<string, string> = {}): RecordedContext => ({ ...ctx, route: { name, path, params } })

function courseSlotOf(item: CourseSlot['item'], moves: Partial<CourseSlot> = {}) {
  const calls: string[] = []
  const slot: CourseSlot = {
    item, hasNext: true, hasPrevious: false,
    next: () => void calls.push('next'), previous: () => void calls.push('previous'), toggleDone: async () => void calls.push('toggle'),
    ...moves,
  }
  return { slot, calls }
}

describe('course commands', () => {
  it('back: only on a course page, to the courses', async () => {
    const ctx = commandContext()
    expect(state('course.back', ctx)).toEqual({ available: false, reason: 'courses.reason.onCourse' })
    const onCourse = onRoute(ctx, 'settings.course', '/settings/courses/4', { id: '4' })
    expect(state('course.back', onCourse)).toEqual({ available: true })
    await executeCommand(appRegistry, 'course.back', undefined, 'keyboard', onCourse)
    expect(onCourse.calls).toContain('navigate:/settings/courses')
    expect(appRegistry.get('course.back')!.shortcut).toBe('Backspace')
  })

  it('next, previous and done: say why when there is nothing to do, and run the page\'s moves', async () => {
    const ctx = onRoute(commandContext(), 'settings.course', '/settings/courses/4', { id: '4' })
    expect(state('course.nextItem', ctx)).toEqual({ available: false, reason: 'courses.reason.loading' })
    expect(state('course.toggleDone', withSlots(ctx, [courseSlot, courseSlotOf(null).slot]))).toEqual({ available: false, reason: 'courses.reason.noItem' })
    const { slot, calls } = courseSlotOf({ id: 7, title: 'Run a search', done: false })
    const open = withSlots(ctx, [courseSlot, slot])
    expect(state('course.previousItem', open)).toEqual({ available: false, reason: 'courses.reason.firstItem' })
    expect(open.t('courses.reason.firstItem')).toBe('This is the first item')
    expect(state('course.nextItem', open)).toEqual({ available: true })
    await executeCommand(appRegistry, 'course.nextItem', undefined, 'keyboard', open)
    await executeCommand(appRegistry, 'course.toggleDone', undefined, 'palette', open)
    expect(calls).toEqual(['next', 'toggle'])
    expect(appRegistry.get('course.toggleDone')!.detail!(open)).toBe('Marks “Run a search” as done')
    const done = withSlots(ctx, [courseSlot, courseSlotOf({ id: 7, title: 'Run a search', done: true }, { hasNext: false }).slot])
    expect(appRegistry.get('course.toggleDone')!.detail!(done)).toBe('Marks “Run a search” as not done')
    expect(state('course.nextItem', done)).toEqual({ available: false, reason: 'courses.reason.lastItem' })
  })

  it('open a course: offers the courses of the page, and opens the chosen one', async () => {
    const ctx = onRoute(commandContext(), 'settings.courses', '/settings/courses')
    expect(state('courses.open', withSlots(ctx, [coursesSlot, { courses: null }]))).toEqual({ available: false, reason: 'courses.reason.loading' })
    const listed = withSlots(ctx, [coursesSlot, { courses: [{ id: 3, title: 'Keyboard essentials' }] }])
    const choices = appRegistry.get('courses.open')!.argChoices!(listed)
    expect(choices.map((c) => listed.t(c.title, c.titleParams))).toEqual(['Open course: Keyboard essentials'])
    await executeCommand(appRegistry, 'courses.open', 3, 'palette', listed)
    expect(listed.calls).toContain('navigate:/settings/courses/3')
  })
})

describe('a course item body', () => {
  it('renders paragraphs, lists, bold and code, and never markup from the text', () => {
    const { container } = render(<CourseBody markdown={'Press `Ctrl+K` to **open** it.\n\n- one\n- two\n\n1. first\n2. second\n\n<img src=x onerror=alert(1)>'} />)
    expect(container.querySelector('p code')?.textContent).toBe('Ctrl+K')
    expect(container.querySelector('p strong')?.textContent).toBe('open')
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two'])
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second'])
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})

const topic: CourseTopic = { id: 1, title: 'Getting started', description: 'Your first hour.', position: 1, course_count: 1 }
const summary: CourseSummary = { id: 4, topic_id: 1, title: 'Getting started with the console', description: 'Find your way.', position: 1, item_count: 3, completed_count: 1 }
const item = (id: number, title: string, done: boolean) => ({ id, course_id: 4, title, body: `About ${title.toLowerCase()}.`, body_format: 'markdown' as const, position: id, video_url: null, completed_at: done ? '2026-11-20T10:00:00.000Z' : null })

function server() {
  const course: CourseDetail = { ...summary, items: [item(1, 'Find your way around', true), item(2, 'Read the cost', false), item(3, 'Top up', false)] }
  const stub = stubFetch((url, init) => {
    if (url.startsWith('/api/topics')) return { body: [topic] }
    if (url.startsWith('/api/courses/items/2/complete')) {
      const done = init.method === 'POST'
      course.items[1].completed_at = done ? '2026-11-25T10:00:00.000Z' : null
      course.completed_count = course.items.filter((i) => i.completed_at).length
      return { body: { message: 'ok', item_id: 2, completed_at: course.items[1].completed_at, course: { id: 4, item_count: 3, completed_count: course.completed_count } } }
    }
    if (url.startsWith('/api/courses/4')) return { body: course }
    if (url.startsWith('/api/courses/9')) return { status: 404, body: { message: 'This course does not exist.', code: 'courses.not_found', params: {} } }
    if (url.startsWith('/api/courses')) return { body: [{ ...summary, completed_count: course.completed_count }] }
    return { body: {} }
  })
  vi.stubGlobal('fetch', stub.fetchStub)
  return stub
}

describe('the courses pages', () => {
  it('lists the topics with their courses and the progress in words, asking in the language on screen', async () => {
    const api = server()
    renderAt(<CoursesPage />, { path: '/settings/courses', token: 't', shell: true, locale: 'de' })
    expect((await screen.findByRole('link', { name: 'Getting started with the console' })).getAttribute('href')).toBe('/settings/courses/4')
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeTruthy()
    expect(screen.getByText('1 von 3 erledigt')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Fortschritt von Getting started with the console' }).getAttribute('value')).toBe('1')
    expect(api.calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/topics?lang=de', '/api/courses?lang=de']))
  })

  it('opens with the topics the session loaded after sign-in, without asking for them again', async () => {
    const api = server()
    // As the signed-in layout does: the page shows once the session (and its topics) is loaded.
    function WhenSignedIn() {
      return useSession().signedIn ? <CoursesPage /> : null
    }
    renderAt(
      <>
        <CoursesPrefetch />
        <WhenSignedIn />
      </>,
      { path: '/settings/courses', token: 't', shell: true, deps: fakeSessionDeps({ topics: async () => [topic] }) },
    )
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeTruthy()
    expect(await screen.findByText('1 of 3 done')).toBeTruthy()
    expect(api.calls.map((c) => c.url)).toEqual(['/api/courses?lang=en'])
  })

  it('opens the first item not done, marks it done from the keyboard, shows the progress, moves on and goes back', async () => {
    const user = userEvent.setup()
    const api = server()
    const { location } = renderAt(
      <>
        <CoursePage />
        <ToastList />
      </>,
      { path: '/settings/courses/4', token: 't', shell: true },
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'Read the cost' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('1 of 3 done')
    expect(screen.getByRole('link', { name: /Read the cost/ }).getAttribute('aria-current')).toBe('true')

    await user.keyboard('d')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 of 3 done'))
    expect(api.calls.some((c) => c.url === '/api/courses/items/2/complete' && c.method === 'POST')).toBe(true)
    expect(screen.getByRole('button', { name: /Mark as not done/ })).toBeTruthy()
    expect(shownToasts()).toEqual(expect.arrayContaining([expect.stringContaining('“Read the cost” marked as done.')]))

    await user.keyboard('n')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Top up'))
    expect(location.history.at(-1)).toBe('/settings/courses/4?item=3')
    await user.keyboard('p')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Read the cost'))

    await user.click(screen.getByRole('button', { name: /Mark as not done/ }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 of 3 done'))
    expect(api.calls.some((c) => c.url === '/api/courses/items/2/complete' && c.method === 'DELETE')).toBe(true)

    await user.keyboard('{Backspace}')
    expect(location.history.at(-1)).toBe('/settings/courses')
  })

  it('says so for a course that does not exist', async () => {
    server()
    renderAt(<CoursePage />, { path: '/settings/courses/9', token: 't', shell: true })
    expect(await screen.findByText('This course does not exist.')).toBeTruthy()
  })
})

import { useMemo, useRef } from 'react'
import { wlTrainingSlot, type WlTrainingSlot } from '../../../../../commands/whitelabel-training'
import { useProvideSlot } from '../../../ui/command-shell'

/** Provides a training screen's slot: commands call the latest handlers; the rows are read as rendered. */
export function useTrainingSlot(page: WlTrainingSlot) {
  const latest = useRef(page)
  latest.current = page
  const has = [page.createCourse, page.deleteCourse, page.saveCourse, page.deletePage, page.savePage].map(Boolean).join()
  const slot = useMemo<WlTrainingSlot>(
    () => ({
      courses: page.courses,
      pages: page.pages,
      ...(page.createCourse ? { createCourse: () => latest.current.createCourse?.() } : {}),
      ...(page.saveCourse ? { saveCourse: () => latest.current.saveCourse?.() } : {}),
      ...(page.savePage ? { savePage: () => latest.current.savePage?.() } : {}),
      ...(page.deleteCourse ? { deleteCourse: (id: number) => latest.current.deleteCourse?.(id) ?? Promise.resolve() } : {}),
      ...(page.deletePage ? { deletePage: (id: number) => latest.current.deletePage?.(id) ?? Promise.resolve() } : {}),
    }),
    [has, page.courses, page.pages],
  )
  useProvideSlot(wlTrainingSlot, slot)
}

/** A numeric route parameter, or 0 for anything else (the query is then not sent). */
export const routeNumber = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0)

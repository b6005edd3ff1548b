import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { courseKeys } from '../../../api/courses'
import type { CourseTopic } from '../../../shared/courses/types'
import { defaultLocale, isLocale } from '../../../shared/i18n/locales'
import { useLocale } from '../../i18n'
import { useSessionActor, useSession } from '../../session/use-session'

/**
 * Mounted on every signed-in page: the onboarding topics the session loads after sign-in become the courses page's
 * topics, so it opens without asking again. They were written in the user's saved language; another language on
 * screen asks for its own.
 */
export default function CoursesPrefetch() {
  const queryClient = useQueryClient()
  const { locale } = useLocale()
  const { user } = useSession()
  const topics = useSelector(useSessionActor(), (s) => s.context.topics as CourseTopic[])
  const sessionLocale = isLocale(user?.language) ? user.language : defaultLocale
  useEffect(() => {
    if (topics.length === 0 || sessionLocale !== locale || !topics.every((t) => typeof t.course_count === 'number')) return
    if (queryClient.getQueryData(courseKeys.topics(locale)) === undefined) queryClient.setQueryData(courseKeys.topics(locale), topics)
  }, [topics, sessionLocale, locale, queryClient])
  return null
}

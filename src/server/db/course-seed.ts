import { eq } from 'drizzle-orm'
import type { Locale } from '../../shared/i18n/locales'
import type { Database } from './client'
import { de } from './course-content/de'
import { onboardingContent } from './course-content/en'
import { es } from './course-content/es'
import { fr } from './course-content/fr'
import type { ContentTranslation } from './course-content/types'
import { courseItems, courses, topics } from './schema'

const translations: Record<Exclude<Locale, 'en'>, ContentTranslation> = { es, fr, de }
type Part = keyof ContentTranslation

/** One row's translations column: each other language's version of the row, by its key. */
function translated<P extends Part>(part: P, key: string): Partial<Record<Exclude<Locale, 'en'>, ContentTranslation[P][string]>> {
  return Object.fromEntries(Object.entries(translations).map(([locale, t]) => [locale, t[part][key]]))
}

/**
 * Writes the getting-started content: its topics (by title), courses and items (by slug). Idempotent: rows that are
 * already there are left as they are, so an admin's edits survive every start; a missing row is added again.
 */
export async function seedCourses(db: Database): Promise<void> {
  for (const [topicIndex, topic] of onboardingContent.entries()) {
    await db
      .insert(topics)
      .values({ title: topic.title, description: topic.description, position: topicIndex + 1, translations: translated('topics', topic.key) })
      .onConflictDoNothing({ target: topics.title })
    const [topicRow] = await db.select({ id: topics.id }).from(topics).where(eq(topics.title, topic.title))
    for (const [courseIndex, course] of topic.courses.entries()) {
      await db
        .insert(courses)
        .values({
          topicId: topicRow.id,
          slug: course.key,
          title: course.title,
          description: course.description,
          position: courseIndex + 1,
          translations: translated('courses', course.key),
        })
        .onConflictDoNothing({ target: courses.slug })
      const [courseRow] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.key))
      await db
        .insert(courseItems)
        .values(
          course.items.map((item, itemIndex) => ({
            courseId: courseRow.id,
            slug: item.key,
            title: item.title,
            body: item.body,
            position: itemIndex + 1,
            translations: translated('items', item.key),
          })),
        )
        .onConflictDoNothing({ target: courseItems.slug })
    }
  }
}

import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts'
import { topics, type Translations } from './platform'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const translations = <K extends string>() => jsonb('translations').$type<Translations<K>>().notNull().default(sql`'{}'::jsonb`)

/**
 * Onboarding courses: platform content (no account owns them), grouped by topic. `slug` names the rows the seed
 * writes, so a second start finds them; rows an admin adds have none.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    translations: translations<'title' | 'description'>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('courses_slug_unique').on(t.slug), index('courses_topic_idx').on(t.topicId, t.position, t.id)],
)

/**
 * One lesson of a course. `body` is Markdown (paragraphs, lists, bold, code) as the seed writes it, or HTML once an
 * admin has edited the item (`body_format`), sanitised by the server before it is stored.
 */
export const courseItems = pgTable(
  'course_items',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    position: integer('position').notNull().default(0),
    videoUrl: text('video_url'),
    bodyFormat: text('body_format').$type<'markdown' | 'html'>().notNull().default('markdown'),
    translations: translations<'title' | 'body'>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_items_slug_unique').on(t.slug),
    index('course_items_course_idx').on(t.courseId, t.position, t.id),
    check('course_items_body_format_check', sql`${t.bodyFormat} IN ('markdown', 'html')`),
  ],
)

/** Which items a user has marked as done: progress is the user's own, whatever account they act as. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => courseItems.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('course_progress_item_idx').on(t.itemId)],
)

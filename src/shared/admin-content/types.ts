import type { PartnerKind } from './schemas'

export type ContentLanguage = 'es' | 'fr' | 'de'
/** A record's text in the languages other than English, as stored: a missing field reads as the English one. */
export type ContentTranslations<K extends string> = Partial<Record<ContentLanguage, Partial<Record<K, string>>>>

/** GET /api/admin/topics: a topic in every language, with how many courses it holds. */
export type AdminTopic = {
  id: number
  title: string
  description: string
  position: number
  translations: ContentTranslations<'title' | 'description'>
  course_count: number
}

/** GET /api/admin/courses: a course in every language, with its number of pages. */
export type AdminCourse = {
  id: number
  topic_id: number
  title: string
  description: string
  position: number
  translations: ContentTranslations<'title' | 'description'>
  item_count: number
}

/** A page of a course as the editor reads it: `body` is HTML in every language (Markdown of the seed is converted). */
export type AdminPage = {
  id: number
  course_id: number
  title: string
  body: string
  position: number
  video_url: string | null
  translations: ContentTranslations<'title' | 'body'>
}

/** GET /api/admin/courses/{id}: the course and its pages in order. */
export type AdminCourseDetail = AdminCourse & { items: AdminPage[] }

/** GET /api/admin/partners: a partner or referral partner; `referred_users` counts users.referral_partner = its code. */
export type Partner = {
  id: number
  kind: PartnerKind
  name: string
  email: string | null
  website: string | null
  referral_code: string | null
  commission_percent: number | null
  notes: string
  active: boolean
  referred_users: number
  created_at: string
  updated_at: string
}

/** What a change answers: its English message and the record as it is now. */
export type ContentAnswer<T> = { message: string; data: T }

import { array, boolean, enums, nullable, number, object, optional, refine, size, string, type Infer, type Struct } from 'superstruct'
import { email, integerLike, reject, requiredString, url, isRowId } from '../validate'

const title = () => size(requiredString(), 1, 160)
const description = () => optional(size(string(), 0, 2_000))
const position = () => optional(refine(integerLike(), 'position', (v) => (Number(v) >= 0 && Number(v) <= 100_000) || reject('validation.min', { min: 0 })))
/** A row id: a whole number the database's int4 holds (a larger one is the field's 422, not a database error). */
const rowId = () => refine(integerLike(), 'id', (v) => isRowId(Number(v)) || reject('validation.integer'))

/** The text of the other languages; a blank or missing field reads as the English column. */
const translationsOf = <T>(one: Struct<T>) => optional(object({ es: optional(one), fr: optional(one), de: optional(one) }))
const headingText = object({ title: optional(size(string(), 0, 160)), description: optional(size(string(), 0, 2_000)) })

/** A page body: HTML from the editor, sanitised by the server before it is stored. */
export const PAGE_BODY_MAX = 100_000

/** POST /api/admin/topics and PUT /api/admin/topics/{id}. */
export const topicBody = object({
  title: title(),
  description: description(),
  position: position(),
  translations: translationsOf(headingText),
})
export type TopicBody = Infer<typeof topicBody>

/** POST /api/admin/courses and PUT /api/admin/courses/{id}. */
export const courseBody = object({
  topic_id: rowId(),
  title: title(),
  description: description(),
  position: position(),
  translations: translationsOf(headingText),
})
export type CourseBody = Infer<typeof courseBody>

/** POST /api/admin/courses/{id}/items and PUT /api/admin/courses/{id}/items/{itemId}: a page, its body HTML. */
export const pageBody = object({
  title: title(),
  body: size(string(), 0, PAGE_BODY_MAX),
  video_url: optional(nullable(url())),
  position: position(),
  translations: translationsOf(object({ title: optional(size(string(), 0, 160)), body: optional(size(string(), 0, PAGE_BODY_MAX)) })),
})
export type PageBody = Infer<typeof pageBody>

/** PUT /api/admin/courses/{id}/order: every page id of the course, in the new order. */
export const pageOrderBody = object({ item_ids: size(array(number()), 0, 1_000) })

export const partnerKinds = ['partner', 'referral'] as const
export type PartnerKind = (typeof partnerKinds)[number]

const referralCode = refine(size(requiredString(), 2, 64), 'referral_code', (v) => /^[A-Za-z0-9-]+$/.test(v) || reject('validation.slug_chars'))

/** POST /api/admin/partners and PUT /api/admin/partners/{id}. A referral partner needs a referral code. */
export const partnerBody = refine(
  object({
    kind: enums(partnerKinds),
    name: size(requiredString(), 1, 160),
    email: optional(nullable(size(email(), 3, 254))),
    website: optional(nullable(size(url(), 1, 500))),
    referral_code: optional(nullable(referralCode)),
    commission_percent: optional(nullable(refine(number(), 'commission_percent', (v) => (v >= 0 && v <= 100) || reject('validation.max', { max: 100 })))),
    notes: optional(size(string(), 0, 5_000)),
    active: optional(boolean()),
  }),
  'referral',
  (v) => v.kind !== 'referral' || Boolean(v.referral_code) || reject('content.referral_code_required', {}, ['referral_code']),
)
export type PartnerBody = Infer<typeof partnerBody>

/** GET /api/admin/partners?kind=: one kind, or both. */
export const partnersQuery = object({ kind: optional(enums(partnerKinds)) })

/** GET /api/admin/courses?topic_id=: the courses of one topic, or of every topic. */
export const adminCoursesQuery = object({ topic_id: optional(refine(string(), 'topic_id', (v) => /^\d{1,9}$/.test(v) || reject('validation.integer'))) })

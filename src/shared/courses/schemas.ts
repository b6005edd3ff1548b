import { enums, object, optional, refine, string } from 'superstruct'
import { locales } from '../i18n/locales'
import { reject } from '../validate'

const lang = optional(enums(locales))
const rowId = refine(string(), 'id', (v) => (/^\d{1,9}$/.test(v) && Number(v) > 0) || reject('validation.integer'))

/** The query of GET /api/topics, /api/courses/{id} and /api/courses/items/{id}: the content's language. */
export const courseContentQuery = object({ lang })

/** GET /api/courses?topic_id=&lang=: the courses of one topic, or of every topic. */
export const coursesQuery = object({ topic_id: optional(rowId), lang })

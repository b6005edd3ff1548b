import { define, object, optional, size, string, type Infer } from 'superstruct'
import { reject, requiredString, url } from '../validate'
import { normaliseWebsite } from './business-profile'

/** Where a piece of training data came from: the five data sources of ai/training. */
export const trainingSourceKinds = ['website', 'link', 'text', 'qa', 'pdf'] as const
export type TrainingSourceKind = (typeof trainingSourceKinds)[number]

/** How often the client checks a pending crawl. */
export const CRAWL_POLL_MS = 2_000
/** Pages a website crawl keeps unless the request asks for fewer (or more, up to the maximum). */
export const CRAWL_DEFAULT_PAGES = 50
export const CRAWL_MAX_PAGES = 200
/** Largest PDF accepted, in MB (the message: "Maximum allowed file size is 20mb"). */
export const TRAINING_FILE_MAX_MB = 20
export const TRAINING_FILE_MAX_BYTES = TRAINING_FILE_MAX_MB * 1024 * 1024
/** Longest training text or answer a user may write. */
export const TRAINING_TEXT_MAX = 100_000
/** Default and largest page size of the training lists. */
export const TRAINING_PAGE_SIZE = 20
export const TRAINING_MAX_PAGE_SIZE = 100

export type CrawlStatus = 'pending' | 'done' | 'failed'

/** A crawled page, a single link or a page added by hand (api/business-details/website-links). */
export type WebsiteLink = {
  id: number
  kind: 'website' | 'link'
  url: string
  title: string
  /** The first few hundred characters of the page's text. */
  excerpt: string
  tokens: number
  /** The page had more text (or bytes) than is kept. */
  truncated: boolean
  crawl_id: number | null
  created_at: string
  updated_at: string
}
/** GET api/business-details/website-links/{id}: a link with its whole text. */
export type WebsiteLinkDetail = WebsiteLink & { content: string }

export type TrainingText = { id: number; title: string; content: string; tokens: number; created_at: string; updated_at: string }
export type TrainingQa = { id: number; question: string; answer: string; tokens: number; created_at: string; updated_at: string }
export type TrainingFile = {
  id: number
  title: string
  file_name: string
  file_size: number
  tokens: number
  excerpt: string
  truncated: boolean
  created_at: string
  updated_at: string
}

/** The paging of the website links page, used by every training list. */
export type TrainingPage<T> = { data: T[]; currentPage: number; pageSize: number; total: number }

/** POST api/business-details/website and single-link answer; GET check-crawled-status adds the results. */
export type CrawlJob = { jobId: number; status: CrawlStatus; website: string; kind: 'website' | 'link' }
export type CrawlStatusAnswer = CrawlJob & {
  pages: number
  /** The URLs stored so far, and the same as entries (linksData). */
  links: string[]
  linksData: WebsiteLink[]
  /** Why nothing (or less than hoped) was stored: robots.txt, unreachable, a redirect to another site. */
  error: string | null
}

/** POST api/calculate-tokens-ai-training: tokens of `text` when given, and the totals of the stored training data. */
export type TokenCount = { tokens: number | null; total: number; by_source: Record<TrainingSourceKind, number> }

/** A website as a domain or URL; normalised to an absolute URL by `normaliseWebsite`. */
export const websiteAddress = () =>
  define<string>('website', (v) => {
    if (typeof v !== 'string' || v.trim() === '') return reject('validation.required')
    if (v.length > 2000) return reject('validation.max', { max: 2000 })
    return normaliseWebsite(v) !== null || reject('validation.domain_or_url')
  })

const pageCount = () =>
  define<number>('max_pages', (v) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return reject('validation.integer')
    if (v < 1) return reject('validation.min', { min: 1 })
    return v <= CRAWL_MAX_PAGES || reject('validation.max', { max: CRAWL_MAX_PAGES })
  })
const longText = () => size(requiredString(), 1, TRAINING_TEXT_MAX)
const titleText = () => size(string(), 0, 300)

export const crawlWebsiteBody = object({ website: websiteAddress(), max_pages: optional(pageCount()) })
type CrawlWebsiteBody = Infer<typeof crawlWebsiteBody>
export const singleLinkBody = object({ url: size(url(), 1, 2000) })
export const crawlStatusQuery = object({ job_id: define<string>('job_id', (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v)) || reject('validation.integer')), website: optional(string()) })

export const websiteLinkBody = object({ url: size(url(), 1, 2000), title: optional(titleText()), content: longText() })
export const websiteLinkUpdateBody = object({ title: optional(titleText()), content: optional(longText()) })
export const trainingTextBody = object({ title: size(requiredString(), 1, 300), content: longText() })
export const trainingTextUpdateBody = object({ title: optional(size(requiredString(), 1, 300)), content: optional(longText()) })
export const trainingQaBody = object({ question: size(requiredString(), 1, 1000), answer: longText() })
export const trainingQaUpdateBody = object({ question: optional(size(requiredString(), 1, 1000)), answer: optional(longText()) })
export const trainingFileUpdateBody = object({ title: size(requiredString(), 1, 300) })
export const tokenCountBody = object({ text: optional(size(string(), 0, TRAINING_TEXT_MAX)) })

/** ?page=&pageSize=&search= of the training lists. */
export const trainingListQuery = object({ page: optional(string()), pageSize: optional(string()), search: optional(size(string(), 0, 200)) })

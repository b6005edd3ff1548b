import { queryOptions } from '@tanstack/react-query'
import type { BusinessProfile, BusinessProfileBody, BusinessProfileField } from '../shared/ai/business-profile'
import type { CrawlJob, CrawlStatusAnswer, TokenCount, TrainingFile, TrainingPage, TrainingQa, TrainingText, WebsiteLink, WebsiteLinkDetail } from '../shared/ai/training'
import { http } from './http'

/** GET api/business-details/data. */
export type ProfileState = { data: BusinessProfile | null; complete: boolean; missing: BusinessProfileField[] }
export type ProfileAnswer = { message: string; data: BusinessProfile; complete: boolean; missing: BusinessProfileField[] }
export type PageQuery = { page?: number; pageSize?: number; search?: string }
type Saved<T> = { message: string; data: T }

const pageQuery = (q: PageQuery) => ({ ...(q.page ? { page: q.page } : {}), ...(q.pageSize ? { pageSize: q.pageSize } : {}), ...(q.search ? { search: q.search } : {}) })

export const readBusinessProfile = () => http<ProfileState>('/api/business-details/data')
/** POST api/business-details/data saves the account's one profile (creating it the first time). */
export const saveBusinessProfile = (body: BusinessProfileBody) => http<ProfileAnswer>('/api/business-details/data', { method: 'POST', body })

export const crawlWebsite = (body: { website: string; max_pages?: number }) => http<CrawlJob & { message: string }>('/api/business-details/website', { method: 'POST', body })
export const addSingleLink = (body: { url: string }) => http<CrawlJob & { message: string }>('/api/business-details/single-link', { method: 'POST', body })
export const checkCrawledStatus = (query: { job_id: number; website: string }) => http<CrawlStatusAnswer>('/api/business-details/check-crawled-status', { query })

export const listWebsiteLinks = (q: PageQuery) => http<TrainingPage<WebsiteLink>>('/api/business-details/website-links', { query: pageQuery(q) })
export const deleteWebsiteLink = (id: number) => http<unknown>(`/api/business-details/website-links/${id}`, { method: 'DELETE' })

export const listTrainingTexts = (q: PageQuery) => http<TrainingPage<TrainingText>>('/api/business-details/training-texts', { query: pageQuery(q) })
export const addTrainingText = (body: { title: string; content: string }) => http<Saved<TrainingText>>('/api/business-details/training-texts', { method: 'POST', body })
export const deleteTrainingText = (id: number) => http<unknown>(`/api/business-details/training-texts/${id}`, { method: 'DELETE' })

export const listTrainingQa = (q: PageQuery) => http<TrainingPage<TrainingQa>>('/api/business-details/training-qa', { query: pageQuery(q) })
export const addTrainingQa = (body: { question: string; answer: string }) => http<Saved<TrainingQa>>('/api/business-details/training-qa', { method: 'POST', body })
export const deleteTrainingQa = (id: number) => http<unknown>(`/api/business-details/training-qa/${id}`, { method: 'DELETE' })

export const listTrainingFiles = (q: PageQuery) => http<TrainingPage<TrainingFile>>('/api/business-details/training-files', { query: pageQuery(q) })
/** A PDF as multipart `file` (ofetch sends FormData as is, with its boundary). */
export function uploadTrainingFile(file: File, title?: string) {
  const form = new FormData()
  form.append('file', file)
  if (title) form.append('title', title)
  return http<Saved<TrainingFile>>('/api/business-details/training-files', { method: 'POST', body: form })
}
export const deleteTrainingFile = (id: number) => http<unknown>(`/api/business-details/training-files/${id}`, { method: 'DELETE' })

export const countTrainingTokens = (text?: string) => http<TokenCount>('/api/calculate-tokens-ai-training', { method: 'POST', body: text === undefined ? {} : { text } })

export const trainingKeys = {
  all: ['ai-training'] as const,
  profile: ['ai-training', 'profile'] as const,
  /** The AI tools' caches (their gate reads the profile too): refreshed when the profile is saved. */
  aiTools: ['ai'] as const,
  links: (q: PageQuery) => ['ai-training', 'links', q] as const,
  texts: (q: PageQuery) => ['ai-training', 'texts', q] as const,
  qa: (q: PageQuery) => ['ai-training', 'qa', q] as const,
  files: (q: PageQuery) => ['ai-training', 'files', q] as const,
  tokens: ['ai-training', 'tokens'] as const,
}

export const businessProfileQuery = () => queryOptions({ queryKey: trainingKeys.profile, queryFn: readBusinessProfile })
export const websiteLinksQuery = (q: PageQuery) => queryOptions({ queryKey: trainingKeys.links(q), queryFn: () => listWebsiteLinks(q) })
export const trainingTextsQuery = (q: PageQuery) => queryOptions({ queryKey: trainingKeys.texts(q), queryFn: () => listTrainingTexts(q) })
export const trainingQaQuery = (q: PageQuery) => queryOptions({ queryKey: trainingKeys.qa(q), queryFn: () => listTrainingQa(q) })
export const trainingFilesQuery = (q: PageQuery) => queryOptions({ queryKey: trainingKeys.files(q), queryFn: () => listTrainingFiles(q) })
export const trainingTokensQuery = () => queryOptions({ queryKey: trainingKeys.tokens, queryFn: () => countTrainingTokens() })

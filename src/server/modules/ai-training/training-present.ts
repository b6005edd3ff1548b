import type { TrainingFile, TrainingQa, TrainingText, WebsiteLink, WebsiteLinkDetail } from '../../../shared/ai/training'
import { EXCERPT_CHARS, type SourceRow, type SourceSummary } from './training-store'

type Row = SourceSummary | SourceRow
const excerptOf = (row: Row) => ('excerpt' in row ? row.excerpt : row.content.slice(0, EXCERPT_CHARS))
const dates = (row: Row) => ({ created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() })

export function presentLink(row: Row): WebsiteLink {
  return {
    id: row.id,
    kind: row.kind === 'link' ? 'link' : 'website',
    url: row.url ?? '',
    title: row.title,
    excerpt: excerptOf(row),
    tokens: row.tokens,
    truncated: row.truncated,
    crawl_id: row.crawlId,
    ...dates(row),
  }
}

export const presentLinkDetail = (row: SourceRow): WebsiteLinkDetail => ({ ...presentLink(row), content: row.content })

export const presentText = (row: SourceRow | (SourceSummary & { content?: string })): TrainingText => ({ id: row.id, title: row.title, content: row.content ?? '', tokens: row.tokens, ...dates(row) })

export const presentQa = (row: SourceRow | (SourceSummary & { content?: string })): TrainingQa => ({ id: row.id, question: row.title, answer: row.content ?? '', tokens: row.tokens, ...dates(row) })

export function presentFile(row: Row): TrainingFile {
  return {
    id: row.id,
    title: row.title,
    file_name: row.fileName ?? '',
    file_size: row.fileSize ?? 0,
    tokens: row.tokens,
    excerpt: excerptOf(row),
    truncated: row.truncated,
    ...dates(row),
  }
}

import { eq, sql } from 'drizzle-orm'
import { manualLocalRecord, manualPeopleRecord, type ManualLocalRecord, type ManualPeopleRecord } from '../../../shared/leads/manual'
import type { LeadType } from '../../../shared/leads/types'
import { validate, type FieldMessages } from '../../../shared/validate'
import type { Database } from '../../db/client'
import { leadResults } from '../../db/schema'
import { forAccount, type AccountScope } from '../../db/tenant-scope'
import { fieldMessage, validationFailed } from '../../http/api-error'
import type { ListRow } from '../lists/list-repository'
import { inTransaction } from '../../db/transaction'

type NewResult = Omit<typeof leadResults.$inferInsert, 'accountId' | 'campaignId' | 'type'>

const clean = (v?: string | null) => (v && v.trim() !== '' ? v.trim() : null)
const lower = (v?: string | null) => (v ?? '').trim().toLowerCase()

function hostOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

function fromLocal(r: ManualLocalRecord, type: LeadType): NewResult {
  const website = clean(r.website)
  const person = [clean(r.first_name), clean(r.last_name)].filter(Boolean).join(' ')
  const email = clean(r.email)?.toLowerCase() ?? null
  return {
    key: `manual:${[r.website, r.email, r.first_name, r.last_name].map(lower).join('|')}`,
    name: clean(r.name) ?? (person || hostOf(website)),
    email,
    emailState: email ? 'email_found' : 'no_email_found',
    phone: clean(r.phone),
    website,
    city: clean(r.city),
    state: clean(r.state),
    country: clean(r.country),
    fields: {
      source: 'manual',
      street: clean(r.street),
      postal_code: clean(r.postal_code),
      first_name: clean(r.first_name),
      last_name: clean(r.last_name),
      ...(type === 'company' && { domain: hostOf(website) }),
    },
  }
}

function fromPeople(r: ManualPeopleRecord): NewResult {
  const email = clean(r.email)?.toLowerCase() ?? null
  const linkedin = clean(r.linkedin_url)
  const identity = linkedin ? `li:${lower(linkedin)}` : email ? `email:${email}` : `name:${lower(r.name)}|${lower(r.website)}`
  const [first, ...rest] = (clean(r.name) ?? '').split(/\s+/)
  return {
    key: `manual:${identity}`,
    name: clean(r.name),
    email,
    emailState: email ? 'email_found' : 'no_email_found',
    linkedinUrl: linkedin,
    website: clean(r.website),
    fields: { source: 'manual', company: clean(r.company), position: clean(r.position), first_name: first || null, last_name: rest.join(' ') || null },
  }
}

/** Which record shape a list type takes by hand: local for industry and company, people for people. */
const recordShapes: Partial<Record<LeadType, 'local' | 'people'>> = { industry: 'local', company: 'local', people: 'people' }

export function manualShapeOf(type: LeadType) {
  return recordShapes[type] ?? null
}

/** Validates every record (errors keyed `records.{i}.{field}`); nothing is written unless all of them are valid. */
export function manualResults(type: LeadType, records: object[]): NewResult[] {
  const shape = recordShapes[type]
  const errors: FieldMessages = {}
  const rows: NewResult[] = []
  records.forEach((record, i) => {
    const result = shape === 'people' ? validate(manualPeopleRecord, record) : validate(manualLocalRecord, record)
    if (!result.ok) {
      for (const [field, list] of Object.entries(result.errors)) {
        const path = field === '_' ? `records.${i}` : `records.${i}.${field}`
        errors[path] = list.map((m) => ({ ...m, params: { ...m.params, field: path } }))
      }
      return
    }
    rows.push(shape === 'people' ? fromPeople(result.value as ManualPeopleRecord) : fromLocal(result.value as ManualLocalRecord, type))
  })
  if (Object.keys(errors).length) throw validationFailed(errors)
  return rows
}

const platformPatterns: { platform: 'instagram' | 'tiktok' | 'youtube'; hosts: RegExp; path: RegExp; profile: (u: string) => string }[] = [
  { platform: 'instagram', hosts: /^(www\.|m\.)?instagram\.com$/, path: /^\/(?!p\/|reel\/|reels\/|explore\/|stories\/|accounts\/)([A-Za-z0-9._]{1,30})\/?$/, profile: (u) => `https://www.instagram.com/${u}/` },
  { platform: 'tiktok', hosts: /^(www\.|m\.)?tiktok\.com$/, path: /^\/@([A-Za-z0-9._]{2,24})\/?$/, profile: (u) => `https://www.tiktok.com/@${u}` },
  { platform: 'youtube', hosts: /^(www\.|m\.)?youtube\.com$/, path: /^\/(@[A-Za-z0-9._-]{3,30}|c\/[A-Za-z0-9._-]{1,100}|user\/[A-Za-z0-9._-]{1,100}|channel\/UC[A-Za-z0-9_-]{22})\/?$/, profile: (u) => `https://www.youtube.com/${u}` },
]

/** Platform and username from a profile URL; null for anything that is not an Instagram, TikTok or YouTube profile. */
export function parseProfileUrl(input: string): { platform: string; username: string; profile_url: string } | null {
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  for (const p of platformPatterns) {
    const match = p.hosts.test(url.hostname.toLowerCase()) ? p.path.exec(url.pathname) : null
    if (!match) continue
    const id = match[1]
    const username = p.platform === 'youtube' ? id.replace(/^@|^(c|user|channel)\//, '') : id
    return { platform: p.platform, username, profile_url: p.profile(id) }
  }
  return null
}

export function influencerResults(urls: string[]): NewResult[] {
  const errors: FieldMessages = {}
  const rows: NewResult[] = []
  urls.forEach((raw, i) => {
    const parsed = raw.includes('\u0000') ? null : parseProfileUrl(raw)
    if (!parsed) {
      errors[`urls.${i}`] = [fieldMessage(`urls.${i}`, 'validation.url')]
      return
    }
    rows.push({
      key: `influencer:${parsed.platform}:${parsed.username.toLowerCase()}`,
      name: parsed.username,
      website: parsed.profile_url,
      emailState: 'no_email_found',
      fields: { source: 'import', ...parsed },
    })
  })
  if (Object.keys(errors).length) throw validationFailed(errors)
  return rows
}

/** Adds results to a list in one transaction; a record already in the list (same key) is skipped, not duplicated. */
export async function insertResults(db: Database, scope: AccountScope, list: ListRow, rows: NewResult[]) {
  return inTransaction(db, async (tx) => {
    const txScope = forAccount(tx, scope.accountId)
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${leadResults.position}), 0)::int` })
      .from(leadResults)
      .where(txScope.where('leadResults', eq(leadResults.campaignId, list.id)))
    const inserted = await tx
      .insert(leadResults)
      .values(rows.map((r, i) => ({ ...r, accountId: scope.accountId, campaignId: list.id, type: list.type, position: Number(last) + i + 1 })))
      .onConflictDoNothing({ target: [leadResults.campaignId, leadResults.key] })
      .returning({ id: leadResults.id })
    return { created: inserted.length, skipped: rows.length - inserted.length, ids: inserted.map((r) => r.id) }
  })
}

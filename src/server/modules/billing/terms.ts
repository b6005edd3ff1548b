import { eq, inArray } from 'drizzle-orm'
import type { CurrentTerms } from '../../../shared/billing/types'
import type { Database } from '../../db/client'
import { appSettings } from '../../db/schema'

/** The app settings that hold the current terms; the seed writes version 1 (db/seed-terms.ts). */
export const TERMS_VERSION_KEY = 'terms_version'
export const TERMS_TEXT_KEY = 'terms_text'

/** The current terms version; 1 on a database the seed has not reached. */
export async function currentTermsVersion(db: Database): Promise<number> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, TERMS_VERSION_KEY))
  const version = Number(row?.value)
  return Number.isInteger(version) && version > 0 ? version : 1
}

export async function currentTerms(db: Database): Promise<CurrentTerms> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, [TERMS_VERSION_KEY, TERMS_TEXT_KEY]))
  const value = (key: string) => rows.find((r) => r.key === key)?.value
  const version = Number(value(TERMS_VERSION_KEY))
  return { version: Number.isInteger(version) && version > 0 ? version : 1, text: value(TERMS_TEXT_KEY) ?? '' }
}

/** Whether a user who accepted `accepted` (null: never) must accept the current terms before using the console. */
export const termsRequired = (accepted: number | null, current: number) => accepted == null || accepted < current

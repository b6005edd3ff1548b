import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { defaultBusinessSettings } from '../../../../shared/theme'
import type { BusinessSettings } from '../../../../shared/types'
import type { BrandImageKind, BusinessAccountBody } from '../../../../shared/whitelabel/brand'
import type { Database } from '../../../db/client'
import { businessSettings, wlBrandImages } from '../../../db/schema'
import { forAccount } from '../../../db/tenant-scope'
import { inTransaction } from '../../../db/transaction'
import { presentSettings } from '../../branding/site-settings'
import { isRowId } from '../../../../shared/validate'

/** Where a stored brand image is served (public: the login page shows it before anyone signs in). */
export const brandImageUrl = (id: number) => `/api/wl/brand-images/${id}`

/** The reseller's business account; `complete` once its form was saved (name and colours set). */
export type BusinessAccount = BusinessSettings & { complete: boolean }

async function currentImages(db: Database, accountId: number): Promise<Record<BrandImageKind, string | null>> {
  const rows = await db
    .select({ id: wlBrandImages.id, kind: wlBrandImages.kind })
    .from(wlBrandImages)
    .where(forAccount(db, accountId).where('wlBrandImages'))
    .orderBy(desc(wlBrandImages.id))
  const newest = (kind: BrandImageKind) => rows.find((r) => r.kind === kind)
  const url = (kind: BrandImageKind) => {
    const row = newest(kind)
    return row ? brandImageUrl(row.id) : null
  }
  return { logo: url('logo'), favicon: url('favicon') }
}

export async function readBusinessAccount(db: Database, accountId: number): Promise<BusinessAccount> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.ownerId, accountId)).limit(1)
  const images = await currentImages(db, accountId)
  if (!row) return { ...defaultBusinessSettings, content: '', ...images, complete: false }
  return { ...presentSettings(row), ...images, complete: true }
}

/** Saves the form: one row per reseller (its owner), created on the first save. */
export async function saveBusinessAccount(db: Database, accountId: number, body: BusinessAccountBody): Promise<BusinessAccount> {
  const images = await currentImages(db, accountId)
  const values = {
    name: body.name.trim(),
    content: body.content ?? '',
    loginPageBgColor: body.login_page_bg_color.trim(),
    sidebarBackgroundColor: body.sidebar_background_color.trim(),
    buttonColor: body.button_color.trim(),
    secondaryColor: body.secondary_color.trim(),
    textColor: body.text_color.trim(),
    headingColor: body.heading_color.trim(),
    script: body.script?.trim() ? body.script : null,
    crms: (body.crms ?? []).map((c) => c.trim()),
    showTrainingCenter: body.show_training_center ?? true,
    supportUrl: body.support_url?.trim() || null,
    logo: images.logo,
    favicon: images.favicon,
  }
  await db
    .insert(businessSettings)
    .values({ ownerId: accountId, domain: null, ...values })
    .onConflictDoUpdate({ target: businessSettings.ownerId, targetWhere: isNotNull(businessSettings.ownerId), set: values })
  return readBusinessAccount(db, accountId)
}

/**
 * Stores a new logo or favicon and points the business account at it; the previous image of that kind goes (its URL
 * answers 404 from then on). The form's row, when there is one yet, takes the new URL at once.
 */
export async function storeBrandImage(db: Database, accountId: number, kind: BrandImageKind, contentType: string, bytes: Buffer): Promise<string> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(wlBrandImages).values({ accountId, kind, contentType, bytes }).returning({ id: wlBrandImages.id })
    await tx.delete(wlBrandImages).where(and(forAccount(db, accountId).where('wlBrandImages', eq(wlBrandImages.kind, kind)), ne(wlBrandImages.id, row.id)))
    const url = brandImageUrl(row.id)
    await tx.update(businessSettings).set(kind === 'logo' ? { logo: url } : { favicon: url }).where(eq(businessSettings.ownerId, accountId))
    return url
  })
}

export async function removeBrandImage(db: Database, accountId: number, kind: BrandImageKind): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(wlBrandImages).where(forAccount(db, accountId).where('wlBrandImages', eq(wlBrandImages.kind, kind)))
    await tx.update(businessSettings).set(kind === 'logo' ? { logo: null } : { favicon: null }).where(eq(businessSettings.ownerId, accountId))
  })
}

/** A stored image by id, for anyone (the URL is the image's only name). */
export async function brandImage(db: Database, id: number) {
  if (!isRowId(id)) return undefined
  const [row] = await db.select({ contentType: wlBrandImages.contentType, bytes: wlBrandImages.bytes }).from(wlBrandImages).where(eq(wlBrandImages.id, id))
  return row
}

/** The custom script of a customer's reseller: only a reseller's customers run it (never the reseller or the admin). */
export async function resellerScriptFor(db: Database, customerResellerId: number | null): Promise<string | null> {
  if (customerResellerId === null) return null
  const [row] = await db
    .select({ script: businessSettings.script })
    .from(businessSettings)
    .where(and(eq(businessSettings.ownerId, customerResellerId), sql`coalesce(${businessSettings.script}, '') <> ''`))
    .limit(1)
  return row?.script ?? null
}

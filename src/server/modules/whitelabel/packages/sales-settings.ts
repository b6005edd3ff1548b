import { and, eq, ne } from 'drizzle-orm'
import type { SalesSettingsBody } from '../../../../shared/whitelabel/packages'
import type { Database } from '../../../db/client'
import { businessSettings, wlSalesPages } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { fieldError, refusal } from '../../../http/api-error'
import { findPackage } from './package-service'

/** The reseller's own look (business settings owned by its account), or undefined before the business account form. */
export async function resellerLook(db: Database, resellerId: number) {
  const [look] = await db.select().from(businessSettings).where(eq(businessSettings.ownerId, resellerId)).limit(1)
  return look
}

/** The business account form is complete once the reseller's look has a name (its colours cannot be empty). */
export const businessComplete = (look: Awaited<ReturnType<typeof resellerLook>>) => Boolean(look && look.name.trim())

const suggestedSlug = (name: string, id: number) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'package'}-${id}`

export type SalesSettingsView = {
  package_id: number
  slug: string
  title: string
  description: string
  enabled: boolean
  /** False before the page is first saved: the slug is then a suggestion. */
  saved: boolean
  business_complete: boolean
  path: string
}

export async function salesSettingsOf(db: Database, resellerId: number, packageId: number): Promise<SalesSettingsView> {
  const pkg = await findPackage(db, resellerId, packageId)
  const [page] = await db.select().from(wlSalesPages).where(eq(wlSalesPages.packageId, pkg.id))
  const slug = page?.slug ?? suggestedSlug(pkg.name, pkg.id)
  return {
    package_id: pkg.id,
    slug,
    title: page?.title ?? pkg.name,
    description: page?.description ?? pkg.description,
    enabled: page?.enabled ?? true,
    saved: Boolean(page),
    business_complete: businessComplete(await resellerLook(db, resellerId)),
    path: `/sales/${slug}`,
  }
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * Creates or replaces the package's sales page. Refused until the business account form is complete (the page wears
 * the reseller's look). A slug another page holds, this reseller's or another's, is the slug field's error, whether the
 * check saw it or the unique index caught a racing save.
 */
export async function saveSalesSettings(db: Database, resellerId: number, packageId: number, body: SalesSettingsBody, now: Date): Promise<SalesSettingsView> {
  const pkg = await findPackage(db, resellerId, packageId)
  if (!businessComplete(await resellerLook(db, resellerId))) throw refusal(409, { code: 'whitelabel.business_incomplete' })
  const slug = body.slug.trim().toLowerCase()
  const values = { slug, title: body.title.trim(), description: body.description.trim(), enabled: body.enabled, updatedAt: now }
  try {
    await inTransaction(db, async (tx) => {
      const [taken] = await tx.select({ id: wlSalesPages.id }).from(wlSalesPages).where(and(eq(wlSalesPages.slug, slug), ne(wlSalesPages.packageId, pkg.id)))
      if (taken) throw fieldError('slug', 'validation.slug_unusable')
      await tx
        .insert(wlSalesPages)
        .values({ ...values, accountId: resellerId, packageId: pkg.id, createdAt: now })
        .onConflictDoUpdate({ target: wlSalesPages.packageId, set: values })
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('slug', 'validation.slug_unusable')
    throw err
  }
  return salesSettingsOf(db, resellerId, pkg.id)
}

import { and, eq, isNull } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlPackages, wlSalesPages } from '../../../db/schema'
import { fieldError } from '../../../http/api-error'
import { publishPackageOnProvider } from '../billing/publish-package'
import { resellerForHost } from '../brand/tenant-host'

type ActivateBody = { sales_page_url?: string; package_id?: number }

/** The slug of a sales page's public address: `/sales/{slug}` (a trailing slash, a query or a fragment is allowed). */
function slugOf(input: string): string | null {
  const raw = input.trim()
  let url: URL
  try {
    url = new URL(raw, 'http://sales-page.invalid')
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const match = /^\/sales\/([^/]+)\/?$/.exec(url.pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]).toLowerCase()
  } catch {
    return null
  }
}

/**
 * The reseller's package whose sales page `url` is, or a 422 on `sales_page_url`: not a sales page address, an unknown
 * slug, another reseller's page, or a host that is another reseller's verified domain.
 */
async function packageOfSalesPage(db: Database, resellerId: number, url: string): Promise<number> {
  const refuse = () => fieldError('sales_page_url', 'whitelabel.sales_page_unknown')
  const slug = slugOf(url)
  if (!slug) throw refuse()
  const absolute = /^https?:\/\//i.test(url.trim())
  if (absolute) {
    const hostOwner = await resellerForHost(db, new URL(url.trim()).host)
    if (hostOwner !== null && hostOwner !== resellerId) throw refuse()
  }
  const [page] = await db
    .select({ packageId: wlSalesPages.packageId })
    .from(wlSalesPages)
    .where(and(eq(wlSalesPages.slug, slug), eq(wlSalesPages.accountId, resellerId)))
  if (!page) throw refuse()
  return page.packageId
}

/**
 * POST /api/inbound/{tenant}/sales-pages/activate: the sales page named by its URL (or its package) starts selling: a
 * draft package is put on sale at the reseller's provider and published; a page named by its URL is enabled.
 */
export async function activateSalesPage(deps: AppDeps, resellerId: number, body: ActivateBody) {
  const byUrl = body.sales_page_url != null
  if (!byUrl && body.package_id == null) throw fieldError('sales_page_url', 'validation.required')
  const packageId = byUrl ? await packageOfSalesPage(deps.db, resellerId, body.sales_page_url!) : body.package_id!
  const field = byUrl ? 'sales_page_url' : 'package_id'
  const [pkg] = await deps.db
    .select()
    .from(wlPackages)
    .where(and(eq(wlPackages.id, packageId), eq(wlPackages.accountId, resellerId), isNull(wlPackages.deletedAt)))
  if (!pkg || pkg.status === 'archived') throw fieldError(field, byUrl ? 'whitelabel.sales_page_unknown' : 'whitelabel.package_unknown')
  if (pkg.status === 'draft') {
    await publishPackageOnProvider(deps, resellerId, pkg)
    const now = deps.now()
    await deps.db.update(wlPackages).set({ status: 'published', publishedAt: pkg.publishedAt ?? now, updatedAt: now }).where(eq(wlPackages.id, pkg.id))
  }
  if (byUrl) await deps.db.update(wlSalesPages).set({ enabled: true, updatedAt: deps.now() }).where(and(eq(wlSalesPages.packageId, pkg.id), eq(wlSalesPages.accountId, resellerId)))
  return { package_id: pkg.id, status: 'published' as const }
}

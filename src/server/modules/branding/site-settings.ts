import { and, eq, isNull } from 'drizzle-orm'
import { defaultBusinessSettings } from '../../../shared/theme'
import type { BusinessSettings } from '../../../shared/types'
import type { Database } from '../../db/client'
import { businessSettings } from '../../db/schema'
import { normaliseDomain, resellerForHost } from '../whitelabel/brand/tenant-host'

/** A business settings row as the client reads it. */
export function presentSettings(row: typeof businessSettings.$inferSelect): BusinessSettings {
  return {
    name: row.name,
    content: row.content,
    login_page_bg_color: row.loginPageBgColor,
    sidebar_background_color: row.sidebarBackgroundColor,
    button_color: row.buttonColor,
    secondary_color: row.secondaryColor,
    text_color: row.textColor,
    heading_color: row.headingColor,
    favicon: row.favicon,
    script: row.script,
    crms: row.crms,
    logo: row.logo,
    show_training_center: row.showTrainingCenter,
    support_url: row.supportUrl,
  }
}

/** The look of a white-label domain, else the platform default. */
export async function siteSettingsFor(db: Database, domain: string): Promise<BusinessSettings> {
  const host = normaliseDomain(domain)
  if (host) {
    // A reseller's verified domain shows the reseller's look; its custom script runs only for its signed-in customers,
    // isolated in a frame (GET /api/wl/tenant-script), so it is not part of the look.
    const reseller = await resellerForHost(db, host)
    if (reseller !== null) {
      const [look] = await db.select().from(businessSettings).where(eq(businessSettings.ownerId, reseller)).limit(1)
      if (look) return { ...presentSettings(look), script: null }
    }
    const [own] = await db.select().from(businessSettings).where(eq(businessSettings.domain, host)).limit(1)
    if (own) return presentSettings(own)
  }
  const [platform] = await db.select().from(businessSettings).where(and(isNull(businessSettings.domain), isNull(businessSettings.ownerId))).limit(1)
  return platform ? presentSettings(platform) : defaultBusinessSettings
}

import { eq, isNull } from 'drizzle-orm'
import { defaultBusinessSettings } from '../../../shared/theme'
import type { BusinessSettings } from '../../../shared/types'
import type { Database } from '../../db/client'
import { businessSettings } from '../../db/schema'

/** `https://Shop.Example.com:8080/x` -> `shop.example.com`; what is not a host name gives null. */
export function normaliseDomain(input: string): string | null {
  const raw = input.trim().toLowerCase()
  if (!raw || raw.length > 253) return null
  try {
    const host = new URL(raw.includes('://') ? raw : `http://${raw}`).hostname.replace(/\.$/, '')
    return host || null
  } catch {
    return null
  }
}

function present(row: typeof businessSettings.$inferSelect): BusinessSettings {
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
    const [own] = await db.select().from(businessSettings).where(eq(businessSettings.domain, host)).limit(1)
    if (own) return present(own)
  }
  const [platform] = await db.select().from(businessSettings).where(isNull(businessSettings.domain)).limit(1)
  return platform ? present(platform) : defaultBusinessSettings
}

import { and, eq, isNull, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { moduleNames, moduleSlugs, type ModuleSlug } from '../../shared/modules'
import { defaultBusinessSettings } from '../../shared/theme'
import { hashPassword } from '../security/passwords'
import { randomPassword } from '../security/tokens'
import type { Database } from './client'
import { appSettings, businessSettings, listTypes, modules, planModules, plans, users } from './schema'
import { seedCourses } from './course-seed'
import { createOwnAccount } from '../modules/accounts/own-account'
import { inTransaction } from './transaction'
import { seededTermsText } from './seed-terms'
import { currentTermsVersion, TERMS_TEXT_KEY, TERMS_VERSION_KEY } from '../modules/billing/terms'

export const defaultPlan = { name: 'Starter', credits: 100, modules: ['leads', 'ai_suggest', 'wallet'] as ModuleSlug[], relatedAccounts: 3 }
export const seededListTypes = ['industry', 'company', 'people', 'single', 'influencer', 'intent']
/** Used when ADMIN_EMAIL is not set; `.localhost` keeps it a valid address that can never receive mail. */
export const generatedAdminEmail = 'admin@console.localhost'
const SEED_LOCK_ID = 7_346_202

export type SeedOptions = { adminEmail?: string; adminPassword?: string }
export type SeedResult = { generatedAdmin?: { email: string; password: string } }

/** Idempotent: safe on every start and from several processes at once. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    await tx
      .insert(modules)
      .values(moduleSlugs.map((slug) => ({ slug, name: moduleNames[slug] })))
      .onConflictDoNothing({ target: modules.slug })
    const moduleRows = await tx.select().from(modules)
    const moduleId = (slug: ModuleSlug) => moduleRows.find((m) => m.slug === slug)!.id

    const [existingDefault] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.isDefault, true)).limit(1)
    if (!existingDefault) {
      const [plan] = await tx
        .insert(plans)
        .values({ name: defaultPlan.name, credits: defaultPlan.credits, isDefault: true, allowRelatedAccounts: true, subAccountLimit: defaultPlan.relatedAccounts })
        .returning({ id: plans.id })
      await tx
        .insert(planModules)
        .values(defaultPlan.modules.map((slug) => ({ planId: plan.id, moduleId: moduleId(slug) })))
        .onConflictDoNothing()
    }

    const [platformLook] = await tx.select({ id: businessSettings.id }).from(businessSettings).where(and(isNull(businessSettings.domain), isNull(businessSettings.ownerId)))
    if (!platformLook) await tx.insert(businessSettings).values({ domain: null, ...businessSettingsColumns(defaultBusinessSettings) })

    await tx.insert(listTypes).values(seededListTypes.map((name) => ({ name }))).onConflictDoNothing({ target: listTypes.name })
    await seedCourses(tx)
    await tx
      .insert(appSettings)
      .values([{ key: TERMS_VERSION_KEY, value: '1' }, { key: TERMS_TEXT_KEY, value: seededTermsText }])
      .onConflictDoNothing({ target: appSettings.key })

    let generatedAdmin: SeedResult['generatedAdmin']
    let adminEmail = options.adminEmail
    if (!adminEmail) {
      const [anySuperAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1)
      if (!anySuperAdmin) {
        adminEmail = generatedAdminEmail
        generatedAdmin = { email: adminEmail, password: options.adminPassword ?? randomPassword() }
      }
    }
    if (adminEmail) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adminEmail))
      if (!existing) {
        const password = generatedAdmin?.password ?? options.adminPassword ?? randomPassword()
        if (!generatedAdmin && !options.adminPassword) generatedAdmin = { email: adminEmail, password }
        const now = new Date()
        const [admin] = await tx
          .insert(users)
          .values({
            email: adminEmail,
            passwordHash: await hashPassword(password),
            role: 'super_admin',
            firstName: 'Super',
            lastName: 'Admin',
            emailVerifiedAt: now,
            termsAcceptedAt: now,
            termsVersion: await currentTermsVersion(tx),
          })
          .returning()
        await createOwnAccount(tx, admin, { planId: null, moduleIds: moduleRows.map((m) => m.id), now })
      }
    }
    return { generatedAdmin }
  })
}

/** The APP_SECRET from the environment, else one generated on first start and kept in the database. */
export async function loadAppSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv
  await db
    .insert(appSettings)
    .values({ key: 'app_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key })
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'app_secret'))
  return row.value
}

export function businessSettingsColumns(s: typeof defaultBusinessSettings) {
  return {
    name: s.name,
    content: s.content,
    loginPageBgColor: s.login_page_bg_color,
    sidebarBackgroundColor: s.sidebar_background_color,
    buttonColor: s.button_color,
    secondaryColor: s.secondary_color,
    textColor: s.text_color,
    headingColor: s.heading_color,
    favicon: s.favicon,
    script: s.script,
    crms: s.crms,
    logo: s.logo,
    showTrainingCenter: s.show_training_center,
    supportUrl: s.support_url,
  }
}

export async function defaultPlanModuleIds(db: Database) {
  const rows = await db
    .select({ moduleId: planModules.moduleId, planId: plans.id })
    .from(plans)
    .innerJoin(planModules, eq(planModules.planId, plans.id))
    .where(eq(plans.isDefault, true))
  return { planId: rows[0]?.planId ?? null, moduleIds: rows.map((r) => r.moduleId) }
}


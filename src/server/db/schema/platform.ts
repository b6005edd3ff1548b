import { pgTable, serial, integer, text, timestamp, boolean, jsonb, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts, users } from './accounts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Key/value settings the server keeps for itself (the generated APP_SECRET lives here). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** White-label look per domain; the row whose domain is null is the platform default. */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: serial('id').primaryKey(),
    domain: text('domain'),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    loginPageBgColor: text('login_page_bg_color').notNull(),
    sidebarBackgroundColor: text('sidebar_background_color').notNull(),
    buttonColor: text('button_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    textColor: text('text_color').notNull(),
    headingColor: text('heading_color').notNull(),
    favicon: text('favicon'),
    script: text('script'),
    crms: jsonb('crms').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    logo: text('logo'),
    showTrainingCenter: boolean('show_training_center').notNull().default(true),
    supportUrl: text('support_url'),
    billingPortal: text('billing_portal', { enum: ['stripe', 'paykickstart'] }).notNull().default('stripe'),
    /** Where PayKickStart's customer portal lives for this tenant, when its billing portal is paykickstart. */
    paykickstartPortalUrl: text('paykickstart_portal_url'),
    createdAt: createdAt(),
  },
  // One platform look (no domain, no owner), one look per reseller (owner) and per legacy domain.
  (t) => [
    uniqueIndex('business_settings_domain_unique').on(t.domain).where(sql`${t.domain} IS NOT NULL`),
    uniqueIndex('business_settings_owner_unique').on(t.ownerId).where(sql`${t.ownerId} IS NOT NULL`),
    uniqueIndex('business_settings_platform_unique').on(sql`(1)`).where(sql`${t.domain} IS NULL AND ${t.ownerId} IS NULL`),
  ],
)

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
})

export const appErrors = pgTable('app_errors', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  stack: text('stack'),
  info: text('info'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export const listTypes = pgTable('list_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** The title and description in other languages, by locale: `{ es: { title, description } }`. */
  translations: jsonb('translations').$type<Translations<'title' | 'description'>>().notNull().default(sql`'{}'::jsonb`),
})

/** A row's text in the languages other than English; a missing language or field reads as the English column. */
export type Translations<K extends string> = Partial<Record<'es' | 'fr' | 'de', Partial<Record<K, string>>>>

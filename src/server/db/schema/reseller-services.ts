import { sql } from 'drizzle-orm'
import { pgTable, serial, bigserial, bigint, integer, text, timestamp, boolean, jsonb, index, primaryKey, numeric, check } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { wlSubscriptionEvents } from './reseller'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A reseller's own SMTP server: its customers' mail goes through it. The password is sealed (deps.secretBox). */
export const wlSmtpSettings = pgTable(
  'wl_smtp_settings',
  {
    accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    /** none: plain SMTP; ssl: TLS from the first byte (465); tls: STARTTLS required (587). */
    encryption: text('encryption', { enum: ['none', 'ssl', 'tls'] }).notNull(),
    supportEmail: text('support_email').notNull(),
    senderEmail: text('sender_email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wl_smtp_settings_encryption_check', sql`${t.encryption} IN ('none', 'ssl', 'tls')`)],
)

/**
 * The reseller's outbound webhook: the subscription events it chose, its Standard Webhooks signing secret (sealed) and
 * the outbox cursor, the id of the last usage-history row handed over (delivered, or given up on a permanent refusal).
 * `lease_until` keeps two workers from delivering the same reseller's events at once.
 */
export const wlWebhookSettings = pgTable('wl_webhook_settings', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  signingSecretSealed: text('signing_secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: updatedAt(),
})

/** One attempt to deliver one usage-history row to the reseller's webhook: the delivery log. */
export const wlWebhookDeliveries = pgTable(
  'wl_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull().references(() => wlSubscriptionEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    url: text('url').notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    /** `outbox` for the stream, `redelivery` when the reseller asked for it again. */
    trigger: text('trigger').notNull().default('outbox'),
    createdAt: createdAt(),
  },
  (t) => [index('wl_webhook_deliveries_account_idx').on(t.accountId, t.id), index('wl_webhook_deliveries_event_idx').on(t.eventId)],
)

/** A reseller's wording of one of its e-mails; a template without a row is sent in its default wording. */
export const wlEmailTemplates = pgTable(
  'wl_email_templates',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
)

/** A course of the reseller's training center: what its customers see instead of the platform's. */
export const wlTrainingCourses = pgTable(
  'wl_training_courses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wl_training_courses_account_idx').on(t.accountId, t.position)],
)

/** A page of a reseller's course: sanitised HTML, as the admin's course pages. */
export const wlTrainingPages = pgTable(
  'wl_training_pages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => wlTrainingCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wl_training_pages_course_idx').on(t.courseId, t.position)],
)

/** A reseller's own partners (agencies, affiliates it works with): its records, apart from the platform's partners. */
export const wlPartners = pgTable(
  'wl_partners',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    website: text('website'),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wl_partners_account_idx').on(t.accountId, t.id)],
)

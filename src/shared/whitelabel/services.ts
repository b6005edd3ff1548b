import { array, boolean, enums, nullable, number, object, optional, record, refine, size, string, type Infer } from 'superstruct'
import { email, integerLike, reject, requiredString, url } from '../validate'
import { subscriptionActions } from './subscriptions'

/** An app password (Gmail, Outlook) is 16 characters; the spaces it is shown with are not part of it. */
export const SMTP_APP_PASSWORD_LENGTH = 16
export const smtpPasswordOf = (typed: string) => typed.replace(/\s+/g, '')

export const smtpEncryptions = ['none', 'ssl', 'tls'] as const
export type SmtpEncryption = (typeof smtpEncryptions)[number]

const port = () => refine(integerLike(), 'port', (v) => (Number(v) >= 1 && Number(v) <= 65_535) || reject('validation.max', { max: 65_535 }))
const host = () => refine(size(requiredString(), 1, 253), 'host', (v) => /^[A-Za-z0-9.-]+$/.test(v.trim()) || reject('whitelabel.smtp_host_refused'))

/** PUT /api/wl/smtp. The password may be left out once one is stored (it is never sent back). */
export const smtpBody = object({
  host: host(),
  port: port(),
  username: size(requiredString(), 1, 254),
  password: optional(refine(string(), 'app_password', (v) => smtpPasswordOf(v).length === SMTP_APP_PASSWORD_LENGTH || reject('whitelabel.smtp_app_password'))),
  encryption: enums(smtpEncryptions),
  support_email: size(email(), 3, 254),
  sender_email: size(email(), 3, 254),
})
export type SmtpBody = Infer<typeof smtpBody>

/** POST /api/wl/smtp/test: to the signed-in user's address unless another is given. */
export const smtpTestBody = object({ to: optional(size(email(), 3, 254)) })

export type SmtpSettings = {
  configured: boolean
  host: string
  port: number | null
  username: string
  password_set: boolean
  encryption: SmtpEncryption
  support_email: string
  sender_email: string
  updated_at: string | null
}

/** The subscription events a reseller's webhook can receive: one per kind of usage-history row. */
export const webhookEventTypes = subscriptionActions.map((a) => `subscription.${a}` as const)
export type WebhookEventType = (typeof webhookEventTypes)[number]

/** PUT /api/wl/webhook. `rotate_secret` makes a new signing secret (shown once in the answer). */
export const webhookBody = object({
  url: size(url(), 1, 2_000),
  events: size(array(enums(webhookEventTypes)), 1, webhookEventTypes.length),
  enabled: optional(boolean()),
  rotate_secret: optional(boolean()),
})
export type WebhookBody = Infer<typeof webhookBody>

export type WebhookSettings = {
  configured: boolean
  url: string
  events: WebhookEventType[]
  enabled: boolean
  disabled_reason: string | null
  /** The last 4 characters of the signing secret; the whole secret is answered once, when it is made. */
  secret_hint: string | null
  updated_at: string | null
}

export type WebhookDelivery = {
  id: number
  event_id: number
  event_type: string
  url: string
  ok: boolean
  http_status: number | null
  error: string | null
  trigger: 'outbox' | 'redelivery'
  created_at: string
}

/** GET /api/wl/webhook/deliveries?before=: newest first, 50 a page. */
export const deliveriesQuery = object({ before: optional(refine(string(), 'before', (v) => /^\d{1,15}$/.test(v) || reject('validation.integer'))) })

/** The e-mails a reseller's customers get, each with the variables its wording may use. */
export const emailTemplateVariables = {
  welcome: ['customer_name', 'customer_email', 'package_name', 'business_name', 'login_url', 'support_email', 'password'],
  password_reset: ['customer_name', 'customer_email', 'business_name', 'reset_url', 'code', 'support_email'],
  trial_ending: ['customer_name', 'customer_email', 'package_name', 'business_name', 'trial_ends_at', 'support_email'],
  payment_failed: ['customer_name', 'customer_email', 'package_name', 'business_name', 'amount', 'billing_url', 'support_email'],
  subscription_cancelled: ['customer_name', 'customer_email', 'package_name', 'business_name', 'ends_at', 'support_email'],
  subscription_paused: ['customer_name', 'customer_email', 'package_name', 'business_name', 'support_email'],
  subscription_expired: ['customer_name', 'customer_email', 'package_name', 'business_name', 'ends_at', 'support_email'],
} as const
export type EmailTemplateName = keyof typeof emailTemplateVariables
export const emailTemplateNames = Object.keys(emailTemplateVariables) as EmailTemplateName[]
export const isEmailTemplateName = (name: string): name is EmailTemplateName => Object.hasOwn(emailTemplateVariables, name)

/** The variables a wording uses: `{{ name }}`. */
export const variablesIn = (text: string) => [...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1])

/** PUT /api/wl/email-templates/{name}: plain text with `{{variable}}`s. */
export const emailTemplateBody = object({ subject: size(requiredString(), 1, 200), body: size(requiredString(), 1, 20_000) })
export type EmailTemplateBody = Infer<typeof emailTemplateBody>

/** POST /api/wl/email-templates/{name}/preview: the wording being edited (the stored one when left out) and sample values. */
export const emailPreviewBody = object({
  subject: optional(size(string(), 0, 200)),
  body: optional(size(string(), 0, 20_000)),
  variables: optional(record(string(), size(string(), 0, 500))),
})

export type EmailTemplate = {
  name: EmailTemplateName
  subject: string
  body: string
  variables: readonly string[]
  customised: boolean
  updated_at: string | null
}

const title = () => size(requiredString(), 1, 160)
const position = () => optional(refine(integerLike(), 'position', (v) => (Number(v) >= 0 && Number(v) <= 100_000) || reject('validation.min', { min: 0 })))
export const TRAINING_PAGE_MAX = 100_000

/** POST /api/wl/training/courses and PUT /api/wl/training/courses/{id}. */
export const trainingCourseBody = object({ title: title(), description: optional(size(string(), 0, 2_000)), position: position() })
export type TrainingCourseBody = Infer<typeof trainingCourseBody>

/** POST /api/wl/training/courses/{id}/pages and PUT .../pages/{pageId}: the body is HTML, sanitised when stored. */
export const trainingPageBody = object({
  title: title(),
  body: size(string(), 0, TRAINING_PAGE_MAX),
  video_url: optional(nullable(url())),
  position: position(),
})
export type TrainingPageBody = Infer<typeof trainingPageBody>

export type TrainingPage = { id: number; course_id: number; title: string; body: string; video_url: string | null; position: number; updated_at: string }
export type TrainingCourse = { id: number; title: string; description: string; position: number; pages: number; updated_at: string }

/** POST /api/wl/partners and PUT /api/wl/partners/{id}. */
export const wlPartnerBody = object({
  name: size(requiredString(), 1, 160),
  email: optional(nullable(size(email(), 3, 254))),
  website: optional(nullable(size(url(), 1, 500))),
  commission_percent: optional(nullable(refine(number(), 'commission_percent', (v) => (v >= 0 && v <= 100) || reject('validation.max', { max: 100 })))),
  notes: optional(size(string(), 0, 5_000)),
  active: optional(boolean()),
})
export type WlPartnerBody = Infer<typeof wlPartnerBody>

export type WlPartner = {
  id: number
  name: string
  email: string | null
  website: string | null
  commission_percent: number | null
  notes: string
  active: boolean
  created_at: string
  updated_at: string
}

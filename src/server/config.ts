import path from 'node:path'
import { readPaymentsConfig, type PaymentsConfig } from './providers/payments/payments-config'
import type { OutboundPolicy } from './http/guarded-fetch'
import { LOG_LEVELS, type LogLevel } from './http/front-door/logger'
import { readCrmConfig, type CrmConfig } from './providers/crm/crm-config'
import { readCustomDomainsConfig, type CustomDomainsConfig } from './modules/whitelabel/brand/domains-config'
import { readResellerBillingConfig, type ResellerBillingConfig } from './providers/payments/stripe-connect-config'
import { readRole, type ServerRole } from './server-role'

export type ServerConfig = {
  /** ROLE: serve the API, run the jobs, or both (src/server/server-role.ts; default both). */
  role: ServerRole
  /** HEALTH_PORT: a worker process answers `GET /health` on this port; unset, a worker opens no port. */
  healthPort?: number
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  adminEmail?: string
  adminPassword?: string
  appSecret?: string
  smtpUrl?: string
  mailFrom: string
  googleClientId?: string
  googleJwksUrl: string
  facebookAppId?: string
  facebookAppSecret?: string
  facebookGraphUrl: string
  /** The payment provider (local test provider or Stripe) and the credit packs on sale (providers/payments/payments-config.ts). */
  payments: PaymentsConfig
  /** How resellers charge their customers: Stripe Connect, PayKickStart's API (providers/payments/stripe-connect-config.ts). */
  resellerBilling: ResellerBillingConfig
  resendCooldownSeconds: number
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean
  /** Where the built client lives; served with an SPA fallback when present. */
  clientDir: string
  /**
   * SEARCH_STALE_SECONDS: work (a search run, a lead job, a crawl) whose heartbeat is older than this and that has no
   * job in the queue is taken up again (its process died); a running job's lease is half of it.
   */
  searchStaleSeconds: number
  /** LEAD_JOB_RETRY_SECONDS: a lead job's retryable failure waits this long, doubling per attempt (default 5). */
  leadJobRetrySeconds: number
  /**
   * The policy of every outbound request to a user-given URL (crawls, webhooks, CRM calls). Production allows only
   * public addresses on ports 80 and 443; `OUTBOUND_ALLOW` (addresses or CIDR ranges, comma separated) and
   * `OUTBOUND_ANY_PORT=1` open private addresses and other ports for tests and end-to-end runs against local servers.
   */
  outbound: OutboundPolicy
  /** CRM OAuth clients and base URLs (providers/crm/crm-config.ts; README's table). */
  crm: CrmConfig
  /**
   * API_KEY_RATE_LIMIT requests per API key in every API_KEY_RATE_WINDOW_SECONDS (default 120 a minute); past it a
   * key's requests answer 429 until the window ends.
   */
  apiKeyRateLimit: { limit: number; windowSeconds: number }
  /** LOG_LEVEL: the request log and errors at this level and above (default info; `silent` for none). */
  logLevel: LogLevel
  /**
   * CHAT_WIDGET_SCRIPT_URL and CHAT_WIDGET_APP_ID: a chat widget's loader script, loaded for signed-in users with their
   * verified identity, and the page policy opens its origin for scripts and connections. Unset: no widget.
   */
  chatWidget?: { scriptUrl: string; appId: string }
  /** Resellers' custom domains: the DNS servers their verification asks and the CNAME target (WL_DNS_SERVERS, WL_CNAME_TARGET). */
  customDomains: CustomDomainsConfig
  /**
   * WL_WEBHOOK_POLL_SECONDS: the reseller webhooks' safety poll (default 60). A new usage-history row wakes its
   * delivery at once (a database notification); the poll catches what a restart or a held stream left behind.
   */
  resellerWebhookPollSeconds: number
}

function optional(value: string | undefined) {
  return value && value.trim() !== '' ? value.trim() : undefined
}

function logLevel(value: string | undefined): LogLevel {
  const level = optional(value)?.toLowerCase() ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`)
  return level as LogLevel
}

function integer(value: string | undefined, fallback: number, name: string) {
  if (optional(value) == null) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}".`)
  return n
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    role: readRole(env.ROLE),
    ...(optional(env.HEALTH_PORT) == null ? {} : { healthPort: integer(env.HEALTH_PORT, 0, 'HEALTH_PORT') }),
    port: integer(env.PORT, 3000, 'PORT'),
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    adminEmail: optional(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: optional(env.ADMIN_PASSWORD),
    appSecret: optional(env.APP_SECRET),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Lead Console <no-reply@localhost>',
    googleClientId: optional(env.GOOGLE_CLIENT_ID),
    googleJwksUrl: optional(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    facebookAppId: optional(env.FACEBOOK_APP_ID),
    facebookAppSecret: optional(env.FACEBOOK_APP_SECRET),
    facebookGraphUrl: (optional(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com/v18.0').replace(/\/+$/, ''),
    payments: readPaymentsConfig(env),
    resellerBilling: readResellerBillingConfig(env),
    resendCooldownSeconds: integer(env.RESEND_COOLDOWN_SECONDS, 60, 'RESEND_COOLDOWN_SECONDS'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    clientDir: path.resolve(optional(env.CLIENT_DIR) ?? 'dist'),
    searchStaleSeconds: integer(env.SEARCH_STALE_SECONDS, 60, 'SEARCH_STALE_SECONDS'),
    leadJobRetrySeconds: integer(env.LEAD_JOB_RETRY_SECONDS, 5, 'LEAD_JOB_RETRY_SECONDS'),
    outbound: readOutboundPolicy(env),
    crm: readCrmConfig(env, integer(env.PORT, 3000, 'PORT')),
    apiKeyRateLimit: {
      limit: Math.max(1, integer(env.API_KEY_RATE_LIMIT, 120, 'API_KEY_RATE_LIMIT')),
      windowSeconds: Math.max(1, integer(env.API_KEY_RATE_WINDOW_SECONDS, 60, 'API_KEY_RATE_WINDOW_SECONDS')),
    },
    logLevel: logLevel(env.LOG_LEVEL),
    customDomains: readCustomDomainsConfig(env),
    resellerWebhookPollSeconds: Math.max(1, integer(env.WL_WEBHOOK_POLL_SECONDS, 60, 'WL_WEBHOOK_POLL_SECONDS')),
    ...readChatWidget(env),
  }
}

function readChatWidget(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'chatWidget'> {
  const scriptUrl = optional(env.CHAT_WIDGET_SCRIPT_URL)
  if (!scriptUrl) return {}
  let url: URL
  try {
    url = new URL(scriptUrl)
  } catch {
    throw new Error(`CHAT_WIDGET_SCRIPT_URL must be an http(s) URL, got "${scriptUrl}".`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CHAT_WIDGET_SCRIPT_URL must be an http(s) URL, got "${scriptUrl}".`)
  const appId = optional(env.CHAT_WIDGET_APP_ID)
  if (!appId) throw new Error('CHAT_WIDGET_SCRIPT_URL needs CHAT_WIDGET_APP_ID.')
  return { chatWidget: { scriptUrl: url.href, appId } }
}

function readOutboundPolicy(env: NodeJS.ProcessEnv): OutboundPolicy {
  const allow = (optional(env.OUTBOUND_ALLOW) ?? '').split(',').map((a) => a.trim()).filter(Boolean)
  const anyPort = env.OUTBOUND_ANY_PORT === '1' || env.OUTBOUND_ANY_PORT === 'true'
  return { ...(allow.length ? { allow } : {}), ...(anyPort ? { allowedPorts: 'any' as const } : {}) }
}

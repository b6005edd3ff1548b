import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { WebhookEvent } from '../../../shared/integrations/types'
import { guardedFetch, OutboundRefused, type OutboundPolicy } from '../../http/guarded-fetch'

/** A webhook endpoint with its secrets opened, ready to send to. */
export type WebhookTarget = { url: string; secret: string; signingSecret: string }

export type WebhookMessage = {
  /** Stable per logical message: a retry or redelivery of the same message carries the same id, so receivers can dedupe. */
  id: string
  event: WebhookEvent | 'webhook.test'
  data: unknown
}

export type WebhookOutcome =
  | { ok: true; status: number }
  /** gone: the endpoint answered 410 and must be disabled; retryable: worth another attempt later. */
  | { ok: false; status: number | null; gone: boolean; retryable: boolean; reason: string }

/** Standard Webhooks signing secrets: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** The Authorization-Token value when the user leaves it blank. */
export function newWebhookSecret() {
  return randomBytes(24).toString('base64url')
}

/**
 * Deliveries to one endpoint come in runs (a list of leads): keep a few connections open between them instead of a
 * TCP (and TLS) handshake per message. Idle sockets close after 15 s.
 */
export const webhookAgentSockets = 8
const agentOptions = { keepAlive: true, maxSockets: webhookAgentSockets, maxFreeSockets: webhookAgentSockets, timeout: 15_000 }
const webhookAgents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) }

/** A target's HMAC key, decoded once per target: the signing secret without its `whsec_` prefix, in base64. */
const signingKeys = new WeakMap<WebhookTarget, Buffer>()
function signingKey(target: WebhookTarget): Buffer {
  let key = signingKeys.get(target)
  if (!key) signingKeys.set(target, (key = Buffer.from(target.signingSecret.replace(/^whsec_/, ''), 'base64')))
  return key
}

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `<id>.<unix seconds>.<body>`. Node's own HMAC
 * rather than the standardwebhooks library's pure-JavaScript SHA-256, which cost a tenth of a delivery; the tests
 * verify every message with the library.
 */
export function webhookSignature(target: WebhookTarget, id: string, now: Date, body: string): string {
  return `v1,${createHmac('sha256', signingKey(target)).update(`${id}.${Math.floor(now.getTime() / 1000)}.${body}`).digest('base64')}`
}

/** What a receiver can do nothing about on a retry: the URL itself is refused. */
const permanentRefusals = new Set(['invalid_url', 'scheme', 'port', 'address', 'redirect_refused', 'too_many_redirects'])

/**
 * Sends one message: JSON `{ type, timestamp, data }` with the `Authorization-Token` header and the Standard
 * Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`,
 * see webhookSignature), through the guarded client: private, loopback and metadata addresses
 * are refused and every redirect is checked again. 2xx is delivered; 410 means the endpoint is gone; 429, 5xx,
 * timeouts and network errors are worth retrying; other answers and refused addresses are not.
 */
export async function sendWebhook(target: WebhookTarget, message: WebhookMessage, policy: OutboundPolicy, now: Date, signal?: AbortSignal): Promise<WebhookOutcome> {
  const body = JSON.stringify({ type: message.event, timestamp: now.toISOString(), data: message.data })
  const signature = webhookSignature(target, message.id, now, body)
  const headers = {
    'content-type': 'application/json',
    'authorization-token': target.secret,
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  }
  try {
    const res = await guardedFetch(target.url, { method: 'POST', headers, body, onTooLarge: 'truncate', agents: webhookAgents, signal }, { maxBytes: 64 * 1024, ...policy })
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status }
    const snippet = res.text().trim().slice(0, 200)
    const reason = `The endpoint answered ${res.status}${snippet ? `: ${snippet}` : ''}`
    return { ok: false, status: res.status, gone: res.status === 410, retryable: res.status === 429 || res.status >= 500 || res.status === 408, reason }
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err
    return { ok: false, status: null, gone: false, retryable: !permanentRefusals.has(err.code), reason: err.message }
  }
}

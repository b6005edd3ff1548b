import { createHmac, timingSafeEqual } from 'node:crypto'
import { ProviderUnavailable } from './types'

/** An IPN's fields as PayKickStart posts them (form-encoded), in the order they came. */
export type IpnFields = [string, string][]

const hmacSha1 = (secret: string, text: string) => createHmac('sha1', secret).update(text).digest('hex')
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The values PayKickStart signs: every field but the signatures themselves, trimmed, empty ones left out. */
const signedValues = (fields: IpnFields) =>
  fields.filter(([key]) => key !== 'hash' && key !== 'verification_code').map(([key, value]) => [key, value.trim()] as const).filter(([, value]) => value !== '')

/**
 * Whether an IPN comes from PayKickStart with this secret. `hash` is HMAC-SHA1 over the values sorted by key and
 * joined with `|`; older integrations send `verification_code` over the values in the order they were posted. Both
 * are accepted, `hash` first: a delivery carrying a wrong `hash` is refused even if its `verification_code` matches.
 */
export function verifyIpn(fields: IpnFields, secret: string): boolean {
  const hash = fields.find(([key]) => key === 'hash')?.[1]
  const values = signedValues(fields)
  if (hash !== undefined) {
    const sorted = [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return sameHex(hmacSha1(secret, sorted.map(([, v]) => v).join('|')), hash.trim().toLowerCase())
  }
  const legacy = fields.find(([key]) => key === 'verification_code')?.[1]
  if (legacy === undefined) return false
  return sameHex(hmacSha1(secret, values.map(([, v]) => v).join('|')), legacy.trim().toLowerCase())
}

/** The `hash` PayKickStart would send for these fields (the tests' fake IPN sender signs with it). */
export function ipnHash(fields: IpnFields, secret: string): string {
  const sorted = [...signedValues(fields)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return hmacSha1(secret, sorted.map(([, v]) => v).join('|'))
}

/** PayKickStart's subscription API (`auth_token` per vendor): cancel at once or at the period end, re-activate. */
export function createPayKickStart(apiBase: string, authToken: string) {
  const post = async (path: string, fields: Record<string, string>) => {
    let res: Response
    try {
      res = await fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ auth_token: authToken, ...fields }).toString(),
        signal: AbortSignal.timeout(20_000),
      })
    } catch (err) {
      throw new ProviderUnavailable(err instanceof Error ? err.message : 'PayKickStart could not be reached.')
    }
    const body = (await res.json().catch(() => ({}))) as { success?: unknown; message?: unknown }
    if (!res.ok || body.success === false || body.success === 0) throw new ProviderUnavailable(`PayKickStart answered ${res.status}: ${String(body.message ?? '')}`)
    return body
  }
  return {
    cancel: (invoiceId: string, atPeriodEnd: boolean) => post('/subscriptions/cancel', { invoice_id: invoiceId, cancel_at: atPeriodEnd ? 'end' : 'now' }),
    reactivate: (invoiceId: string) => post('/subscriptions/re-activate', { invoice_id: invoiceId }),
  }
}

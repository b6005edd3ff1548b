import { guardedFetch, OutboundRefused, type OutboundPolicy } from '../../http/guarded-fetch'

/**
 * A CRM answered with an error, or could not be reached. `retryable`: worth another attempt later (429, 5xx,
 * timeouts, network); `unauthorized`: the access token was refused (refresh it and try once more).
 */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly unauthorized = false,
  ) {
    super(message)
    this.name = 'CrmError'
  }
}

export type CrmRequest = {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as application/x-www-form-urlencoded (OAuth token calls). */
  form?: Record<string, string>
}

export type CrmHttp = <T = Record<string, unknown>>(url: string, request?: CrmRequest) => Promise<{ status: number; body: T }>

/** The error text a CRM put in its body, whatever it called the field. */
function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>
    for (const key of ['message', 'error_description', 'error', 'msg']) {
      const v = b[key]
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 300)
      if (Array.isArray(v) && typeof v[0] === 'string') return v.join(', ').slice(0, 300)
    }
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300)
  return fallback
}

/**
 * JSON over the guarded outbound client, like every call to an address the server does not own: the CRMs' base URLs
 * come from configuration, Zapier's target URLs from Zapier, and both get the same address checks, time and size limits.
 */
export function crmHttp(policy: OutboundPolicy): CrmHttp {
  return async (url, request = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
    let body: string | undefined
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(request.form).toString()
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(request.json)
    }
    let res
    try {
      res = await guardedFetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body }, { timeoutMs: 15_000, ...policy })
    } catch (err) {
      if (err instanceof OutboundRefused) {
        const transient = err.code === 'timeout' || err.code === 'network' || err.code === 'dns'
        throw new CrmError(transient ? `Could not reach the CRM: ${err.message}` : `Refused to call the CRM: ${err.message}`, null, transient)
      }
      throw err
    }
    const text = res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      // not JSON: kept as text for the error message
    }
    if (res.status >= 200 && res.status < 300) return { status: res.status, body: parsed as never }
    const message = `${res.status}: ${errorText(parsed, 'the CRM refused the request')}`
    throw new CrmError(message, res.status, res.status === 429 || res.status >= 500, res.status === 401)
  }
}

import { EnrichmentError } from '../types'
import { getJson, type EmailVerifier, type VerifierAnswer, type VerifierOptions } from './verifier'

/**
 * ZeroBounce single validation, `GET /v2/validate?api_key=&email=&ip_address=` (https://www.zerobounce.net/docs/
 * email-validation-api-quickstart/). A validation is an HTTP 200 with `status` (valid, invalid, catch-all, unknown,
 * spamtrap, abuse, do_not_mail) and `sub_status`; a bad key or an empty account is a 200 with `error`; transport
 * errors are 4xx/5xx (400 malformed, 429 too many requests).
 */
const verdicts: Record<string, VerifierAnswer['verdict']> = {
  valid: 'valid',
  invalid: 'invalid',
  'catch-all': 'risky',
  unknown: 'unknown',
  spamtrap: 'invalid',
  abuse: 'risky',
  do_not_mail: 'invalid',
}

export function zeroBounceVerifier(options: VerifierOptions): EmailVerifier {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    id: 'zerobounce',
    async verify(email, signal) {
      const query = new URLSearchParams({ api_key: options.apiKey, email, ip_address: '' })
      let answer
      try {
        answer = await getJson(`${base}/v2/validate?${query}`, { timeoutMs: options.timeoutMs, signal })
      } catch (err) {
        if (signal?.aborted) throw err
        throw new EnrichmentError('ZeroBounce did not answer. The lead will be tried again.', 'temporary')
      }
      const body = (answer.body ?? {}) as Record<string, unknown>
      if (answer.status === 429 || answer.status >= 500) throw new EnrichmentError(`ZeroBounce answered ${answer.status}. The lead will be tried again.`, 'temporary')
      if (answer.status === 401 || answer.status === 403) throw new EnrichmentError('ZeroBounce refused the API key (ZEROBOUNCE_API_KEY).', 'fatal')
      if (typeof body.error === 'string') {
        const message = /key|credit/i.test(body.error) ? `ZeroBounce refused the request: ${body.error}` : `ZeroBounce: ${body.error}`
        throw new EnrichmentError(message, /key|credit/i.test(body.error) ? 'fatal' : 'temporary')
      }
      const status = typeof body.status === 'string' ? body.status.toLowerCase() : ''
      if (answer.status !== 200 || !(status in verdicts)) throw new EnrichmentError(`ZeroBounce gave an answer we do not understand (HTTP ${answer.status}).`, 'temporary')
      return {
        verdict: verdicts[status],
        detail: { status, sub_status: body.sub_status ?? null, did_you_mean: body.did_you_mean ?? null, mx_found: body.mx_found ?? null, free_email: body.free_email ?? null },
      }
    },
  }
}

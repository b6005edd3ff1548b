import { EnrichmentError } from '../types'
import { getJson, type EmailVerifier, type VerifierAnswer, type VerifierOptions } from './verifier'

/**
 * NeverBounce single check, `GET /v4/single/check?key=&email=` (https://developers.neverbounce.com/reference/
 * single-check). Every answer is an HTTP 200 whose `status` says whether the request worked (success,
 * general_failure, auth_failure, temp_unavail, throttle_triggered, bad_referrer); on success `result` is valid,
 * invalid, disposable, catchall or unknown, with `flags` and `suggested_correction`.
 */
const verdicts: Record<string, VerifierAnswer['verdict']> = { valid: 'valid', invalid: 'invalid', disposable: 'invalid', catchall: 'risky', unknown: 'unknown' }

export function neverBounceVerifier(options: VerifierOptions): EmailVerifier {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    id: 'neverbounce',
    async verify(email, signal) {
      const query = new URLSearchParams({ key: options.apiKey, email })
      let answer
      try {
        answer = await getJson(`${base}/v4/single/check?${query}`, { timeoutMs: options.timeoutMs, signal })
      } catch (err) {
        if (signal?.aborted) throw err
        throw new EnrichmentError('NeverBounce did not answer. The lead will be tried again.', 'temporary')
      }
      if (answer.status === 429 || answer.status >= 500) throw new EnrichmentError(`NeverBounce answered ${answer.status}. The lead will be tried again.`, 'temporary')
      const body = (answer.body ?? {}) as Record<string, unknown>
      const status = String(body.status ?? '')
      const message = typeof body.message === 'string' ? body.message : status
      if (status === 'auth_failure' || status === 'bad_referrer') throw new EnrichmentError(`NeverBounce refused the request: ${message}`, 'fatal')
      if (status === 'temp_unavail' || status === 'throttle_triggered' || status === 'general_failure') throw new EnrichmentError(`NeverBounce: ${message}. The lead will be tried again.`, 'temporary')
      const result = String(body.result ?? '')
      if (status !== 'success' || !(result in verdicts)) throw new EnrichmentError(`NeverBounce gave an answer we do not understand (HTTP ${answer.status}).`, 'temporary')
      return { verdict: verdicts[result], detail: { result, flags: Array.isArray(body.flags) ? body.flags : [], suggested_correction: body.suggested_correction || null } }
    },
  }
}

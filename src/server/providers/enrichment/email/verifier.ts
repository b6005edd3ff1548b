import type { EmailVerdict } from '../../../../shared/leads/enrichment'

/** What a verification API said about one address: our verdict, and its own words for the details page. */
export type VerifierAnswer = { verdict: EmailVerdict; detail: Record<string, unknown> }

/** A mailbox verification API (ZeroBounce, NeverBounce). Throws EnrichmentError: 'temporary' to retry, 'fatal' to stop. */
export type EmailVerifier = { id: 'zerobounce' | 'neverbounce'; verify(email: string, signal?: AbortSignal): Promise<VerifierAnswer> }

export type VerifierOptions = { apiKey: string; baseUrl: string; timeoutMs?: number }

/** A GET that answers JSON, with a time limit joined to the caller's signal. Network failures are temporary. */
export async function getJson(url: string, options: { timeoutMs?: number; signal?: AbortSignal }): Promise<{ status: number; body: unknown }> {
  const signals = [AbortSignal.timeout(options.timeoutMs ?? 15_000), ...(options.signal ? [options.signal] : [])]
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any(signals) })
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  return { status: response.status, body }
}

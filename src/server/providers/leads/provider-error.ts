/** A lead provider failed in a way the user can act on (bad key, quota, unreachable site); the message says how. */
export class LeadProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
    /** Worth retrying later (quota, a temporary outage), as opposed to a bad key or a bad query. */
    readonly retryable = false,
  ) {
    super(message)
    this.name = 'LeadProviderError'
  }
}

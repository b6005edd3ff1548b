import { leadTypes, type LeadType } from '../../../src/shared/leads/types'
import type { Lead, LeadProviders, SearchPage } from '../../../src/server/providers/leads/types'

export type PagedProviderOptions = {
  total: number
  pageSize: number
  /** Every n-th lead (1-based) comes back without e-mail, potential e-mails or phone. */
  bareEvery?: number
  /** Fails this many calls before answering (per provider instance), to exercise retries. */
  failures?: number
  /** Called before each page is answered; tests use it to hold a page or count calls. */
  beforePage?: (pageIndex: number) => Promise<void> | void
}

/** Lead i of a deterministic test search: the same options always give the same leads in the same order. */
export function pagedLead(type: LeadType, i: number, bare: boolean): Lead {
  return {
    key: `test:${type}:${i}`,
    name: `Lead ${i}`,
    email: bare ? null : `lead${i}@example.com`,
    email_state: bare ? 'no_email_found' : 'email_found',
    potential_emails: [],
    phone: null,
    website: `https://lead${i}.example.com`,
    linkedin_url: null,
    city: 'Springfield',
    state: 'IL',
    country: 'US',
    fields: { rank: i },
  }
}

/**
 * A provider set that answers every search kind with `total` leads in pages of `pageSize`; tokens are page numbers.
 * `options` is read on every call, so a test file shares one server and changes the behaviour per test.
 */
export function pagedLeadProviders(options: PagedProviderOptions): LeadProviders & { calls: number } {
  const state = { calls: 0 }
  const searchOf = (type: LeadType) => ({
    id: 'test-paged',
    async search(_params: unknown, page: string | null): Promise<SearchPage> {
      state.calls++
      const pageIndex = page === null ? 0 : Number(page)
      await options.beforePage?.(pageIndex)
      if ((options.failures ?? 0) > 0) {
        options.failures!--
        throw new Error('provider unavailable')
      }
      const start = pageIndex * options.pageSize
      const end = Math.min(options.total, start + options.pageSize)
      const leads = []
      for (let i = start; i < end; i++) leads.push(pagedLead(type, i + 1, options.bareEvery != null && (i + 1) % options.bareEvery === 0))
      return { leads, next: end < options.total ? String(pageIndex + 1) : null, total: options.total }
    },
  })
  const providers = Object.fromEntries(leadTypes.map((t) => [t, searchOf(t)])) as unknown as LeadProviders
  return Object.defineProperty(providers, 'calls', { get: () => state.calls }) as LeadProviders & { calls: number }
}

import { and, eq, inArray } from 'drizzle-orm'
import { emailFindCost, employeeCost, enrichmentListTypes, enrichmentParams, type Employee, type GetEmployeesParams } from '../../../../shared/leads/enrichment'
import { campaignSearches, leadResults } from '../../../db/schema'
import { defineLeadJobProcessor, type LeadEffect, type LeadJobRun, type LeadPatch, type LeadRow } from '../processor'
import { leadDomain } from '../../../providers/enrichment/lead-identity'
import { bareDomain } from '../../../providers/leads/domain-name'
import { hashSeed } from '../../../providers/leads/demo/seeded-random'
import type { Lead } from '../../../providers/leads/types'
import { callProvider, mergeFields } from './enrichment-run'

/** Provider pages looked through for people a domain list does not have yet. */
const MAX_PAGES = 4

function toEmployee(person: Lead): Employee {
  const f = person.fields
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)
  return {
    name: person.name ?? '',
    position: text(f.position),
    department: text(f.department),
    seniority: text(f.seniority),
    email: person.email,
    email_state: person.email_state === 'email_found' || person.email_state === 'potential_emails_found' ? person.email_state : 'no_email_found',
    phone: person.phone,
    linkedin_url: person.linkedin_url,
  }
}

/** People, not the role addresses (info@) a crawl also yields as leads under the site's name. */
const isPerson = (lead: Lead) => typeof lead.fields.position === 'string' && lead.fields.position.trim() !== ''

/** Domain lists: each searched domain as the user typed it, so a lookup meets the same people (same keys) as the search. */
async function searchedDomains(run: LeadJobRun<GetEmployeesParams>): Promise<Map<string, string>> {
  const rows = await run.deps.db.select({ params: campaignSearches.params }).from(campaignSearches).where(eq(campaignSearches.campaignId, run.job.campaignId))
  const map = new Map<string, string>()
  for (const { params } of rows) if (typeof params.domain === 'string') map.set(bareDomain(params.domain), params.domain)
  return map
}

/** Local and company lists: the employees go on the lead (`fields.employees`, shown on its details page), 2 credits each. */
async function employeesOnLead(run: LeadJobRun<GetEmployeesParams>, lead: LeadRow, domain: string) {
  const provider = run.deps.leadProviders.single
  let people: Lead[] = []
  // The demo finds nobody at about a fifth of businesses, so both outcomes show.
  if (provider.id !== 'demo' || hashSeed(`employees:${domain}`) % 5 !== 0) {
    const page = await callProvider(() => provider.search({ domain, limit: run.params.limit }, null, { signal: run.signal }))
    if (!page.ok) return page.outcome
    people = page.value.leads.filter(isPerson).slice(0, run.params.limit)
  }
  const employees = people.map(toEmployee)
  const patch: LeadPatch = { fields: { employees, employees_checked_at: run.now().toISOString(), employees_provider: provider.id } }
  if (!employees.length) return { status: 'skipped' as const, reason: 'No employees found.', patch }
  return { status: 'done' as const, cost: employees.length * employeeCost, patch }
}

/**
 * Domain lists hold the people of a domain: the employees found become new rows of the list (deduplicated by the
 * provider's key, like a search), 2 credits a person and 1 more for each e-mail, charged only for rows really added.
 */
async function employeesAsRows(run: LeadJobRun<GetEmployeesParams>, lead: LeadRow, domain: string, searched: Map<string, string>) {
  const provider = run.deps.leadProviders.single
  const fresh: Lead[] = []
  let token: string | null = null
  for (let n = 0; n < MAX_PAGES && fresh.length < run.params.limit; n++) {
    const page = await callProvider(() => provider.search({ domain: searched.get(domain) ?? domain, limit: run.params.limit }, token, { signal: run.signal }))
    if (!page.ok) return page.outcome
    const people = page.value.leads.filter(isPerson)
    const known = people.length
      ? await run.deps.db
          .select({ key: leadResults.key })
          .from(leadResults)
          .where(and(eq(leadResults.campaignId, run.job.campaignId), inArray(leadResults.key, people.map((p) => p.key))))
      : []
    const have = new Set(known.map((k) => k.key))
    fresh.push(...people.filter((p) => !have.has(p.key) && !fresh.some((f) => f.key === p.key)))
    token = page.value.next
    if (!token) break
  }
  const adding = fresh.slice(0, run.params.limit)
  const checkedAt = run.now().toISOString()
  const mark = (added: number) => mergeFields(leadResults.fields, { employees_checked_at: checkedAt, employees_added: added, employees_provider: provider.id })
  if (!adding.length) return { status: 'skipped' as const, reason: 'No new employees found.', patch: { fields: { employees_checked_at: checkedAt, employees_added: 0, employees_provider: provider.id } } }
  const effect: LeadEffect = async (tx) => {
    const inserted = await tx
      .insert(leadResults)
      .values(
        adding.map((p) => ({
          accountId: run.job.accountId, campaignId: run.job.campaignId, type: 'single' as const, position: lead.position, key: p.key, name: p.name, email: p.email,
          emailState: p.email_state, potentialEmails: p.potential_emails, phone: p.phone, website: p.website, linkedinUrl: p.linkedin_url,
          city: p.city, state: p.state, country: p.country, fields: { ...p.fields, found_by: 'get-employees' },
        })),
      )
      .onConflictDoNothing({ target: [leadResults.campaignId, leadResults.key] })
      .returning({ id: leadResults.id, email: leadResults.email })
    await tx.update(leadResults).set({ fields: mark(inserted.length) }).where(eq(leadResults.id, lead.id))
    return { cost: inserted.length * employeeCost + inserted.filter((r) => r.email).length * emailFindCost }
  }
  return { status: 'done' as const, cost: adding.length * (employeeCost + emailFindCost), effect }
}

/** "Get employees" on domain, local and company lists; `limit` people per company (default 5). */
export const getEmployeesProcessor = defineLeadJobProcessor<GetEmployeesParams, Map<string, string>>({
  kind: 'get-employees',
  params: enrichmentParams['get-employees'],
  listTypes: enrichmentListTypes['get-employees'],
  maxCostPerLead: (type, params) => params.limit * (employeeCost + (type === 'single' ? emailFindCost : 0)),
  provider: (deps) => deps.leadProviders.single.id,
  prepare: async (run) => (run.listType === 'single' ? searchedDomains(run) : new Map()),
  async process(run, lead, searched) {
    if (lead.fields.employees_checked_at) return { status: 'skipped', reason: 'Already looked up.' }
    const domain = leadDomain(lead)
    if (!domain) return { status: 'skipped', reason: 'No website or domain to look employees up on.' }
    return run.listType === 'single' ? employeesAsRows(run, lead, domain, searched) : employeesOnLead(run, lead, domain)
  },
})

import { PDFDocument, StandardFonts } from 'pdf-lib'
import { eq, sql } from 'drizzle-orm'
import { leadJobs, wlBulkJobs, wlSubscriptionEvents, wlWebhookDeliveries, workflowRuns, workflowVersions } from '../../../src/server/db/schema'
import type { TestServer } from '../harness'
import { seedResults } from '../lead-seed'
import { callerFor, type Caller } from './principals'

/**
 * The objects of one account, by the names tests/server/hostile-fixtures.ts gives them (so its `concretePath` fills a
 * route's ids from them): made through the API by one of the account's callers, each only where the account holds the
 * module it needs. The admin objects (plans, users, topics...) are the platform's, made by a staff caller.
 */
export type ObjectIds = Record<string, number>

type Create = (call: Caller, ctx: CreateContext) => Promise<number | undefined>
export type CreateContext = { s: TestServer; resellerPlanId?: number; ids: ObjectIds; seq: () => number }

/** The new row's id: the body's own, or that of the first object in it that has one. */
const idOf = (body: any): number | undefined =>
  body?.id ?? (Object.values(body ?? {}).find((v: any) => v && typeof v === 'object' && Number.isInteger(v.id)) as any)?.id

const post = (path: string, body: (ctx: CreateContext) => unknown): Create => async (call, ctx) => {
  const res = await call('POST', path.replace(':course', String(ctx.ids.wlCourse)).replace(':adminCourse', String(ctx.ids.adminCourse)), body(ctx))
  return res.status < 300 ? idOf(res.body) : undefined
}

const plan = (name: string, forResellers: boolean) => ({
  name, price: 900, currency: 'usd', yearly_price: null, trial_days: 0, trial_amount: 0, credits: 10, duration: 'monthly',
  license_days: null, leads_limit: null, payment_product_id: null, ghl_plan_id: null, available_for_resellers: forResellers,
  allow_related_accounts: false, sub_account_limit: 0, modules: ['leads'],
})

const nextYear = new Date().getFullYear() + 1

/** How each object is made; the order matters where one needs another (a course page needs its course). */
export const creators: Record<string, Create> = {
  campaign: post('/api/campaigns', ({ seq }) => ({ name: `Matrix list ${seq()}`, type: 'industry' })),
  label: post('/api/custom-labels', ({ seq }) => ({ name: `Matrix label ${seq()}`, color: '#ff0000' })),
  autopilot: post('/api/autopilots', ({ seq }) => ({ name: `Matrix autopilot ${seq()}`, type: 'basic' })),
  workflow: post('/api/workflows', ({ seq }) => ({ name: `Matrix workflow ${seq()}` })),
  prompt: post('/api/prompts', () => ({ type: 'people', prompt_type: 'custom', text: 'Hello {{first_name}}' })),
  fineTune: post('/api/business-details/fine-tunes', ({ seq }) => ({ question: 'Guarantee?', answer: 'Sixty days.', variable: `matrix_${seq()}` })),
  profile: post('/api/business-details/data', () => ({ business_name: 'Matrix dental' })),
  websiteLink: post('/api/business-details/website-links', ({ seq }) => ({ url: `https://example.com/about-${seq()}`, content: 'About us.' })),
  trainingText: post('/api/business-details/training-texts', () => ({ title: 'A text', content: 'Some words.' })),
  trainingQa: post('/api/business-details/training-qa', () => ({ question: 'Why?', answer: 'Because.' })),
  trainingFile: async (call) => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    doc.addPage().drawText('Warranty terms for every implant.', { x: 40, y: 700, size: 12, font })
    const form = new FormData()
    form.append('file', new Blob([(await doc.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'matrix.pdf')
    const res = await call('POST', '/api/business-details/training-files', form)
    return res.status < 300 ? idOf(res.body) : undefined
  },
  webhook: post('/api/integrations/webhooks', ({ seq }) => ({ name: `Matrix hook ${seq()}`, url: 'https://example.com/hook', events: ['lead.found'] })),
  apiKey: post('/api/user-api-key', ({ seq }) => ({ name: `Matrix key ${seq()}`, scope: 'read' })),
  zapierHook: async (call, { s, seq }) => {
    const key = await call('POST', '/api/user-api-key', { name: `Matrix zapier ${seq()}`, scope: 'read_write' })
    if (key.status >= 300) return undefined
    const res = await callerFor(s, { apiKey: key.body.token })('POST', '/api/zapier/hooks', { hookUrl: `https://example.com/zap-${seq()}`, event: 'lead.found' })
    return res.status < 300 ? idOf(res.body) : undefined
  },
  card: post('/api/wallet/cards', () => ({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' })),
  payment: post('/api/wallet/purchases', ({ seq }) => ({ credits: 100, request_id: `matrix-purchase-${seq()}-${Date.now()}` })),
  childAccount: post('/api/accounts/children', ({ seq }) => ({ name: `Matrix child ${seq()}`, modules: ['leads'] })),
  teamMember: post('/api/team/members', ({ seq }) => ({ email: `matrix.member.${seq()}.${Date.now()}@example.com`, modules: ['leads'] })),
  wlPackage: post('/api/wl/packages', ({ resellerPlanId, seq }) => ({
    plan_id: resellerPlanId, name: `Matrix package ${seq()}`, price: 4900, yearly_price: null, one_time_price: null, currency: 'usd', credits: 100,
    trial_days: 0, trial_amount: 0, collect_payment_method: true, billing_portal: true, show_on_sales_page: true, form_available_days: null,
    custom_fields: [], thank_you_url: null, tax_collection: false, billing_address: false, phone_required: false,
  })),
  wlSubscription: post('/api/wl/subscriptions', ({ ids, seq }) => ({ package_id: ids.wlPackage, email: `matrix.customer.${seq()}.${Date.now()}@example.com` })),
  wlDomain: post('/api/wl/domains', ({ seq }) => ({ domain: `matrix-${seq()}-${Date.now()}.example.com` })),
  wlPartner: post('/api/wl/partners', ({ seq }) => ({ name: `Matrix partner ${seq()}` })),
  wlCourse: post('/api/wl/training/courses', ({ seq }) => ({ title: `Matrix course ${seq()}`, position: 0 })),
  wlPage: post('/api/wl/training/courses/:course/pages', () => ({ title: 'Matrix page', body: '<p>Matrix</p>', position: 0 })),
  // The platform's records: a staff caller makes them.
  defaultPrompt: post('/api/admin/default-prompts', () => ({ type: 'people', prompt_type: 'custom', text: 'Hi {{first_name}}' })),
  defaultQuestion: post('/api/admin/default-questions', ({ seq }) => ({ question: 'What do you sell?', variable: `matrix_q_${seq()}` })),
  adminTopic: post('/api/admin/topics', ({ seq }) => ({ title: `Matrix topic ${seq()}` })),
  adminCourse: post('/api/admin/courses', ({ ids, seq }) => ({ topic_id: ids.adminTopic, title: `Matrix course ${seq()}` })),
  adminPage: post('/api/admin/courses/:adminCourse/items', () => ({ title: 'Matrix page', body: '<p>Matrix</p>' })),
  partner: post('/api/admin/partners', ({ seq }) => ({ kind: 'referral', name: `Matrix partner ${seq()}`, referral_code: `MATRIX-${seq()}-${Date.now()}` })),
  adminPlan: post('/api/admin/plans', ({ seq }) => plan(`Matrix plan ${seq()}`, false)),
  adminUser: post('/api/admin/users', ({ seq }) => ({ first_name: 'Matrix', last_name: 'User', email: `matrix.user.${seq()}.${Date.now()}@example.com`, password: 'matrix-pass', role: 'user' })),
}

/** The reseller plan the packages are made on (a super admin makes it once). */
export const resellerPlan = (call: Caller, ctx: CreateContext) => post('/api/admin/plans', () => plan('Matrix reseller plan', true))(call, ctx)

/** Makes every object the caller's account can have; the names it could not make are absent. */
export async function makeObjects(s: TestServer, call: Caller, base: Omit<CreateContext, 'ids' | 's'>): Promise<ObjectIds> {
  const ids: ObjectIds = {}
  const ctx: CreateContext = { ...base, s, ids }
  for (const [name, create] of Object.entries(creators)) {
    const id = await create(call, ctx)
    if (Number.isInteger(id)) ids[name] = id as number
  }
  return ids
}

/**
 * Rows no API call makes without a provider behind it (a lead job, a workflow run, a bulk change, a webhook delivery),
 * inserted for the account so its routes have an object of each to answer for.
 */
export async function seedRows(s: TestServer, accountId: number, ids: ObjectIds): Promise<void> {
  if (ids.campaign) {
    const [job] = await s.db.insert(leadJobs).values({ accountId, campaignId: ids.campaign, kind: 'send-crm', scope: {} }).returning({ id: leadJobs.id })
    ids.leadJob = job.id
  }
  if (ids.campaign) ids.result = (await seedResults(s, accountId, ids.campaign, 'industry', [{ name: 'Matrix lead' }]))[0]
  if (ids.workflow && ids.campaign) {
    const [version] = await s.db.insert(workflowVersions).values({ workflowId: ids.workflow, version: 1, graph: { nodes: [], edges: [] } as never }).returning({ id: workflowVersions.id })
    const [run] = await s.db.insert(workflowRuns).values({ accountId, workflowId: ids.workflow, versionId: version.id, version: 1, campaignId: ids.campaign }).returning({ id: workflowRuns.id })
    ids.workflowRun = run.id
  }
  if (ids.wlSubscription) {
    const [bulk] = await s.db.insert(wlBulkJobs).values({ accountId, action: 'pause', requestKey: `matrix-${accountId}` } as never).returning({ id: wlBulkJobs.id })
    ids.wlBulk = bulk.id
    const [event] = await s.db.select({ id: wlSubscriptionEvents.id, action: wlSubscriptionEvents.action }).from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.accountId, accountId)).limit(1)
    if (event) {
      const [delivery] = await s.db
        .insert(wlWebhookDeliveries)
        .values({ accountId, eventId: event.id, eventType: `subscription.${event.action}`, url: 'https://example.com/wl-hook', ok: false } as never)
        .returning({ id: wlWebhookDeliveries.id })
      ids.wlDelivery = delivery.id
    }
  }
  const first = async (table: string) => ((await s.db.execute(sql.raw(`select min(id)::int as id from ${table}`))) as unknown as { rows: { id: number }[] }).rows[0].id
  ids.courseItem = await first('course_items')
  ids.course = await first('courses')
}

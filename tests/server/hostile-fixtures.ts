import { PDFDocument, StandardFonts } from 'pdf-lib'
import { sql } from 'drizzle-orm'
import { ADMIN, type TestServer } from './harness'

/**
 * Rows a walk over every route needs so that a route with a path id reaches its body (an unknown id is a 404 before
 * the body is read): one of each, owned by the super admin, made through the API itself.
 */
export type Fixtures = {
  token: string
  apiKey: string
  ids: Record<string, number>
}

/** The new row's id: the body's own, or that of the first object in it that has one. */
const idOf = (body: any): number => body?.id ?? (Object.values(body ?? {}).find((v: any) => v && typeof v === 'object' && Number.isInteger(v.id)) as any)?.id

async function makePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText('Warranty terms for every implant.', { x: 40, y: 700, size: 12, font })
  return doc.save()
}

/** `receiverUrl`: where the webhook fixture delivers (a local server answering 200), so its test call succeeds. */
export async function makeFixtures(s: TestServer, receiverUrl: string): Promise<Fixtures> {
  const token = await s.login(ADMIN.email, ADMIN.password)
  const ids: Record<string, number> = {}
  const create = async (name: string, path: string, body: unknown, headers?: Record<string, string>) => {
    const res = await s.request('POST', path, { token, body, headers })
    if (res.status >= 300) throw new Error(`fixture ${name}: ${res.status} ${JSON.stringify(res.body)}`)
    ids[name] = idOf(res.body)
    if (!Number.isInteger(ids[name])) throw new Error(`fixture ${name}: no id in ${JSON.stringify(res.body).slice(0, 300)}`)
    return res.body
  }
  await create('campaign', '/api/campaigns', { name: 'Walked list', type: 'industry' })
  await create('label', '/api/custom-labels', { name: 'Walked label', color: '#ff0000' })
  await create('autopilot', '/api/autopilots', { name: 'Walked autopilot', type: 'basic' })
  await create('websiteLink', '/api/business-details/website-links', { url: 'https://example.com/about', content: 'About us.' })
  await create('trainingText', '/api/business-details/training-texts', { title: 'A text', content: 'Some words.' })
  await create('trainingQa', '/api/business-details/training-qa', { question: 'Why?', answer: 'Because.' })
  await create('profile', '/api/business-details/data', { business_name: 'Walked dental' })
  await create('fineTune', '/api/business-details/fine-tunes', { question: 'Guarantee?', answer: 'Sixty days.', variable: 'walk_guarantee' })
  await create('prompt', '/api/prompts', { type: 'people', prompt_type: 'custom', text: 'Hello {{first_name}}' })
  await create('defaultPrompt', '/api/admin/default-prompts', { type: 'people', prompt_type: 'custom', text: 'Hi {{first_name}}' })
  await create('defaultQuestion', '/api/admin/default-questions', { question: 'What do you sell?', variable: 'walk_sells' })
  await create('adminTopic', '/api/admin/topics', { title: 'Walked topic' })
  await create('adminCourse', '/api/admin/courses', { topic_id: ids.adminTopic, title: 'Walked course' })
  await create('adminPage', `/api/admin/courses/${ids.adminCourse}/items`, { title: 'Walked page', body: '<p>Walked</p>' })
  await create('partner', '/api/admin/partners', { kind: 'referral', name: 'Walked partner', referral_code: 'WALKED-1' })
  await create('webhook', '/api/integrations/webhooks', { name: 'Walked hook', url: receiverUrl, events: ['lead.found'] })
  const key = await create('apiKey', '/api/user-api-key', { name: 'Walked key', scope: 'read_write' })
  const apiKey: string = key.token
  await create('zapierHook', '/api/zapier/hooks', { hookUrl: 'https://example.com/zap' }, { 'x-api-key': apiKey })
  // The super admin's own account is on no plan, and related accounts need a plan that allows them.
  await s.db.execute(sql`update accounts set plan_id = (select id from plans where is_default) where id = (select m.account_id from account_members m join users u on u.id = m.user_id where u.email = ${ADMIN.email} and m.role = 'owner')`)
  await create('childAccount', '/api/accounts/children', { name: 'Walked child', modules: ['leads'] })
  await create('teamMember', '/api/team/members', { email: 'walked.member@example.com', modules: ['leads'] })
  await create('adminPlan', '/api/admin/plans', {
    name: 'Walked plan', price: 900, currency: 'usd', yearly_price: null, trial_days: 0, trial_amount: 0, credits: 10, duration: 'monthly',
    license_days: null, leads_limit: null, payment_product_id: null, ghl_plan_id: null, available_for_resellers: false,
    allow_related_accounts: false, sub_account_limit: 0, modules: ['leads'],
  })
  await create('adminUser', '/api/admin/users', { first_name: 'Walked', last_name: 'User', email: 'walked.user@example.com', password: 'walked-pass', role: 'user' })
  const nextYear = new Date().getFullYear() + 1
  await create('card', '/api/wallet/cards', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' })

  // Automation and the reseller console (the super admin's account holds every module, white-label included).
  await create('workflow', '/api/workflows', { name: 'Walked workflow' })
  await create('resellerPlan', '/api/admin/plans', {
    name: 'Walked reseller plan', price: 900, currency: 'usd', yearly_price: null, trial_days: 0, trial_amount: 0, credits: 10, duration: 'monthly',
    license_days: null, leads_limit: null, payment_product_id: null, ghl_plan_id: null, available_for_resellers: true,
    allow_related_accounts: false, sub_account_limit: 0, modules: ['leads'],
  })
  await create('wlPackage', '/api/wl/packages', {
    plan_id: ids.resellerPlan, name: 'Walked package', price: 4900, yearly_price: null, one_time_price: null, currency: 'usd', credits: 100,
    trial_days: 0, trial_amount: 0, collect_payment_method: true, billing_portal: true, show_on_sales_page: true, form_available_days: null,
    custom_fields: [], thank_you_url: null, tax_collection: false, billing_address: false, phone_required: false,
  })
  const look = { name: 'Walked brand', login_page_bg_color: '#573BFF', sidebar_background_color: '#573BFF', button_color: '#573BFF', secondary_color: '#01C0F6', text_color: '#202633', heading_color: '#202633' }
  const brand = await s.request('PUT', '/api/wl/business-account', { token, body: look })
  if (brand.status >= 300) throw new Error(`fixture business account: ${brand.status} ${JSON.stringify(brand.body)}`)
  const sales = await s.request('PUT', `/api/wl/packages/${ids.wlPackage}/sales-settings`, { token, body: { slug: 'walked-package', title: 'Walked', description: '', enabled: true } })
  if (sales.status >= 300) throw new Error(`fixture sales settings: ${sales.status} ${JSON.stringify(sales.body)}`)
  await create('wlSubscription', '/api/wl/subscriptions', { package_id: ids.wlPackage, email: 'walked.customer@example.com' })
  await create('wlDomain', '/api/wl/domains', { domain: 'walked-reseller.example.com' })
  await create('wlPartner', '/api/wl/partners', { name: 'Walked reseller partner' })
  await create('wlCourse', '/api/wl/training/courses', { title: 'Walked course', position: 0 })
  await create('wlPage', `/api/wl/training/courses/${ids.wlCourse}/pages`, { title: 'Walked page', body: '<p>Walked</p>', position: 0 })
  ids.tenant = (await s.request('GET', '/api/me', { token })).body.account.id
  ids.workflowRun = 2_000_000_000 // no run exists: its routes answer 404 before the body, which is still walked
  ids.wlDelivery = 2_000_000_000 // likewise, no webhook delivery

  const form = new FormData()
  form.append('file', new Blob([(await makePdf()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'walk.pdf')
  const upload = await fetch(`${s.url}/api/business-details/training-files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  ids.trainingFile = idOf(await upload.json())
  ids.courseItem = (await s.db.execute(sql`select min(id)::int as id from course_items`) as unknown as { rows: { id: number }[] }).rows[0].id
  ids.leadJob = 2_000_000_000 // no lead job exists: its routes answer 404 before the body, which is still walked
  return { token, apiKey, ids }
}

/** Which fixture a route's path id names, by the route's pattern. */
const fixtureOfRoute: [RegExp, string][] = [
  [/^\/api\/(campaigns|campaign|campaigns\/archive|campaign-webhook-setup|\w+-results)\/:id/, 'campaign'],
  [/^\/api\/custom-labels\/:id/, 'label'],
  [/^\/api\/autopilots\/:id/, 'autopilot'],
  [/^\/api\/business-details\/website-links\/:id/, 'websiteLink'],
  [/^\/api\/business-details\/training-texts\/:id/, 'trainingText'],
  [/^\/api\/business-details\/training-qa\/:id/, 'trainingQa'],
  [/^\/api\/business-details\/training-files\/:id/, 'trainingFile'],
  [/^\/api\/business-details\/data\/:id/, 'profile'],
  [/^\/api\/business-details\/fine-tunes\/:id/, 'fineTune'],
  [/^\/api\/prompts\/:id/, 'prompt'],
  [/^\/api\/admin\/default-prompts\/:id/, 'defaultPrompt'],
  [/^\/api\/admin\/default-questions\/:id/, 'defaultQuestion'],
  [/^\/api\/integrations\/webhooks\/:id/, 'webhook'],
  [/^\/api\/user-api-key\/:id/, 'apiKey'],
  [/^\/api\/zapier\/hooks\/:id/, 'zapierHook'],
  [/^\/api\/wallet\/cards\/:id/, 'card'],
  [/^\/api\/lead-jobs\/:id/, 'leadJob'],
  [/^\/api\/accounts\/children\/:id/, 'childAccount'],
  [/^\/api\/team\/members\/:id/, 'teamMember'],
  [/^\/api\/courses\/items\/:id/, 'courseItem'],
  [/^\/api\/admin\/users\/:id/, 'adminUser'],
  [/^\/api\/admin\/plans\/:id/, 'adminPlan'],
  [/^\/api\/admin\/topics\/:id/, 'adminTopic'],
  [/^\/api\/admin\/courses\/:id/, 'adminCourse'],
  [/^\/api\/admin\/partners\/:id/, 'partner'],
  [/^\/api\/workflows\/:id/, 'workflow'],
  [/^\/api\/wl\/packages\/:id/, 'wlPackage'],
  [/^\/api\/wl\/subscriptions\/:id/, 'wlSubscription'],
  [/^\/api\/wl\/domains\/:id/, 'wlDomain'],
  [/^\/api\/wl\/partners\/:id/, 'wlPartner'],
  [/^\/api\/wl\/training\/courses\/:id/, 'wlCourse'],
  [/^\/api\/wl\/webhook\/deliveries\/:id/, 'wlDelivery'],
]

/** The route's path with its parameters filled in, or null when the walk has no fixture for one of them. */
export function concretePath(pattern: string, fixtures: Fixtures): string | null {
  let path = pattern.replace(':provider', 'groove')
  if (path.includes(':id')) {
    const name = fixtureOfRoute.find(([re]) => re.test(pattern))?.[1]
    if (!name) return null
    path = path.replace(':id', String(fixtures.ids[name]))
  }
  path = path.replace(':itemId', String(fixtures.ids.adminPage))
  path = path.replace(':runId', String(fixtures.ids.workflowRun)).replace(':pageId', String(fixtures.ids.wlPage))
  path = path.replace(':tenant', String(fixtures.ids.tenant)).replace(':slug', 'walked-package').replace(':name', 'welcome')
  return /:\w/.test(path) ? null : path
}

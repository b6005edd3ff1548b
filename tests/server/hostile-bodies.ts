/**
 * Hostile bodies for a walk over every route: whole bodies that are not a usable JSON object, and values put in
 * place of each field of a body the route would otherwise accept. Values are raw JSON text, so they can be what
 * JSON.stringify cannot make (1e999, a lone surrogate escape, a 20,000-deep nesting).
 */
export const DEEP = 20_000

export type HostileBody = { label: string; raw: string | Uint8Array; contentType: string }

const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP)
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)

export const wholeBodies: HostileBody[] = [
  { label: '20,000-deep array', raw: deepArray, contentType: 'application/json' },
  { label: '20,000-deep object', raw: deepObject, contentType: 'application/json' },
  { label: 'a huge number', raw: '1e999', contentType: 'application/json' },
  { label: 'a long integer', raw: '123456789012345678901234567890', contentType: 'application/json' },
  { label: 'an array', raw: '[{"a":1}]', contentType: 'application/json' },
  { label: 'null', raw: 'null', contentType: 'application/json' },
  { label: 'a string', raw: '"text"', contentType: 'application/json' },
  { label: 'a lone surrogate string', raw: '"\\ud800"', contentType: 'application/json' },
  { label: 'malformed JSON', raw: '{"a": 1,', contentType: 'application/json' },
  { label: 'plain text', raw: 'hello there', contentType: 'text/plain' },
  { label: 'a form post', raw: 'email=a%40b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'a multipart form', raw: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { label: 'bytes that are not UTF-8', raw: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' },
  { label: 'a NUL in a key', raw: '{"a\\u0000": "x"}', contentType: 'application/json' },
]

/** Raw JSON values put in place of one field. */
export const fieldValues: { label: string; raw: string }[] = [
  { label: '20,000-deep array', raw: deepArray },
  { label: 'NUL', raw: '"a\\u0000b"' },
  { label: 'a lone high surrogate', raw: '"title \\ud800"' },
  { label: 'a lone low surrogate', raw: '"\\udc00 content"' },
  { label: '1e999', raw: '1e999' },
  { label: 'a long integer', raw: '123456789012345678901234567890' },
  { label: 'an id past int4', raw: '2147483648' },
  { label: 'a negative number', raw: '-1' },
  { label: 'an array of strings', raw: '["a\\u0000", "b"]' },
  { label: 'an object', raw: '{"nested": {"deeper": "x"}}' },
  { label: 'null', raw: 'null' },
  { label: 'true', raw: 'true' },
  { label: 'a long string', raw: JSON.stringify('x'.repeat(100_000)) },
]

/** Query strings a route may read: refused at the door (NUL, broken escapes) or odd values each route must bear. */
export const hostileQueries = [
  'search=a%00b',
  'page=%ED%A0%80',
  'page=99999999999999999999&pageSize=-1&search=' + 'x'.repeat(5000),
  'ids=1,2,abc,2147483648&campaign_id=2147483648&type=__proto__&status=constructor',
  'country=ZZ&state=%F0%9F%98%80&city=&domain=&active=maybe&sort=;drop&order=sideways',
]

/** The body with one field's value replaced by raw JSON text. */
export function withField(valid: Record<string, unknown>, field: string, raw: string): string {
  const marker = '__hostile_value__'
  return JSON.stringify({ ...valid, [field]: marker }).replace(JSON.stringify(marker), raw)
}

/** Every string of the body with a NUL (or a lone surrogate) inside it, object keys left alone. */
export function everyString(value: unknown, insert: string): unknown {
  if (typeof value === 'string') return `${value.slice(0, 1)}${insert}${value.slice(1)}`
  if (Array.isArray(value)) return value.map((v) => everyString(v, insert))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, insert)]))
  return value
}

const pw = 'secret-pass'
const nextYear = new Date().getFullYear() + 1

/** Bodies each route accepts (or refuses for a reason other than its shape), keyed by method and pattern. */
export const validBodies: Record<string, Record<string, unknown>> = {
  'POST /auth/login': { email: 'someone@example.com', password: pw },
  'POST /auth/register': { first_name: 'A', last_name: 'B', email: 'walk.reg@example.com', password: pw, password_confirmation: pw, terms: true },
  'POST /auth/confirm-email': { email: 'walk.reg@example.com', code: '123456' },
  'POST /auth/resend-email-verification-code': { email: 'walk.reg@example.com' },
  'POST /auth/forgot-password': { email: 'walk.reg@example.com' },
  'POST /auth/reset-password/check-code': { email: 'walk.reg@example.com', code: '123456' },
  'POST /auth/reset-password': { email: 'walk.reg@example.com', code: '123456', password: pw, password_confirmation: pw },
  'POST /auth/login-with-social': { token: 'abc', provider: 'google' },
  'POST /api/me': { first_name: 'A', last_name: 'B', language: 'en' },
  'POST /api/me/password': { current_password: 'wrong-one', password: pw, password_confirmation: pw },
  'POST /api/site-settings': { domain: 'example.com' },
  'POST /api/mail-change': { email: 'elsewhere@example.com' },
  'POST /api/mail-change/confirm': { code: '123456' },
  'POST /api/log-app-error': { message: 'boom', stack: 's', info: 'i' },
  'POST /api/campaigns': { name: 'A list', type: 'industry', tags: 'a,b', source: 'fair' },
  'PUT /api/campaigns/:id': { name: 'Renamed', tags: 'x', source: 'y' },
  'POST /api/campaigns/details': { ids: [1] },
  'POST /api/campaigns/bulk-archive': { ids: [2_000_000_000] },
  'POST /api/campaigns/bulk-delete': { ids: [2_000_000_000] },
  'POST /api/custom-labels': { name: 'Hot', color: '#ff0000' },
  'PUT /api/custom-labels/:id': { name: 'Warm', color: '#00ff00' },
  'POST /api/custom-labels/assign': { label_id: 1, ids: [1] },
  'POST /api/custom-labels/remove': { label_id: 1, ids: [1] },
  'POST /api/business-details/website-links': { url: 'https://example.com/a', title: 'A page', content: 'Words.' },
  'PUT /api/business-details/website-links/:id': { title: 'A page', content: 'Words.' },
  'POST /api/business-details/training-texts': { title: 'A text', content: 'Words.' },
  'PUT /api/business-details/training-texts/:id': { title: 'A text', content: 'Words.' },
  'POST /api/business-details/training-qa': { question: 'Why?', answer: 'Because.' },
  'PUT /api/business-details/training-qa/:id': { question: 'Why?', answer: 'Because.' },
  'PUT /api/business-details/training-files/:id': { title: 'A file' },
  'POST /api/business-details/data': { business_name: 'Dental', website: 'example.com', what_it_sells: 'Teeth', contact_name: 'Ada' },
  'PUT /api/business-details/data/:id': { business_name: 'Dental', what_it_sells: 'Teeth' },
  'POST /api/business-details/fine-tunes': { question: 'Q?', answer: 'A.', variable: 'walk_var' },
  'PUT /api/business-details/fine-tunes/:id': { question: 'Q?', answer: 'A.' },
  'POST /api/calculate-tokens-ai-training': { text: 'count these words' },
  'POST /api/prompts': { type: 'people', prompt_type: 'custom', text: 'Hi {{first_name}}' },
  'PUT /api/prompts/:id': { text: 'Hello {{first_name}}' },
  'POST /api/admin/default-prompts': { type: 'people', prompt_type: 'custom', text: 'Hi' },
  'PUT /api/admin/default-prompts/:id': { text: 'Hello' },
  'POST /api/admin/default-questions': { question: 'What?', variable: 'walk_q' },
  'PUT /api/admin/default-questions/:id': { question: 'What?', variable: 'walk_q2' },
  'POST /api/ai/preview': { prompt_type: 'custom', type: 'people', text: 'Hi {{first_name}}' },
  'POST /api/integrations/webhooks': { name: 'Hook', url: 'https://example.com/h', events: ['lead.found'] },
  'PUT /api/integrations/webhooks/:id': { name: 'Hook 2', url: 'https://example.com/h2', events: ['lead.sent'] },
  'PUT /api/integrations/gpt': { base_url: 'https://example.com/v1', model: 'gpt-x', api_key: 'sk-test' },
  'PUT /api/integrations/crm/:provider/fields': { mapping: [{ lead_field: 'email', crm_field: 'email' }] },
  'POST /api/integrations/crm/:provider/connect': { api_key: 'groove-key' },
  'POST /api/integrations/crm/callback': { code: 'abc', state: 'def' },
  'POST /api/user-api-key': { name: 'Key', scope: 'read_write' },
  'PUT /api/user-api-key/:id': { name: 'Key 2' },
  'POST /api/zapier/hooks': { hookUrl: 'https://example.com/zap2', event: 'lead.found' },
  'POST /api/wallet/cards': { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123', name: 'Ada' },
  'POST /api/wallet/cards/:id/reconnect': { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' },
  'POST /api/wallet/purchases': { credits: 999_999, request_id: 'walk-request-1' },
  'PUT /api/wallet/auto-top-up': { enabled: false, threshold: 5, credits: 100 },
  'POST /api/lead-jobs': { campaign_id: 2_000_000_000, kind: 'send-crm', params: { provider: 'groove' }, ids: [1] },
  'POST /api/lead-jobs/estimate': { campaign_id: 2_000_000_000, kind: 'send-crm', params: { provider: 'groove' }, ids: [1] },
  'POST /api/results/delete': { campaign_id: 2_000_000_000, ids: [1] },
  'POST /api/business-details/single-link': { url: 'https://example.com/one' },
  'POST /api/business-details/website': { website: 'example.com', max_pages: 1 },
  'POST /api/business-details/generateFineTune': { question_ids: [1], overwrite: false },
}

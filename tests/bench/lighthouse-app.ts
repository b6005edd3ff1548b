import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { pgliteDirFor } from '../../src/server/bootstrap'
import { openDatabase } from '../../src/server/db/client'
import { benchAdmin, call, confirmedUser, freePort, waitUntil } from './key-to-paint-server'

/** A page the Lighthouse bench audits, with the session it is opened in (none: signed out). */
export type AuditedPage = { name: string; path: string; token: string | null }
export type LighthouseApp = { url: string; pages: AuditedPage[]; stop(): Promise<void> }

const RESULTS = 10_000
const SUBSCRIPTIONS = 12

/** `node src/server/main.ts` on the built client and a PGlite directory, as `npm start` runs it. */
function startServer(root: string, port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, LOG_LEVEL: 'warn' },
  })
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
}

const serving = (server: ChildProcess, url: string) =>
  waitUntil('the server start', async () => {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    return (await fetch(`${url}/`)).ok
  })

/** A reseller's published package on a plan for resellers, and a dozen customers subscribed to it. */
async function resellerData(url: string, reseller: string, admin: string) {
  const plan = await call(url, 'POST', '/api/admin/plans', {
    name: 'Resold', price: 2000, currency: 'usd', yearly_price: null, trial_days: 0, trial_amount: 0, credits: 300, duration: 'monthly', license_days: null,
    leads_limit: null, payment_product_id: null, ghl_plan_id: null, available_for_resellers: true, allow_related_accounts: false, sub_account_limit: 0, modules: ['leads'],
  }, admin)
  const made = await call(url, 'POST', '/api/wl/packages', {
    plan_id: plan.id ?? plan.data?.id, name: 'Gold', description: 'Everything', price: 4900, yearly_price: null, one_time_price: null, currency: 'usd', credits: 300,
    trial_days: 0, trial_amount: 0, collect_payment_method: false, billing_portal: false, show_on_sales_page: true, form_available_days: null, custom_fields: [],
    thank_you_url: null, tax_collection: false, billing_address: false, phone_required: false,
  }, reseller)
  await call(url, 'POST', `/api/wl/packages/${made.id}/publish`, undefined, reseller)
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    await call(url, 'POST', '/api/wl/subscriptions', { package_id: made.id, email: `customer.${i}@example.com`, first_name: 'Customer', last_name: `No ${i}`, expiry_days: 30 }, reseller)
  }
}

/**
 * The built server with a signed-in user who holds the leads, wallet and white-label modules (a list of 10,000
 * results, a dozen subscriptions sold) and the super admin: the server is stopped once to write the results straight
 * into its PGlite directory (one statement instead of 10,000 API calls), then started again for the audits.
 */
export async function startLighthouseApp(root: string): Promise<LighthouseApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  let server = startServer(root, port, dataDir)
  const stop = async () => {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await serving(server, url)
    const user = await confirmedUser(url)
    const admin = (await call(url, 'POST', '/auth/login', benchAdmin)).authorisation.token as string
    const me = await call(url, 'GET', '/api/me', undefined, user)
    await call(url, 'PUT', `/api/admin/users/${me.id}`, { modules: ['leads', 'wallet', 'whitelabel'] }, admin)
    const list = await call(url, 'POST', '/api/campaigns', { name: 'Bench 10k', type: 'industry' }, user)
    await resellerData(url, user, admin)
    await stopServer(server)

    const handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) })
    try {
      await handle.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields, created_at)
        select ${me.account.id}, ${list.id}, 'industry', g, 'gen-' || g, 'Lead ' || lpad(g::text, 6, '0'),
          case when g % 3 = 0 then 'lead' || g || '@example.com' end,
          case when g % 3 = 0 then 'email_found' when g % 5 = 0 then 'potential_emails_found' else 'no_email_found' end,
          '+1 555 ' || g, 'https://lead' || g || '.example.com', case when g % 2 = 0 then 'Berlin' else 'Paris' end, 'DE',
          jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1, 'reviews', g % 97, 'street', 'Main St ' || g),
          timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
        from generate_series(1, ${RESULTS}) as g`)
      await handle.db.execute(sql`analyze lead_results`)
    } finally {
      await handle.close()
    }
    server = startServer(root, port, dataDir)
    await serving(server, url)
    return {
      url,
      stop,
      pages: [
        { name: 'login', path: '/login', token: null },
        { name: 'new search', path: '/lead-search/new-search', token: user },
        { name: `list of ${RESULTS.toLocaleString('en')} results`, path: `/lead-search/saved-lists/industry-${list.id}`, token: user },
        { name: 'wallet', path: '/settings/wallet', token: user },
        { name: 'admin users', path: '/admin/users', token: admin },
        { name: 'subscriptions', path: '/whitelabel/subscriptions', token: user },
      ],
    }
  } catch (error) {
    await stop()
    throw error
  }
}

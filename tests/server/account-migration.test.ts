import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../src/server/security/tokens'
import { startTestServer, throwawayPostgres, type TestServer } from './harness'

/**
 * The account model's migration (0010) on a database filled by the previous version: built with the migrations
 * before it, rows inserted as that version wrote them, then the server of this version started on it.
 */
const migrations = 'src/server/db/migrations'
const LAST_BEFORE = 9
const work = mkdtempSync(path.join(tmpdir(), 'account-migration-'))
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

/** The migrations folder as the previous version shipped it: its SQL files and a journal that ends at 0009. */
function previousMigrations(): string {
  const folder = path.join(work, 'migrations')
  cpSync(migrations, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= LAST_BEFORE)
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

const ALICE_TOKEN = 'alice-session-token-from-before'
const lastReset = '2024-03-31T10:00:00.000Z'

/**
 * What the previous version stored: three users (one on a plan with modules, a reseller, a related user), and rows of
 * each in the tables an account owns. The lead job is finished so the server, when it starts, queues no new work that
 * would change the counts compared.
 */
const fixture = `
  INSERT INTO modules (id, slug, name) VALUES (1, 'ai_suggest', 'AI'), (2, 'leads', 'Lead search'), (3, 'whitelabel', 'White-label'), (4, 'admin', 'Admin'), (5, 'wallet', 'Wallet');
  INSERT INTO plans (id, name, credits, is_default) VALUES (1, 'Starter', 100, true), (2, 'Agency', 5000, false);
  INSERT INTO users (id, email, first_name, last_name, role, plan_id, last_reset, license_time, additional_query_count) VALUES
    (1, 'alice@example.com', 'Alice', 'Archer', 'user', 2, '${lastReset}', '2030-01-01T00:00:00Z', 7),
    (2, 'bob@example.com', '', '', 'reseller', NULL, NULL, NULL, 0),
    (3, 'carol@example.com', 'Carol', '', 'related', 1, NULL, NULL, 0);
  UPDATE users SET parent_id = 1 WHERE id = 3;
  INSERT INTO user_modules (user_id, module_id) VALUES (1, 2), (1, 5), (3, 2);
  INSERT INTO sessions (token_hash, user_id) VALUES ('${sha256Hex(ALICE_TOKEN)}', 1), ('bob-old', 2);
  INSERT INTO campaigns (id, account_id, name, type) VALUES (1, 1, 'Dentists Berlin', 'industry'), (2, 1, 'CTOs', 'people'), (3, 2, 'Bob list', 'company');
  INSERT INTO lead_results (account_id, campaign_id, type, key, name) VALUES (1, 1, 'industry', 'a', 'Dr. A'), (1, 1, 'industry', 'b', 'Dr. B'), (1, 2, 'people', 'c', 'C'), (2, 3, 'company', 'd', 'D');
  INSERT INTO custom_labels (id, account_id, name) VALUES (1, 1, 'Hot');
  INSERT INTO result_labels (result_id, label_id) SELECT id, 1 FROM lead_results WHERE key = 'a';
  INSERT INTO credit_buckets (account_id, kind, granted, balance) VALUES (1, 'purchased', 500, 450);
  INSERT INTO credit_ledger (account_id, kind, amount, idempotency_key) VALUES (1, 'grant', 500, 'grant-1'), (1, 'spend', -50, 'spend-1');
  INSERT INTO wallet_accounts (account_id, provider) VALUES (1, 'local');
  INSERT INTO api_keys (account_id, name, prefix, key_hash) VALUES (2, 'Zapier', 'lc_abcdefgh', 'hash-of-bob-key');
  INSERT INTO crm_connections (account_id, provider) VALUES (1, 'groove');
  INSERT INTO business_profiles (account_id) VALUES (3);
  INSERT INTO ai_prompts (account_id, list_type, prompt_type, text) VALUES (1, 'industry', 'summary', 'Mine'), (NULL, 'industry', 'summary', 'Default');
  INSERT INTO lead_jobs (account_id, campaign_id, kind, scope, status) VALUES (1, 1, 'find-emails', '{"scope":"all"}', 'done');
  INSERT INTO job_queue (kind, data, subject, account_id, turn, state, max_attempts, finished_at) VALUES ('lead-batch', '{"jobId":1,"batch":1}', 'lead-job:1', 1, 1, 'done', 3, now());
  INSERT INTO business_settings (domain, owner_id, name, login_page_bg_color, sidebar_background_color, button_color, secondary_color, text_color, heading_color)
    VALUES ('bob.example.com', 2, 'Bob Leads', '#fff', '#000', '#573BFF', '#01C0F6', '#202633', '#202633');
  SELECT setval(pg_get_serial_sequence('users', 'id'), 3);
  SELECT setval(pg_get_serial_sequence('campaigns', 'id'), 3);
  SELECT setval(pg_get_serial_sequence('custom_labels', 'id'), 1);
  SELECT setval(pg_get_serial_sequence('plans', 'id'), 2);
`

/** Rows per owner in every table with an `account_id` column (and the white-label look's owner): what must not move or be lost. */
const ownedCounts = `
  SELECT c.table_name AS t FROM information_schema.columns c
  JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema AND tb.table_type = 'BASE TABLE'
  WHERE c.table_schema = 'public' AND c.column_name = 'account_id' ORDER BY 1
`

type Rows = { rows: Record<string, unknown>[] }
type Exec = (query: string) => Promise<Rows>

/** The fixture's users: rows the server adds when it starts (its admin, the default prompts) are not compared. */
const fixtureOwners = new Set(['1', '2', '3'])
const ofFixture = (rows: Record<string, unknown>[]) => Object.fromEntries(rows.filter((r) => fixtureOwners.has(String(r.owner))).map((r) => [String(r.owner), Number(r.n)]))

/**
 * Rows the server's monthly reset writes at start for an account whose plan period ended while it was down (the
 * period's plan grant, rollover and expiries, and the job that wrote them): new rows, not moved ones.
 */
const periodResetRows: Record<string, string> = {
  credit_ledger: `idempotency_key NOT LIKE 'plan:%' AND idempotency_key NOT LIKE 'rollover:%' AND idempotency_key NOT LIKE 'expire:%'`,
  credit_buckets: `kind = 'purchased'`,
  job_queue: `kind <> 'plan-period-reset'`,
}

async function countsByOwner(exec: Exec, tables: string[]) {
  const out: Record<string, Record<string, number>> = {}
  for (const table of tables) {
    const where = periodResetRows[table] ? `WHERE ${periodResetRows[table]}` : ''
    const { rows } = await exec(`SELECT account_id AS owner, count(*)::int AS n FROM "${table}" ${where} GROUP BY 1 ORDER BY 1`)
    out[table] = ofFixture(rows)
  }
  const { rows } = await exec(`SELECT owner_id AS owner, count(*)::int AS n FROM business_settings WHERE owner_id IS NOT NULL GROUP BY 1`)
  out.business_settings = ofFixture(rows)
  return out
}

let server: TestServer
let before: Record<string, Record<string, number>>
let ownedTablesBefore: string[]
let dropPostgres: (() => Promise<void>) | undefined

beforeAll(async () => {
  const folder = previousMigrations()
  const postgres = await throwawayPostgres()
  if (postgres) {
    dropPostgres = postgres.drop
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    const db = drizzlePg({ client })
    await migratePg(db, { migrationsFolder: folder })
    await client.query(fixture)
    const exec: Exec = (q) => db.execute(sql.raw(q)) as unknown as Promise<Rows>
    ownedTablesBefore = (await exec(ownedCounts)).rows.map((r) => String(r.t))
    before = await countsByOwner(exec, ownedTablesBefore)
    await client.end()
    server = await startTestServer({ mail: 'outbox', config: { databaseUrl: postgres.url } })
  } else {
    mkdirSync(path.join(work, 'data', 'pglite'), { recursive: true })
    const client = new PGlite(path.join(work, 'data', 'pglite'))
    const db = drizzlePglite({ client })
    await migratePglite(db, { migrationsFolder: folder })
    await client.exec(fixture)
    const exec: Exec = (q) => db.execute(sql.raw(q)) as unknown as Promise<Rows>
    ownedTablesBefore = (await exec(ownedCounts)).rows.map((r) => String(r.t))
    before = await countsByOwner(exec, ownedTablesBefore)
    await client.close()
    server = await startTestServer({ mail: 'outbox', config: { dataDir: path.join(work, 'data') } })
  }
}, 120_000)

afterAll(async () => {
  await server?.close()
  await dropPostgres?.()
  rmSync(work, { recursive: true, force: true })
})

const rows = async (query: string) => ((await server.db.execute(sql.raw(query))) as unknown as Rows).rows

describe(`the account model's migration on a database of the previous version (${driver})`, () => {
  it('was given rows in the tables an account owns', () => {
    expect(ownedTablesBefore).toEqual(expect.arrayContaining(['campaigns', 'lead_results', 'credit_ledger', 'api_keys', 'crm_connections', 'lead_jobs', 'ai_prompts']))
    expect(before.lead_results).toEqual({ 1: 3, 2: 1 })
  })

  it('keeps every owned row with its owner: each lands in the account of the user it belonged to, nothing lost', async () => {
    const exec: Exec = (q) => server.db.execute(sql.raw(q)) as unknown as Promise<Rows>
    expect(await countsByOwner(exec, ownedTablesBefore)).toEqual(before)
    const owners = await rows(`SELECT a.id AS account, m.user_id AS owner FROM accounts a JOIN account_members m ON m.account_id = a.id AND m.role = 'owner' ORDER BY 1`)
    const ownerOf = new Map(owners.map((r) => [Number(r.account), Number(r.owner)]))
    for (const [table, byOwner] of Object.entries(before)) {
      for (const id of Object.keys(byOwner)) {
        expect(ownerOf.get(Number(id)), `${table} of user ${id}`).toBe(Number(id))
      }
    }
    const labels = await rows(`SELECT count(*)::int AS n FROM result_labels`)
    expect(labels[0].n).toBe(1)
    expect(await rows(`SELECT text FROM ai_prompts WHERE account_id IS NULL AND text = 'Default'`)).toEqual([{ text: 'Default' }])
  })

  it("gives every user an account of their own with the user's plan, period and limits; a reseller's is a reseller account, a related user's a child", async () => {
    const found = await rows(`SELECT id, name, kind, parent_id, plan_id, last_reset, license_time, additional_query_count FROM accounts WHERE id <= 3 ORDER BY id`)
    expect(found.map((r) => [r.id, r.name, r.kind, r.parent_id, r.plan_id, r.additional_query_count])).toEqual([
      [1, 'Alice Archer', 'standard', null, 2, 7],
      [2, 'bob@example.com', 'reseller', null, null, 0],
      [3, 'Carol', 'standard', 1, 1, 0],
    ])
    expect(new Date(found[0].last_reset as string).toISOString()).toBe(lastReset)
    expect(await rows(`SELECT id, role FROM users WHERE id <= 3 ORDER BY id`)).toEqual([
      { id: 1, role: 'user' },
      { id: 2, role: 'user' },
      { id: 3, role: 'user' },
    ])
    expect(await rows(`SELECT account_id, module_id FROM account_modules WHERE account_id <= 3 ORDER BY 1, 2`)).toEqual([
      { account_id: 1, module_id: 2 },
      { account_id: 1, module_id: 5 },
      { account_id: 3, module_id: 2 },
    ])
    expect(await rows(`SELECT user_id, account_id FROM sessions WHERE user_id <= 3 ORDER BY 1`)).toEqual([
      { user_id: 1, account_id: 1 },
      { user_id: 2, account_id: 2 },
    ])
    expect(await rows(`SELECT name, allow_related_accounts, sub_account_limit FROM plans ORDER BY id`)).toEqual([
      { name: 'Starter', allow_related_accounts: true, sub_account_limit: 3 },
      { name: 'Agency', allow_related_accounts: false, sub_account_limit: 0 },
    ])
    const admin = await rows(`SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE u.role = 'super_admin'`)
    expect(Number(admin[0].id)).toBeGreaterThan(3)
  })

  it("keeps a session of the previous version working, acting as its user's account, on that user's data", async () => {
    const me = await server.request('GET', '/api/me', { token: ALICE_TOKEN })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: 1, email: 'alice@example.com', last_reset: lastReset, additional_query_count: 7, account: { id: 1, name: 'Alice Archer', access: 'owner', plan: { name: 'Agency' } } })
    expect(me.body.modules.map((m: { slug: string }) => m.slug)).toEqual(['leads', 'wallet'])
    const lists = await server.request('GET', '/api/campaigns', { token: ALICE_TOKEN })
    expect(lists.body.data.map((l: { name: string }) => l.name).sort()).toEqual(['CTOs', 'Dentists Berlin'])
    const accounts = await server.request('GET', '/api/accounts', { token: ALICE_TOKEN })
    expect(accounts.body.data.map((a: { id: number; access: string }) => [a.id, a.access])).toEqual([
      [1, 'owner'],
      [3, 'parent'],
    ])
  })

  it('gives the API keys made before scopes existed read and write, so what used them keeps working (0014)', async () => {
    expect(await rows('SELECT name, scope FROM api_keys')).toEqual([{ name: 'Zapier', scope: 'read_write' }])
  })
})

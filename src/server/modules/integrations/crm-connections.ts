import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { crmConnectKinds, crmProviders, type CrmConnection, type CrmProvider, type OauthProvider } from '../../../shared/integrations/types'
import type { AppDeps } from '../../app-deps'
import { crmConnections, crmOauthStates, zapierSubscriptions } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { fieldError, refusal } from '../../http/api-error'
import { crmAdapters, type CrmAdapters } from '../../providers/crm'
import { CrmError } from '../../providers/crm/crm-http'
import type { CrmAdapter, CrmAuth, OauthCrm, OauthTokens } from '../../providers/crm/crm-types'
import { sha256Hex } from '../../security/tokens'
import { integrationMessages } from '../../../shared/integrations/messages'
import { inTransaction } from '../../db/transaction'
import { parentAccountId } from '../accounts/acting-account'

export type CrmDeps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'now'>
type ConnectionRow = typeof crmConnections.$inferSelect

/** A state is good for 10 minutes: long enough to sign in at the CRM, short enough that a leaked one is useless. */
const STATE_TTL_MS = 10 * 60_000
/** Tokens are refreshed when they have less than this left, so a batch never starts with a token about to expire. */
const REFRESH_MARGIN_MS = 5 * 60_000

const adaptersByConfig = new WeakMap<object, CrmAdapters>()
export function adaptersOf(deps: CrmDeps): CrmAdapters {
  let adapters = adaptersByConfig.get(deps.config)
  if (!adapters) {
    adapters = crmAdapters(deps.config.crm, deps.config.outbound, deps.now)
    adaptersByConfig.set(deps.config, adapters)
  }
  return adapters
}

export function adapterOf(deps: CrmDeps, provider: Exclude<CrmProvider, 'zapier'>): CrmAdapter {
  return adaptersOf(deps)[provider]
}

export const redirectUri = (deps: CrmDeps) => `${deps.config.crm.publicUrl}/crm/callback`
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/**
 * The account's CRMs. A related account uses its parent's connection for a CRM it has not connected itself: such a
 * connection is listed as `inherited` (the parent connects and disconnects it).
 */
export async function listCrmConnections(deps: CrmDeps, accountId: number): Promise<CrmConnection[]> {
  const scope = forAccount(deps.db, accountId)
  const parentId = await parentAccountId(deps.db, accountId)
  const [own, inheritedRows, [{ hooks }]] = await Promise.all([
    scope.select('crmConnections'),
    parentId === null ? [] : forAccount(deps.db, parentId).select('crmConnections'),
    deps.db.select({ hooks: sql<number>`count(*)::int` }).from(zapierSubscriptions).where(scope.where('zapierSubscriptions')),
  ])
  const rows = [...own, ...inheritedRows.filter((p) => !own.some((o) => o.provider === p.provider))]
  return crmProviders.map((provider) => {
    if (provider === 'zapier') {
      return {
        provider, connect: 'rest_hooks', configured: true, connected: hooks > 0, status: hooks > 0 ? 'connected' : null, label: null,
        connected_at: null, last_error: null, subscriptions: hooks, invite_url: deps.config.crm.zapierInviteUrl ?? null,
      }
    }
    const row = rows.find((r) => r.provider === provider)
    return {
      provider,
      connect: crmConnectKinds[provider],
      configured: adapterOf(deps, provider).configured,
      connected: Boolean(row),
      status: row?.status ?? null,
      label: row?.label ?? null,
      connected_at: iso(row?.connectedAt ?? null),
      last_error: row?.lastError ?? null,
      inherited: row !== undefined && row.accountId !== accountId,
    }
  })
}

function oauthAdapter(deps: CrmDeps, provider: OauthProvider): OauthCrm {
  const adapter = adapterOf(deps, provider)
  if (adapter.kind !== 'oauth' || !adapter.configured) throw refusal(422, { code: 'integrations.not_configured' })
  return adapter
}

/** Starts an OAuth connection: a fresh random state bound to the account and the CRM; answers where to send the user. */
export async function startOauth(deps: CrmDeps, accountId: number, provider: OauthProvider): Promise<{ url: string }> {
  const adapter = oauthAdapter(deps, provider)
  const state = randomBytes(32).toString('base64url')
  const now = deps.now()
  const scope = forAccount(deps.db, accountId)
  // Old states of the account go: a user retrying the connection leaves no pile of live states behind.
  await scope.delete('crmOauthStates', or(lt(crmOauthStates.expiresAt, now), isNotNull(crmOauthStates.usedAt)))
  await scope.insert('crmOauthStates', [{ provider, stateHash: sha256Hex(state), expiresAt: new Date(now.getTime() + STATE_TTL_MS), createdAt: now }])
  return { url: adapter.authorizeUrl(state, redirectUri(deps)) }
}

/**
 * The return from the CRM. The state must be one this account started, unused and unexpired; it is spent by the
 * same conditional UPDATE that checks it, so two callbacks with one state cannot both pass. A missing, wrong,
 * reused, expired or other account's state all read the same.
 */
export async function completeOauth(deps: CrmDeps, accountId: number, input: { code: string; state: string }): Promise<CrmConnection> {
  const now = deps.now()
  const [claimed] = await deps.db
    .update(crmOauthStates)
    .set({ usedAt: now })
    .where(
      forAccount(deps.db, accountId).where(
        'crmOauthStates',
        and(eq(crmOauthStates.stateHash, sha256Hex(input.state)), isNull(crmOauthStates.usedAt), gt(crmOauthStates.expiresAt, now)),
      ),
    )
    .returning({ provider: crmOauthStates.provider })
  if (!claimed) throw fieldError('state', 'integrations.invalid_state')
  const provider = claimed.provider as OauthProvider
  const adapter = oauthAdapter(deps, provider)
  let tokens: OauthTokens
  try {
    tokens = await adapter.exchangeCode(input.code, redirectUri(deps))
  } catch (err) {
    if (err instanceof CrmError) throw fieldError('code', 'integrations.connect_refused', { reason: err.message })
    throw err
  }
  await saveConnection(deps, accountId, provider, {
    accessTokenSealed: deps.secretBox.seal(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? deps.secretBox.seal(tokens.refreshToken) : null,
    apiKeySealed: null,
    tokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
    externalId: tokens.externalId,
    label: tokens.label,
  })
  return (await listCrmConnections(deps, accountId)).find((c) => c.provider === provider)!
}

type ConnectionValues = Pick<ConnectionRow, 'accessTokenSealed' | 'refreshTokenSealed' | 'apiKeySealed' | 'tokenExpiresAt' | 'scope' | 'externalId' | 'label'>

async function saveConnection(deps: CrmDeps, accountId: number, provider: Exclude<CrmProvider, 'zapier'>, values: ConnectionValues) {
  const now = deps.now()
  const set = { ...values, status: 'connected' as const, lastError: null, connectedAt: now, updatedAt: now }
  await forAccount(deps.db, accountId)
    .insert('crmConnections', [{ provider, ...set }])
    .onConflictDoUpdate({ target: [crmConnections.accountId, crmConnections.provider], set })
}

/** Groove: the key is checked with the CRM before it is stored (sealed). */
export async function connectWithApiKey(deps: CrmDeps, accountId: number, provider: 'groove', apiKey: string): Promise<CrmConnection> {
  const adapter = adapterOf(deps, provider)
  if (adapter.kind !== 'api_key') throw refusal(422, { code: 'integrations.not_configured' })
  let who: { label: string | null; externalId: string | null }
  try {
    who = await adapter.verify(apiKey.trim())
  } catch (err) {
    if (err instanceof CrmError) throw fieldError('api_key', err.retryable ? 'integrations.crm_unreachable' : 'integrations.api_key_rejected')
    throw err
  }
  await saveConnection(deps, accountId, provider, {
    accessTokenSealed: null, refreshTokenSealed: null, apiKeySealed: deps.secretBox.seal(apiKey.trim()), tokenExpiresAt: null, scope: null, ...who,
  })
  return (await listCrmConnections(deps, accountId)).find((c) => c.provider === provider)!
}

/** Forgets the connection and its tokens (Zapier: every REST hook subscription). */
export async function disconnectCrm(deps: CrmDeps, accountId: number, provider: CrmProvider) {
  const scope = forAccount(deps.db, accountId)
  if (provider === 'zapier') await scope.delete('zapierSubscriptions')
  else await scope.delete('crmConnections', eq(crmConnections.provider, provider))
}

/** The account's own connection to the CRM, else (for a related account) its parent's. */
async function connectionRow(deps: CrmDeps, accountId: number, provider: CrmProvider): Promise<ConnectionRow | undefined> {
  const [own] = await forAccount(deps.db, accountId).select('crmConnections', eq(crmConnections.provider, provider))
  if (own) return own
  const parentId = await parentAccountId(deps.db, accountId)
  if (parentId === null) return undefined
  const [inherited] = await forAccount(deps.db, parentId).select('crmConnections', eq(crmConnections.provider, provider))
  return inherited
}

/**
 * Credentials for calling the CRM now. OAuth tokens close to expiry (or refused: `refusedToken`) are refreshed
 * first, under a row lock, so two batches never spend one refresh token twice (GHL rotates it on every use): the
 * second finds the token the first stored and uses it. A refresh the CRM refuses marks the connection
 * `needs_reconnect`.
 */
export async function crmAuth(deps: CrmDeps, accountId: number, provider: Exclude<CrmProvider, 'zapier'>, refusedToken?: string): Promise<CrmAuth> {
  const row = await connectionRow(deps, accountId, provider)
  if (!row) throw new CrmError(integrationMessages.not_connected, null, false)
  const adapter = adapterOf(deps, provider)
  if (adapter.kind === 'api_key') {
    const key = row.apiKeySealed ? deps.secretBox.open(row.apiKeySealed) : null
    if (!key) throw new CrmError(integrationMessages.needs_reconnect, null, false)
    return { accessToken: key, externalId: row.externalId }
  }
  if (row.status === 'needs_reconnect') throw new CrmError(integrationMessages.needs_reconnect, null, false)
  const current = row.accessTokenSealed ? deps.secretBox.open(row.accessTokenSealed) : null
  if (current && current !== refusedToken && !expiresSoon(row, deps.now())) return { accessToken: current, externalId: row.externalId }
  return refreshUnderLock(deps, adapter, row.id, refusedToken)
}

function expiresSoon(row: Pick<ConnectionRow, 'tokenExpiresAt'>, now: Date) {
  return row.tokenExpiresAt !== null && new Date(row.tokenExpiresAt).getTime() - now.getTime() < REFRESH_MARGIN_MS
}

async function refreshUnderLock(deps: CrmDeps, adapter: OauthCrm, connectionId: number, refusedToken?: string): Promise<CrmAuth> {
  let refused: CrmError | null = null
  const auth = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(crmConnections).where(eq(crmConnections.id, connectionId)).for('update')
    if (!row || row.status === 'needs_reconnect') return null
    const current = row.accessTokenSealed ? deps.secretBox.open(row.accessTokenSealed) : null
    // Someone refreshed while we waited for the lock: their token is the one to use.
    if (current && current !== refusedToken && !expiresSoon(row, deps.now())) return { accessToken: current, externalId: row.externalId }
    const refreshToken = row.refreshTokenSealed ? deps.secretBox.open(row.refreshTokenSealed) : null
    try {
      if (!refreshToken) throw new CrmError('No refresh token is stored', null, false)
      const tokens = await adapter.refresh(refreshToken)
      await tx
        .update(crmConnections)
        .set({
          accessTokenSealed: deps.secretBox.seal(tokens.accessToken),
          refreshTokenSealed: tokens.refreshToken ? deps.secretBox.seal(tokens.refreshToken) : row.refreshTokenSealed,
          tokenExpiresAt: tokens.expiresAt,
          lastError: null,
          updatedAt: deps.now(),
        })
        .where(eq(crmConnections.id, row.id))
      return { accessToken: tokens.accessToken, externalId: row.externalId }
    } catch (err) {
      if (!(err instanceof CrmError) || err.retryable) throw err
      refused = err
      await tx.update(crmConnections).set({ status: 'needs_reconnect', lastError: err.message, updatedAt: deps.now() }).where(eq(crmConnections.id, row.id))
      return null
    }
  })
  if (!auth) throw new CrmError(refused ? `${integrationMessages.needs_reconnect} (${(refused as CrmError).message})` : integrationMessages.needs_reconnect, null, false)
  return auth
}

/** Runs a CRM call with fresh credentials; a 401 refreshes the token once and tries again. */
export async function withCrmAuth<T>(deps: CrmDeps, accountId: number, provider: Exclude<CrmProvider, 'zapier'>, call: (auth: CrmAuth) => Promise<T>): Promise<T> {
  const auth = await crmAuth(deps, accountId, provider)
  try {
    return await call(auth)
  } catch (err) {
    if (!(err instanceof CrmError) || !err.unauthorized || adapterOf(deps, provider).kind !== 'oauth') throw err
    return call(await crmAuth(deps, accountId, provider, auth.accessToken))
  }
}

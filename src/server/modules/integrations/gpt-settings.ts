import { eq } from 'drizzle-orm'
import { defaultGptBaseUrl, type GptSettingsBody } from '../../../shared/integrations/schemas'
import type { GptSettings } from '../../../shared/integrations/types'
import type { AppDeps } from '../../app-deps'
import { gptSettings } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { fieldError } from '../../http/api-error'

type GptDeps = Pick<AppDeps, 'db' | 'secretBox' | 'now'>
type GptRow = typeof gptSettings.$inferSelect

/**
 * The account's OpenAI-compatible endpoint for the AI tools, with its key opened: for server code only (the AI
 * writer). Null when the account has none, or when the stored key no longer opens (APP_SECRET changed): the caller
 * then falls back to its offline writer. The base URL is user-given: call it through guardedFetch.
 */
export async function readGptSettings(deps: Pick<AppDeps, 'db' | 'secretBox'>, accountId: number): Promise<{ baseUrl: string; model: string; apiKey: string } | null> {
  const [row] = await forAccount(deps.db, accountId).select('gptSettings')
  if (!row) return null
  const apiKey = deps.secretBox.open(row.apiKeySealed)
  if (apiKey === null) return null
  return { baseUrl: row.baseUrl, model: row.model, apiKey }
}

/** What the page sees: never the key, only a hint of its end. */
export function presentGptSettings(row: GptRow | undefined): GptSettings {
  if (!row) return null
  return { base_url: row.baseUrl, model: row.model, api_key_hint: maskedHint(row.apiKeyHint), updated_at: new Date(row.updatedAt).toISOString() }
}

export function maskedHint(lastFour: string) {
  return `…${lastFour}`
}

export async function gptSettingsOf(deps: GptDeps, accountId: number): Promise<GptSettings> {
  const [row] = await forAccount(deps.db, accountId).select('gptSettings')
  return presentGptSettings(row)
}

/** Saves the endpoint; a blank or missing key keeps the stored one (and is required when none is stored). */
export async function saveGptSettings(deps: GptDeps, accountId: number, body: GptSettingsBody): Promise<GptSettings> {
  const scope = forAccount(deps.db, accountId)
  const [current] = await scope.select('gptSettings')
  const key = body.api_key?.trim() ?? ''
  if (!key && !current) throw fieldError('api_key', 'validation.required')
  const baseUrl = (body.base_url?.trim() || defaultGptBaseUrl).replace(/\/+$/, '')
  const values = {
    baseUrl,
    model: body.model.trim(),
    updatedAt: deps.now(),
    ...(key ? { apiKeySealed: deps.secretBox.seal(key), apiKeyHint: key.slice(-4) } : {}),
  }
  if (current) {
    const [row] = await scope.update('gptSettings', values).returning()
    return presentGptSettings(row)
  }
  // Two first saves at once: the second becomes an update of the first (the account id is the primary key).
  const [row] = await scope
    .insert('gptSettings', [{ ...values, apiKeySealed: deps.secretBox.seal(key), apiKeyHint: key.slice(-4) }])
    .onConflictDoUpdate({ target: gptSettings.accountId, set: values })
    .returning()
  return presentGptSettings(row as GptRow)
}

export async function deleteGptSettings(deps: GptDeps, accountId: number) {
  await forAccount(deps.db, accountId).delete('gptSettings', eq(gptSettings.accountId, accountId))
}

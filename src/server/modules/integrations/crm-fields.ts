import { eq } from 'drizzle-orm'
import type { FieldMessages } from '../../../shared/message-format'
import { defaultFieldMappings, mappableLeadFields, standardCrmFields, type CrmFieldOption, type CrmProvider, type FieldMapping } from '../../../shared/integrations/types'
import { crmFieldMappings } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { fieldMessage, validationFailed } from '../../http/api-error'
import { CrmError } from '../../providers/crm/crm-http'
import { adapterOf, type CrmDeps, withCrmAuth } from './crm-connections'
import { parentAccountId } from '../accounts/acting-account'

const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]*$/
const CUSTOM_KEY = /^custom:[A-Za-z0-9_.:-]{1,100}$/

/**
 * The account's mapping for a CRM; a related account without one of its own uses its parent's (it may be using the
 * parent's connection, whose custom fields that mapping names); else the default one until the user saves their own.
 */
export async function fieldMappingOf(deps: Pick<CrmDeps, 'db'>, accountId: number, provider: CrmProvider): Promise<{ mapping: FieldMapping; saved: boolean }> {
  const [row] = await forAccount(deps.db, accountId).select('crmFieldMappings', eq(crmFieldMappings.provider, provider))
  if (row) return { mapping: row.mapping, saved: true }
  const parentId = await parentAccountId(deps.db, accountId)
  const [inherited] = parentId === null ? [] : await forAccount(deps.db, parentId).select('crmFieldMappings', eq(crmFieldMappings.provider, provider))
  return { mapping: inherited?.mapping ?? defaultFieldMappings[provider], saved: false }
}

/**
 * What the crm-fields page offers: the lead fields, the CRM's standard fields and, when the CRM is connected, its own
 * custom fields (read live; a CRM that cannot be reached gives the standard ones and says why).
 */
export async function crmFieldOptions(deps: CrmDeps, accountId: number, provider: CrmProvider) {
  let custom: CrmFieldOption[] = []
  let customError: string | null = null
  if (provider !== 'zapier') {
    try {
      custom = await withCrmAuth(deps, accountId, provider, (auth) => adapterOf(deps, provider).customFields(auth))
    } catch (err) {
      if (!(err instanceof CrmError)) throw err
      customError = err.message
    }
  }
  const { mapping, saved } = await fieldMappingOf(deps, accountId, provider)
  return { provider, lead_fields: [...mappableLeadFields], crm_fields: [...standardCrmFields[provider], ...custom], custom_fields_error: customError, mapping, saved }
}

/**
 * Saves a mapping. A CRM field is one of the CRM's standard fields or `custom:<id>`; Zapier takes any key a Zap can
 * read (a letter, then letters, digits or underscores: `validation.field_name`). One CRM field is filled from one
 * lead field only.
 */
export async function saveFieldMapping(deps: CrmDeps, accountId: number, provider: CrmProvider, mapping: FieldMapping): Promise<FieldMapping> {
  const errors: FieldMessages = {}
  const standard = new Set(standardCrmFields[provider].map((f) => f.key))
  const seen = new Set<string>()
  mapping.forEach(({ crm_field }, i) => {
    const key = crm_field.trim()
    const ok = provider === 'zapier' ? FIELD_KEY.test(key) : standard.has(key) || CUSTOM_KEY.test(key)
    const field = `mapping.${i}.crm_field`
    if (!ok) errors[field] = [fieldMessage(field, provider === 'zapier' ? 'validation.field_name' : 'validation.type')]
    else if (seen.has(key)) errors[field] = [fieldMessage(field, 'validation.type')]
    seen.add(key)
  })
  if (Object.keys(errors).length) throw validationFailed(errors)
  const clean = mapping.map((m) => ({ lead_field: m.lead_field, crm_field: m.crm_field.trim() }))
  const now = deps.now()
  await forAccount(deps.db, accountId)
    .insert('crmFieldMappings', [{ provider, mapping: clean, updatedAt: now }])
    .onConflictDoUpdate({ target: [crmFieldMappings.accountId, crmFieldMappings.provider], set: { mapping: clean, updatedAt: now } })
  return clean
}

export async function resetFieldMapping(deps: Pick<CrmDeps, 'db'>, accountId: number, provider: CrmProvider) {
  await forAccount(deps.db, accountId).delete('crmFieldMappings', eq(crmFieldMappings.provider, provider))
}

import { describe, expect, it } from 'vitest'
import { bodyOf, emptyDraft, listTypeOf } from '../../machines/autopilot-wizard.draft'
import type { Autopilot } from '../../src/shared/automation/autopilot'

describe('autopilot wizard draft', () => {
  it('reads the list type of a saved autopilot from its list, else from its search', () => {
    const saved = (campaign: Autopilot['campaign'], search: Record<string, unknown>) => listTypeOf({ campaign, search })
    expect(saved({ id: 1, name: 'x', type: 'people' }, { category: 'Cafe' })).toBe('people')
    expect(saved(null, { category: 'Cafe' })).toBe('industry')
    expect(saved(null, { domain: 'acme.com' })).toBe('single')
    expect(saved(null, { topics: ['crm'] })).toBe('intent')
    expect(saved(null, { platform: 'tiktok' })).toBe('influencer')
    expect(saved(null, { titles: ['CEO'] })).toBe('people')
    expect(saved(null, { sizes: ['1-10'] })).toBe('company')
    expect(saved(null, {})).toBeNull()
  })

  it('sends the API its own fields: no list type, a trimmed name', () => {
    const body = bodyOf({ ...emptyDraft('UTC'), name: '  Cafes  ', list_type: 'industry' })
    expect(body).not.toHaveProperty('list_type')
    expect(body.name).toBe('Cafes')
  })
})

import { describe, expect, it } from 'vitest'
import { auditActions } from '../../src/shared/admin/audit'
import { adminPlansStrings as de } from '../../src/shared/admin-plans/i18n/de'
import { adminPlansStrings as en } from '../../src/shared/admin-plans/i18n/en'
import { adminPlansStrings as es } from '../../src/shared/admin-plans/i18n/es'
import { adminPlansStrings as fr } from '../../src/shared/admin-plans/i18n/fr'

describe('the audit log in words', () => {
  it('words every action the back office records, in every language, so no entry shows its code', () => {
    const missing: string[] = []
    for (const [lang, strings] of Object.entries({ en, es, fr, de })) {
      const actions: Record<string, string | undefined> = strings.adminAudit.actions
      for (const action of auditActions) if (!actions[action.replaceAll('.', '_')]?.trim()) missing.push(`${lang} ${action}`)
    }
    expect(missing).toEqual([])
  })
})

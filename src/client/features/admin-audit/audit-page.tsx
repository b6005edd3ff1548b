import { useState } from 'react'
import { auditEntities, auditQuery, type AuditEntity } from '../../../shared/admin/audit'
import { validate, type FieldMessages } from '../../../shared/validate'
import type { AuditFilters } from '../../../api/admin-audit'
import { useT } from '../../i18n'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { AuditLogView } from './audit-log-view'
import { auditFiltersOf, type AuditFilterValues } from './audit-filters'

const blank: AuditFilterValues = { entity: '', action: '', actor: '' }

/** admin/audit: every admin action, newest first, narrowed by what it was about, the action and who did it. */
export default function AuditPage() {
  const t = useT()
  const [values, setValues] = useState<AuditFilterValues>(blank)
  const [filters, setFilters] = useState<AuditFilters>({})
  const [errors, setErrors] = useState<FieldMessages>({})
  const set = (name: keyof AuditFilterValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
  // Checked with the server's own query struct, so a malformed action or actor is named under its field, not sent.
  const apply = (next: AuditFilterValues) => {
    const checked = validate(auditQuery, auditFiltersOf(next))
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) setFilters(auditFiltersOf(next))
  }
  return (
    <section className={pageStyles.page} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('adminAudit.title')}</h2>
      <p className={pageStyles.muted}>{t('adminAudit.lead')}</p>
      <Panel>
        <Form onSubmit={() => apply(values)} label={t('adminAudit.filters')}>
          <div className={pageStyles.fieldRow}>
            <SelectField
              label={t('adminAudit.entity')}
              name="entity"
              value={values.entity}
              onValueChange={(entity) => {
                const next = { ...values, entity: entity as AuditEntity | '' }
                setValues(next)
                apply(next)
              }}
              options={[{ value: '', label: t('adminAudit.anyEntity') }, ...auditEntities.map((e) => ({ value: e, label: t(`adminAudit.entities.${e}`) }))]}
            />
            <TextField label={t('adminAudit.action')} name="action" value={values.action} onValueChange={set('action')} errors={errors.action} hint={t('adminAudit.actionHint')} autoComplete="off" />
            <TextField label={t('adminAudit.actor')} name="actor" value={values.actor} onValueChange={set('actor')} errors={errors.actor} hint={t('adminAudit.actorHint')} inputMode="numeric" autoComplete="off" />
          </div>
          <p className={pageStyles.muted}>{t('adminAudit.enterApplies')}</p>
        </Form>
      </Panel>
      <AuditLogView filters={filters} />
    </section>
  )
}

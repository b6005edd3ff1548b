import { useState } from 'react'
import type { AuditEntity } from '../../../shared/admin/audit'
import { useT } from '../../i18n'
import { SelectField } from '../../ui/select-field'
import { AuditLogView } from '../admin-audit/audit-log-view'

/** The audit log of some kinds of record (one shown at a time, chosen when there are several), in the shared entry view. */
export function AuditHistory({ entities }: { entities: readonly AuditEntity[] }) {
  const t = useT()
  const [entity, setEntity] = useState<AuditEntity>(entities[0]!)
  return (
    <>
      {entities.length > 1 ? (
        <SelectField
          label={t('content.history.show')}
          name="entity"
          value={entity}
          options={entities.map((e) => ({ value: e, label: t(`content.history.entities.${e}`) }))}
          onValueChange={(value) => setEntity(value as AuditEntity)}
        />
      ) : null}
      <AuditLogView filters={{ entity }} />
    </>
  )
}

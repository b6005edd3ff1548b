import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { adminUserFormSlot } from '../../../../commands/admin-users'
import { adminPlansQuery } from '../../../api/admin-users'
import { platformRoles } from '../../../shared/accounts/roles'
import { createAdminUserBody, updateAdminUserBody } from '../../../shared/admin-users/schemas'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { css } from '../../theme'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { ModuleAccessFieldset } from '../../ui/module-access-fieldset'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { createBody, updateBody, type UserFormValues } from './user-form-values'

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  align-items: start;
`

type Props =
  | { mode: 'create'; initial: UserFormValues; keySet?: undefined; onSave(body: ReturnType<typeof createBody>): Promise<void> }
  | { mode: 'edit'; initial: UserFormValues; keySet: boolean; onSave(body: ReturnType<typeof updateBody>): Promise<void> }

/**
 * Every field of a user (the contract of POST and PUT /api/admin/users), checked with the same shared structs the
 * server uses, so messages stand under their fields in the reader's language before and after a request. Enter in
 * any field, the save button and the palette all run admin.user.save.
 */
export function UserForm(props: Props) {
  const t = useT()
  const run = useRunCommand()
  const plans = useQuery(adminPlansQuery())
  const editing = props.mode === 'edit'
  const form = useValidatedForm<UserFormValues>(editing ? updateAdminUserBody : createAdminUserBody, props.initial, editing ? updateBody : createBody)
  const save = form.submitWith((body) => props.onSave(body as never))
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(adminUserFormSlot, useMemo(() => ({ submit: () => saveRef.current() }), []))

  const text = (name: keyof UserFormValues & string, extra: { type?: string; autoComplete?: string; hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField label={t(`adminUsers.fields.${name}`)} {...form.field(name)} {...extra} />
  )
  const chosen = Object.fromEntries(moduleSlugs.map((slug) => [slug, form.values[`module_${slug}`]])) as Record<ModuleSlug, boolean>
  return (
    <Form ref={form.focusRef} onSubmit={() => run('admin.user.save', undefined, 'keyboard')} label={t(editing ? 'routes.admin_userEdit' : 'routes.admin_userCreate')}>
      <div className={grid}>
        {text('first_name', { autoComplete: 'off' })}
        {text('last_name', { autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'off' })}
        {text('password', { type: 'password', autoComplete: 'new-password', hint: editing ? t('adminUsers.hints.passwordKeep') : undefined })}
        <SelectField
          label={t('adminUsers.fields.role')}
          name="role"
          value={form.values.role}
          onValueChange={(v) => form.setValue('role', v as UserFormValues['role'])}
          options={platformRoles.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))}
          errors={form.errors.role}
        />
        <SelectField
          label={t('adminUsers.fields.plan_id')}
          name="plan_id"
          value={form.values.plan_id}
          onValueChange={(v) => form.setValue('plan_id', v)}
          options={[{ value: '', label: t('adminUsers.noPlan') }, ...(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name }))]}
          errors={form.errors.plan_id}
        />
        {editing ? null : text('credits', { inputMode: 'numeric', hint: t('adminUsers.hints.credits') })}
        {text('license_time', { type: 'date' })}
        {text('last_reset', { type: 'date' })}
        {text('additional_query_count', { inputMode: 'numeric' })}
        {text('referral_partner', { autoComplete: 'off' })}
        {text('parent_id', { inputMode: 'numeric', hint: t('adminUsers.hints.parent') })}
        {text('google_api_key', { type: 'password', autoComplete: 'off', hint: t(props.keySet ? 'adminUsers.hints.keySet' : 'adminUsers.hints.keyNotSet') })}
        {props.keySet ? (
          <CheckboxField label={t('adminUsers.fields.remove_google_api_key')} name="remove_google_api_key" checked={form.values.remove_google_api_key} onCheckedChange={(v) => form.setValue('remove_google_api_key', v)} />
        ) : null}
      </div>
      <ModuleAccessFieldset legend={t('adminUsers.fields.modules')} options={moduleSlugs} chosen={chosen} onChange={(slug, on) => form.setValue(`module_${slug}`, on)} errors={form.errors.modules} />
      <div>
        <CommandButton id="admin.user.save" variant="primary">
          {form.sending ? t('adminUsers.form.saving') : t(editing ? 'adminUsers.form.save' : 'adminUsers.form.create')}
        </CommandButton>
      </div>
    </Form>
  )
}

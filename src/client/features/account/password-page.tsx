import { changePassword } from '../../../api/account'
import { changePasswordBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

const empty = { current_password: '', password: '', password_confirmation: '' }
type Field = keyof typeof empty

export default function PasswordPage() {
  const t = useT()
  const form = useValidatedForm(changePasswordBody, empty)

  const submit = form.submitWith(async (body) => {
    await changePassword(body)
    notifyMessage({ code: 'account.password_changed' })
    form.setValues(empty)
  })

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      onValueChange={(v) => form.setValue(name, v)}
      errors={form.errors[name]}
    />
  )

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="password-title">
        <h2 id="password-title">{t('app.password.title')}</h2>
        <p>{t('app.password.lead')}</p>
        <Form onSubmit={submit}>
          {field('current_password', t('app.fields.current_password'), 'current-password')}
          {field('password', t('app.fields.newPassword'), 'new-password')}
          {field('password_confirmation', t('app.fields.password_confirmation'), 'new-password')}
          <div>
            <Button type="submit" disabled={form.sending}>
              {t('app.password.submit')}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  )
}

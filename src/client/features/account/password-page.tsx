import { useMemo, useRef } from 'react'
import { accountSlot } from '../../../../commands/account'
import { changePassword } from '../../../api/account'
import { changePasswordBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

const empty = { current_password: '', password: '', password_confirmation: '' }
type Field = keyof typeof empty

/** profile-settings/password: the current password and the new one twice; the command profile.changePassword sends them. */
export default function PasswordPage() {
  const t = useT()
  const run = useRunCommand()
  const form = useValidatedForm(changePasswordBody, empty)

  const change = form.submitWith(async (body) => {
    await changePassword(body)
    notifyMessage({ code: 'account.password_changed' })
    form.setValues(empty)
  })
  const changeRef = useRef(change)
  changeRef.current = change
  useProvideSlot(accountSlot, useMemo(() => ({ changePassword: () => changeRef.current() }), []))

  const field = (name: Field, label: string, autoComplete: string) => <TextField label={label} type="password" autoComplete={autoComplete} {...form.field(name)} />

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="password-title">
        <h2 id="password-title">{t('app.password.title')}</h2>
        <p>{t('app.password.lead')}</p>
        <Form ref={form.focusRef} onSubmit={() => run('profile.changePassword', undefined, 'keyboard')}>
          {field('current_password', t('app.fields.current_password'), 'current-password')}
          {field('password', t('app.fields.newPassword'), 'new-password')}
          {field('password_confirmation', t('app.fields.password_confirmation'), 'new-password')}
          <div>
            <CommandButton id="profile.changePassword" variant="primary">
              {t('app.password.submit')}
            </CommandButton>
          </div>
        </Form>
      </Panel>
    </>
  )
}

import { useMemo, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { authSlot } from '../../../../commands/auth'
import { forgotPassword } from '../../../api/auth'
import { emailOnlyBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { TextField } from '../../ui/text-field'
import { authLead, authLinks, authTitle } from './auth-styles'
import { useQueryParam, withQuery } from './use-query-param'

/** Step one of recovery: the e-mail that receives a reset code; the code is entered on /reset-password. */
export default function ForgotPasswordPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const form = useValidatedForm(emailOnlyBody, { email: useQueryParam('email') })

  const submit = form.submitWith(async (body) => {
    const res = await forgotPassword({ email: body.email.trim() })
    notifyMessage({ code: 'auth.reset_code_sent' })
    navigate(withQuery('/reset-password', { email: body.email.trim(), resend_in: res.resend_in }))
  })
  const submitRef = useRef(submit)
  submitRef.current = submit
  useProvideSlot(authSlot, useMemo(() => ({ sendResetCode: () => submitRef.current() }), []))
  const run = useRunCommand()

  return (
    <>
      <h1 className={authTitle}>{t('app.forgotPassword.title')}</h1>
      <p className={authLead}>{t('app.forgotPassword.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('auth.sendResetCode', undefined, 'keyboard')}>
        <TextField
          label={t('app.fields.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
        />
        <CommandButton id="auth.sendResetCode" variant="primary" block>
          {t('app.forgotPassword.submit')}
        </CommandButton>
      </Form>
      <div className={authLinks}>
        <Link href="/login">{t('app.common.backToLogin')}</Link>
      </div>
    </>
  )
}

import { useMemo, useRef, useState } from 'react'
import { authSlot } from '../../../../commands/auth'
import { useLocation } from 'wouter'
import { checkResetCode, forgotPassword, resetPassword } from '../../../api/auth'
import { isApiFailure } from '../../../shared/api-failure'
import { checkCodeBody, resetPasswordBody } from '../../../shared/schemas/auth'
import { useResend } from '../../forms/use-resend'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { TextField } from '../../ui/text-field'
import { authLead, authTitle } from './auth-styles'
import { CodeStepForm } from './code-step-form'
import { useQueryParam, withQuery } from './use-query-param'

/** Recovery step two: the code is checked first; only a valid code unlocks the new-password form. */
export default function ResetPasswordPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const knownEmail = useQueryParam('email')
  const resendIn = Number(useQueryParam('resend_in')) || 0
  const codeForm = useValidatedForm(checkCodeBody, { email: knownEmail, code: useQueryParam('code') })
  const passwordForm = useValidatedForm(resetPasswordBody, { email: '', code: '', password: '', password_confirmation: '' })
  const [step, setStep] = useState<'code' | 'password'>('code')
  const run = useRunCommand()
  const resend = useResend({ initialSeconds: resendIn, resend: () => forgotPassword({ email: codeForm.values.email.trim() }), sent: { code: 'auth.reset_code_sent' } })

  const submitCode = codeForm.submitWith(async (body) => {
    const email = body.email.trim()
    const code = body.code.trim()
    await checkResetCode({ email, code })
    passwordForm.setValues({ email, code, password: '', password_confirmation: '' })
    setStep('password')
  })

  const submitPassword = passwordForm.submitWith(
    async (body) => {
      await resetPassword(body)
      notifyMessage({ code: 'auth.password_reset' })
      navigate(withQuery('/login', { email: body.email }))
    },
    (error) => {
      // A code that expired meanwhile sends the user back to the code step, with the message under the code.
      const fields = isApiFailure(error) ? error.fields : {}
      if (fields.code || fields.email) {
        notifyFailure(error)
        codeForm.setErrors(fields, true)
        setStep('code')
      } else passwordForm.fail(error)
    },
  )
  const handlers = useRef({ submitCode, submitPassword })
  handlers.current = { submitCode, submitPassword }
  useProvideSlot(
    authSlot,
    useMemo(
      () =>
        step === 'code'
          ? { checkResetCode: () => handlers.current.submitCode(), resendCode: resend.action }
          : { resetPassword: () => handlers.current.submitPassword() },
      [step, resend.action],
    ),
  )

  if (step === 'password') {
    return (
      <>
        <h1 className={authTitle}>{t('app.resetPassword.newTitle')}</h1>
        <p className={authLead}>{t('app.resetPassword.newLead')}</p>
        <Form ref={passwordForm.focusRef} onSubmit={() => run('auth.resetPassword', undefined, 'keyboard')}>
          <TextField
            label={t('app.fields.newPassword')}
            {...passwordForm.field('password')}
            type="password"
            autoComplete="new-password"
            errors={passwordForm.errors.password ?? passwordForm.errors.code}
          />
          <TextField
            label={t('app.fields.password_confirmation')}
            {...passwordForm.field('password_confirmation')}
            type="password"
            autoComplete="new-password"
          />
          <CommandButton id="auth.resetPassword" variant="primary" block>
            {t('app.resetPassword.submit')}
          </CommandButton>
        </Form>
      </>
    )
  }

  return (
    <CodeStepForm
      form={codeForm}
      knownEmail={knownEmail}
      title={t('app.resetPassword.title')}
      lead={knownEmail ? t('app.resetPassword.leadWithEmail', { email: knownEmail }) : t('app.resetPassword.lead')}
      submitLabel={t('app.resetPassword.check')}
      commandId="auth.checkResetCode"
      resendWaiting={resend.action.waiting}
    />
  )
}

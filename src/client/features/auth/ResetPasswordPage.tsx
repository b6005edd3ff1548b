import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { checkResetCode, forgotPassword, resetPassword } from '../../../api/auth'
import { apiErrorOf } from '../../../api/http'
import { checkCodeBody, resetPasswordBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/useValidatedForm'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Form } from '../../ui/Form'
import { ResendButton } from '../../ui/ResendButton'
import { TextField } from '../../ui/TextField'
import { authLead, authLinks, authTitle } from './authStyles'
import { useQueryParam, withQuery } from './useQueryParam'

/** Recovery step two: the code is checked first; only a valid code unlocks the new-password form. */
export default function ResetPasswordPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const knownEmail = useQueryParam('email')
  const resendIn = Number(useQueryParam('resend_in')) || 0
  const codeForm = useValidatedForm(checkCodeBody, { email: knownEmail, code: useQueryParam('code') })
  const passwordForm = useValidatedForm(resetPasswordBody, { email: '', code: '', password: '', password_confirmation: '' })
  const [step, setStep] = useState<'code' | 'password'>('code')
  const [sending, setSending] = useState(false)

  const submitCode = async () => {
    const body = codeForm.check()
    if (!body) return
    setSending(true)
    try {
      const email = body.email.trim()
      const code = body.code.trim()
      await checkResetCode({ email, code })
      passwordForm.setValues({ email, code, password: '', password_confirmation: '' })
      setStep('password')
    } catch (error) {
      codeForm.takeServerErrors(error)
    } finally {
      setSending(false)
    }
  }

  const submitPassword = async () => {
    const body = passwordForm.check()
    if (!body) return
    setSending(true)
    try {
      await resetPassword(body)
      navigate(withQuery('/login', { email: body.email }))
    } catch (error) {
      // A code that expired meanwhile sends the user back to the code step, with the message under the code.
      const fields = apiErrorOf(error)?.errors
      if (fields && (fields.code || fields.email)) {
        codeForm.setErrors(fields)
        setStep('code')
      } else passwordForm.takeServerErrors(error)
    } finally {
      setSending(false)
    }
  }

  if (step === 'password') {
    return (
      <>
        <h1 className={authTitle}>{t('app.resetPassword.newTitle')}</h1>
        <p className={authLead}>{t('app.resetPassword.newLead')}</p>
        <Form onSubmit={submitPassword}>
          <TextField
            label={t('app.fields.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={passwordForm.values.password}
            onValueChange={(v) => passwordForm.setValue('password', v)}
            errors={passwordForm.errors.password ?? passwordForm.errors.code}
          />
          <TextField
            label={t('app.fields.passwordConfirmation')}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={passwordForm.values.password_confirmation}
            onValueChange={(v) => passwordForm.setValue('password_confirmation', v)}
            errors={passwordForm.errors.password_confirmation}
          />
          <Button type="submit" data-block="" disabled={sending}>
            {t('app.resetPassword.submit')}
          </Button>
        </Form>
      </>
    )
  }

  return (
    <>
      <h1 className={authTitle}>{t('app.resetPassword.title')}</h1>
      <p className={authLead}>{knownEmail ? t('app.resetPassword.leadWithEmail', { email: knownEmail }) : t('app.resetPassword.lead')}</p>
      <Form onSubmit={submitCode}>
        {knownEmail ? null : (
          <TextField
            label={t('app.fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={codeForm.values.email}
            onValueChange={(v) => codeForm.setValue('email', v)}
            errors={codeForm.errors.email}
          />
        )}
        <TextField
          label={t('app.fields.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={codeForm.values.code}
          onValueChange={(v) => codeForm.setValue('code', v)}
          errors={codeForm.errors.code ?? (knownEmail ? codeForm.errors.email : undefined)}
        />
        <Button type="submit" data-block="" disabled={sending}>
          {t('app.resetPassword.check')}
        </Button>
      </Form>
      <div className={authLinks}>
        <ResendButton initialSeconds={resendIn} resend={() => forgotPassword({ email: codeForm.values.email.trim() })} />
        <Link href="/login">{t('app.common.backToLogin')}</Link>
      </div>
    </>
  )
}

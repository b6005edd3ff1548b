import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { confirmEmail, resendEmailCode } from '../../../api/auth'
import { confirmEmailBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/useValidatedForm'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Form } from '../../ui/Form'
import { ResendButton } from '../../ui/ResendButton'
import { TextField } from '../../ui/TextField'
import { authLead, authLinks, authTitle } from './authStyles'
import { useQueryParam, withQuery } from './useQueryParam'

export default function ConfirmEmailPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const knownEmail = useQueryParam('email')
  const resendIn = Number(useQueryParam('resend_in')) || 0
  const form = useValidatedForm(confirmEmailBody, { email: knownEmail, code: '' })
  const [sending, setSending] = useState(false)

  const submit = async () => {
    const body = form.check()
    if (!body) return
    setSending(true)
    try {
      await confirmEmail({ email: body.email.trim(), code: body.code.trim() })
      navigate(withQuery('/login', { email: body.email.trim() }))
    } catch (error) {
      form.takeServerErrors(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <h1 className={authTitle}>{t('app.confirmEmail.title')}</h1>
      <p className={authLead}>{knownEmail ? t('app.confirmEmail.leadWithEmail', { email: knownEmail }) : t('app.confirmEmail.lead')}</p>
      <Form onSubmit={submit}>
        {knownEmail ? null : (
          <TextField
            label={t('app.fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onValueChange={(v) => form.setValue('email', v)}
            errors={form.errors.email}
          />
        )}
        <TextField
          label={t('app.fields.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={form.values.code}
          onValueChange={(v) => form.setValue('code', v)}
          errors={form.errors.code ?? (knownEmail ? form.errors.email : undefined)}
        />
        <Button type="submit" data-block="" disabled={sending}>
          {t('app.confirmEmail.submit')}
        </Button>
      </Form>
      <div className={authLinks}>
        <ResendButton initialSeconds={resendIn} resend={() => resendEmailCode({ email: form.values.email.trim() })} />
        <Link href="/login">{t('app.common.backToLogin')}</Link>
      </div>
    </>
  )
}

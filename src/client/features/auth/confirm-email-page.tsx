import { useMemo, useRef } from 'react'
import { useLocation } from 'wouter'
import { authSlot } from '../../../../commands/auth'
import { confirmEmail, resendEmailCode } from '../../../api/auth'
import { confirmEmailBody } from '../../../shared/schemas/auth'
import { useResend } from '../../forms/use-resend'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { notifyMessage } from '../../ui/notify'
import { CodeStepForm } from './code-step-form'
import { useQueryParam, withQuery } from './use-query-param'

/** confirm-email: the code mailed at registration (auth.confirmEmail), and a new one on request (auth.resendCode). */
export default function ConfirmEmailPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const knownEmail = useQueryParam('email')
  const form = useValidatedForm(confirmEmailBody, { email: knownEmail, code: '' })
  const resend = useResend({ initialSeconds: Number(useQueryParam('resend_in')) || 0, resend: () => resendEmailCode({ email: form.values.email.trim() }), sent: { code: 'auth.code_resent' } })

  const submit = form.submitWith(async (body) => {
    await confirmEmail({ email: body.email.trim(), code: body.code.trim() })
    notifyMessage({ code: 'auth.email_confirmed' })
    navigate(withQuery('/login', { email: body.email.trim() }))
  })
  const submitRef = useRef(submit)
  submitRef.current = submit
  useProvideSlot(authSlot, useMemo(() => ({ confirmEmail: () => submitRef.current(), resendCode: resend.action }), [resend.action]))

  return (
    <CodeStepForm
      form={form}
      knownEmail={knownEmail}
      title={t('app.confirmEmail.title')}
      lead={knownEmail ? t('app.confirmEmail.leadWithEmail', { email: knownEmail }) : t('app.confirmEmail.lead')}
      submitLabel={t('app.confirmEmail.submit')}
      commandId="auth.confirmEmail"
      resendWaiting={resend.action.waiting}
    />
  )
}

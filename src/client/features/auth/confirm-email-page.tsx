import { useLocation } from 'wouter'
import { confirmEmail, resendEmailCode } from '../../../api/auth'
import { confirmEmailBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { notifyMessage } from '../../ui/notify'
import { useT } from '../../i18n'
import { CodeStepForm } from './code-step-form'
import { useQueryParam, withQuery } from './use-query-param'

export default function ConfirmEmailPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const knownEmail = useQueryParam('email')
  const form = useValidatedForm(confirmEmailBody, { email: knownEmail, code: '' })

  const submit = form.submitWith(async (body) => {
    await confirmEmail({ email: body.email.trim(), code: body.code.trim() })
    notifyMessage({ code: 'auth.email_confirmed' })
    navigate(withQuery('/login', { email: body.email.trim() }))
  })

  return (
    <CodeStepForm
      form={form}
      knownEmail={knownEmail}
      title={t('app.confirmEmail.title')}
      lead={knownEmail ? t('app.confirmEmail.leadWithEmail', { email: knownEmail }) : t('app.confirmEmail.lead')}
      submitLabel={t('app.confirmEmail.submit')}
      resendIn={Number(useQueryParam('resend_in')) || 0}
      onSubmit={submit}
      resend={() => resendEmailCode({ email: form.values.email.trim() })}
      resent={{ code: 'auth.code_resent' }}
    />
  )
}

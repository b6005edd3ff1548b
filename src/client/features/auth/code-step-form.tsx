import { Link } from 'wouter'
import type { Message } from '../../../shared/message-format'
import type { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { ResendButton } from '../../ui/resend-button'
import { TextField } from '../../ui/text-field'
import { authLead, authLinks, authTitle } from './auth-styles'

type CodeForm = ReturnType<typeof useValidatedForm<{ email: string; code: string }>>

/**
 * The step where a mailed code is typed in (e-mail confirmation, password reset): the e-mail field only when the
 * address is not known yet, the code, submit, and a resend button blocked by the server's countdown.
 */
export function CodeStepForm(props: {
  form: CodeForm
  knownEmail: string
  title: string
  lead: string
  submitLabel: string
  resendIn: number
  onSubmit: () => void
  resend: () => Promise<{ resend_in?: number }>
  /** What the resend button announces when a code went out. */
  resent: Message
}) {
  const t = useT()
  const { form, knownEmail } = props
  return (
    <>
      <h1 className={authTitle}>{props.title}</h1>
      <p className={authLead}>{props.lead}</p>
      <Form onSubmit={props.onSubmit}>
        {knownEmail ? null : <TextField label={t('app.fields.email')} {...form.field('email')} type="email" autoComplete="email" />}
        <TextField
          label={t('app.fields.code')}
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          errors={form.errors.code ?? (knownEmail ? form.errors.email : undefined)}
        />
        <Button type="submit" data-block="" disabled={form.sending}>
          {props.submitLabel}
        </Button>
      </Form>
      <div className={authLinks}>
        <ResendButton initialSeconds={props.resendIn} resend={props.resend} sent={props.resent} />
        <Link href="/login">{t('app.common.backToLogin')}</Link>
      </div>
    </>
  )
}

import { Link } from 'wouter'
import type { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { ResendButton } from '../../ui/resend-button'
import { TextField } from '../../ui/text-field'
import { authLead, authLinks, authTitle } from './auth-styles'

type CodeForm = ReturnType<typeof useValidatedForm<{ email: string; code: string }>>

/**
 * The step where a mailed code is typed in (e-mail confirmation, password reset): the e-mail field only when the
 * address is not known yet, the code, the step's command, and "send the code again" (auth.resendCode), blocked by
 * the server's countdown.
 */
export function CodeStepForm(props: {
  form: CodeForm
  knownEmail: string
  title: string
  lead: string
  submitLabel: string
  /** The command that submits the code. */
  commandId: string
  resendWaiting: boolean
}) {
  const t = useT()
  const run = useRunCommand()
  const { form, knownEmail } = props
  return (
    <>
      <h1 className={authTitle}>{props.title}</h1>
      <p className={authLead}>{props.lead}</p>
      <Form ref={form.focusRef} onSubmit={() => run(props.commandId, undefined, 'keyboard')}>
        {knownEmail ? null : <TextField label={t('app.fields.email')} {...form.field('email')} type="email" autoComplete="email" />}
        <TextField
          label={t('app.fields.code')}
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          errors={form.errors.code ?? (knownEmail ? form.errors.email : undefined)}
        />
        <CommandButton id={props.commandId} variant="primary" block>
          {props.submitLabel}
        </CommandButton>
      </Form>
      <div className={authLinks}>
        <ResendButton commandId="auth.resendCode" waiting={props.resendWaiting} />
        <Link href="/login">{t('app.common.backToLogin')}</Link>
      </div>
    </>
  )
}

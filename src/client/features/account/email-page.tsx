import { useState } from 'react'
import { confirmMailChange, requestMailChange, resendMailChange } from '../../../api/account'
import { mailChangeBody, mailChangeConfirmBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { ResendButton } from '../../ui/resend-button'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

/** Changing the e-mail takes two steps: the new address, then the code mailed to it. */
export default function EmailPage() {
  const t = useT()
  const { user, send } = useSession()
  const emailForm = useValidatedForm(mailChangeBody, { email: '' })
  const codeForm = useValidatedForm(mailChangeConfirmBody, { code: '' })
  const [pending, setPending] = useState<{ email: string; resendIn: number } | null>(null)

  const submitEmail = emailForm.submitWith(async (body) => {
    const res = await requestMailChange({ email: body.email.trim() })
    notifyMessage({ code: 'account.mail_change_sent' })
    setPending({ email: body.email.trim(), resendIn: res.resend_in })
    codeForm.setValues({ code: '' })
  })

  const submitCode = codeForm.submitWith(async (body) => {
    const res = await confirmMailChange({ code: body.code.trim() })
    notifyMessage({ code: 'account.mail_changed' })
    send({ type: 'USER_UPDATED', user: res.user })
    setPending(null)
    emailForm.setValues({ email: '' })
  })

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="email-title">
        <h2 id="email-title">{t('app.email.title')}</h2>
        <p>{t('app.email.current', { email: user?.email ?? '' })}</p>
        {pending ? (
          <>
            <p>{t('app.email.codeSent', { email: pending.email })}</p>
            <Form onSubmit={submitCode}>
              <TextField
                label={t('app.fields.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={codeForm.values.code}
                onValueChange={(v) => codeForm.setValue('code', v)}
                errors={codeForm.errors.code}
              />
              <div>
                <Button type="submit" disabled={codeForm.sending}>
                  {t('app.email.confirm')}
                </Button>
              </div>
            </Form>
            <ResendButton initialSeconds={pending.resendIn} resend={resendMailChange} sent={{ code: 'account.mail_change_sent' }} />
            <div>
              <Button type="button" data-variant="link" onClick={() => setPending(null)}>
                {t('app.email.useAnother')}
              </Button>
            </div>
          </>
        ) : (
          <Form onSubmit={submitEmail}>
            <TextField
              label={t('app.fields.newEmail')}
              name="email"
              type="email"
              autoComplete="email"
              value={emailForm.values.email}
              onValueChange={(v) => emailForm.setValue('email', v)}
              errors={emailForm.errors.email}
            />
            <div>
              <Button type="submit" disabled={emailForm.sending}>
                {t('app.email.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Panel>
    </>
  )
}

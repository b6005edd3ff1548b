import { useMemo, useRef, useState } from 'react'
import { accountSlot } from '../../../../commands/account'
import { confirmMailChange, requestMailChange, resendMailChange } from '../../../api/account'
import { mailChangeBody, mailChangeConfirmBody } from '../../../shared/schemas/auth'
import { useResend } from '../../forms/use-resend'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { ResendButton } from '../../ui/resend-button'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

/** Changing the e-mail takes two steps: the new address, then the code mailed to it; each step is a command. */
export default function EmailPage() {
  const t = useT()
  const run = useRunCommand()
  const { user, send } = useSession()
  const emailForm = useValidatedForm(mailChangeBody, { email: '' })
  const codeForm = useValidatedForm(mailChangeConfirmBody, { code: '' })
  const [pending, setPending] = useState<string | null>(null)
  const resend = useResend({ initialSeconds: 0, resend: resendMailChange, sent: { code: 'account.mail_change_sent' } })

  const request = emailForm.submitWith(async (body) => {
    const res = await requestMailChange({ email: body.email.trim() })
    notifyMessage({ code: 'account.mail_change_sent' })
    setPending(body.email.trim())
    resend.start(res.resend_in)
    codeForm.setValues({ code: '' })
  })
  const confirm = codeForm.submitWith(async (body) => {
    const res = await confirmMailChange({ code: body.code.trim() })
    notifyMessage({ code: 'account.mail_changed' })
    send({ type: 'USER_UPDATED', user: res.user })
    setPending(null)
    emailForm.setValues({ email: '' })
  })
  const handlers = useRef({ request, confirm })
  handlers.current = { request, confirm }
  const step = pending ? 'code' : 'email'
  useProvideSlot(
    accountSlot,
    useMemo(() => ({ emailChange: { step, request: () => handlers.current.request(), confirm: () => handlers.current.confirm(), resend: resend.action } }), [step, resend.action]),
  )

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="email-title">
        <h2 id="email-title">{t('app.email.title')}</h2>
        <p>{t('app.email.current', { email: user?.email ?? '' })}</p>
        {pending ? (
          <>
            <p>{t('app.email.codeSent', { email: pending })}</p>
            <Form ref={codeForm.focusRef} onSubmit={() => run('profile.email.confirm', undefined, 'keyboard')}>
              <TextField label={t('app.fields.code')} inputMode="numeric" autoComplete="one-time-code" {...codeForm.field('code')} />
              <div>
                <CommandButton id="profile.email.confirm" variant="primary">
                  {t('app.email.confirm')}
                </CommandButton>
              </div>
            </Form>
            <ResendButton commandId="profile.email.resend" waiting={resend.action.waiting} />
            <div>
              <Button type="button" data-variant="link" onClick={() => setPending(null)}>
                {t('app.email.useAnother')}
              </Button>
            </div>
          </>
        ) : (
          <Form ref={emailForm.focusRef} onSubmit={() => run('profile.email.request', undefined, 'keyboard')}>
            <TextField label={t('app.fields.newEmail')} type="email" autoComplete="email" {...emailForm.field('email')} />
            <div>
              <CommandButton id="profile.email.request" variant="primary">
                {t('app.email.submit')}
              </CommandButton>
            </div>
          </Form>
        )}
      </Panel>
    </>
  )
}

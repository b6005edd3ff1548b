import { useMemo, useRef, useState } from 'react'
import { authSlot } from '../../../../commands/auth'
import { Link, useLocation } from 'wouter'
import { login } from '../../../api/auth'
import { isApiFailure } from '../../../shared/api-failure'
import { loginBody } from '../../../shared/schemas/auth'
import type { LoginResponse } from '../../../shared/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT, useWordMessage } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyFailure } from '../../ui/notify'
import { TextField } from '../../ui/text-field'
import { authLead, authLinks, authTitle, formAlert } from './auth-styles'
import { SocialButtons, useSocialSignIn } from './social-buttons'
import { useQueryParam, withQuery } from './use-query-param'

export default function LoginPage() {
  const t = useT()
  const word = useWordMessage()
  const [, navigate] = useLocation()
  const session = useSession()
  const form = useValidatedForm(loginBody, { email: useQueryParam('email'), password: '' })
  const [alert, setAlert] = useState<string | null>(null)
  const busy = form.sending || session.status === 'loggingIn' || session.status === 'loadingData'

  const signedIn = (res: LoginResponse) => session.send({ type: 'AUTHENTICATED', token: res.authorisation.token, user: res.user })

  const send = form.submitWith(
    async (body) => signedIn(await login({ email: body.email.trim(), password: body.password })),
    (error, body) => {
      notifyFailure(error)
      if (isApiFailure(error) && error.code === 'auth.email_not_confirmed') return navigate(withQuery('/confirm-email', { email: body.email.trim() }))
      if (!form.takeServerErrors(error)) setAlert(isApiFailure(error) ? word(error) : word({ code: 'error.unexpected' }))
    },
  )
  const submit = () => {
    setAlert(null)
    return send()
  }
  const submitRef = useRef(submit)
  submitRef.current = submit
  const { social, failed } = useSocialSignIn(signedIn)
  useProvideSlot(authSlot, useMemo(() => ({ signIn: () => submitRef.current(), social }), [social]))
  const run = useRunCommand()

  return (
    <>
      <h1 className={authTitle}>{t('app.login.title')}</h1>
      <p className={authLead}>{t('app.login.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('auth.signIn', undefined, 'keyboard')}>
        {alert ? <p className={formAlert} role="alert">{alert}</p> : null}
        <TextField
          label={t('app.fields.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('app.fields.password')}
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
        />
        <CommandButton id="auth.signIn" variant="primary" block>
          {busy ? t('app.login.submitting') : t('app.login.submit')}
        </CommandButton>
      </Form>
      <SocialButtons failed={failed} />
      <div className={authLinks}>
        <Link href={withQuery('/forgot-password', { email: form.values.email })}>{t('app.login.forgot')}</Link>
        <Link href="/register">{t('app.login.register')}</Link>
      </div>
    </>
  )
}

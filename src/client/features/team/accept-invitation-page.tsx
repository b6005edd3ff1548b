import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { acceptInvitationSlot } from '../../../../commands/team'
import { acceptInvitation } from '../../../api/team'
import { isApiFailure } from '../../../shared/api-failure'
import { newMemberFields } from '../../../shared/team/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT, useWordMessage } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { TextField } from '../../ui/text-field'
import { CheckboxField } from '../../ui/checkbox-field'
import { switchToAccount } from '../accounts/account-actions'
import { authLead, authLinks, authTitle, formAlert } from '../auth/auth-styles'
import { useQueryParam } from '../auth/use-query-param'

/**
 * accept-invitation?token=: the link of the invitation e-mail. Someone signed in joins with their login and acts
 * as the account at once; a new person names themselves and sets a password; an address that already has a login
 * is told to sign in and open the link again.
 */
export default function AcceptInvitationPage() {
  const t = useT()
  const token = useQueryParam('token')
  const session = useSession()
  return (
    <>
      <h1 className={authTitle}>{t('team.accept.title')}</h1>
      <p className={authLead}>{t('team.accept.lead')}</p>
      {!token ? (
        <p className={formAlert} role="alert">{t('team.accept.missingToken')}</p>
      ) : session.signedIn ? (
        <JoinSignedIn token={token} />
      ) : (
        <JoinAsNew token={token} />
      )}
    </>
  )
}

function useFailure() {
  const word = useWordMessage()
  const [alert, setAlert] = useState<string | null>(null)
  const [signInFirst, setSignInFirst] = useState(false)
  const fail = (error: unknown) => {
    notifyFailure(error)
    setSignInFirst(isApiFailure(error) && error.code === 'team.sign_in_first')
    setAlert(isApiFailure(error) ? word(error) : word({ code: 'error.unexpected' }))
  }
  return { alert, signInFirst, fail, clear: () => setAlert(null) }
}

function JoinSignedIn({ token }: { token: string }) {
  const t = useT()
  const session = useSession()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const failure = useFailure()
  const join = async () => {
    failure.clear()
    try {
      const answer = await acceptInvitation({ token })
      await switchToAccount({ queryClient, navigate, setUser: (user) => session.send({ type: 'USER_UPDATED', user }) }, answer.account_id)
    } catch (error) {
      failure.fail(error)
    }
  }
  const joinRef = useRef(join)
  joinRef.current = join
  useProvideSlot(acceptInvitationSlot, useMemo(() => ({ accept: () => joinRef.current() }), []))
  return (
    <>
      {failure.alert ? <p className={formAlert} role="alert">{failure.alert}</p> : null}
      <p>{t('team.accept.signedInLead', { email: session.user?.email ?? '' })}</p>
      <CommandButton id="team.acceptInvitation" variant="primary">
        {t('team.accept.joinSignedIn')}
      </CommandButton>
    </>
  )
}

function JoinAsNew({ token }: { token: string }) {
  const t = useT()
  const session = useSession()
  const [, navigate] = useLocation()
  const failure = useFailure()
  const form = useValidatedForm(newMemberFields, { first_name: '', last_name: '', password: '', terms: false as boolean })
  const submit = form.submitWith(
    async (body) => {
      failure.clear()
      const answer = await acceptInvitation({ token, ...body })
      notifyMessage({ code: 'team.joined', params: { name: answer.user?.account.name ?? '' } })
      if (!answer.authorisation || !answer.user) return
      // This page stays open to a signed-in user, so the guard does not move on by itself as it does after sign-in.
      session.send({ type: 'AUTHENTICATED', token: answer.authorisation.token, user: answer.user })
      navigate('/')
    },
    (error) => {
      if (!form.takeServerErrors(error)) failure.fail(error)
    },
  )
  const submitRef = useRef(submit)
  submitRef.current = submit
  useProvideSlot(acceptInvitationSlot, useMemo(() => ({ accept: () => submitRef.current() }), []))
  const run = useRunCommand()
  return (
    <Form ref={form.focusRef} onSubmit={() => run('team.acceptInvitation', undefined, 'keyboard')} label={t('team.accept.title')}>
      {failure.alert ? <p className={formAlert} role="alert">{failure.alert}</p> : null}
      <p>{t('team.accept.newLead')}</p>
      <TextField label={t('team.accept.firstName')} autoComplete="given-name" {...form.field('first_name')} />
      <TextField label={t('team.accept.lastName')} autoComplete="family-name" {...form.field('last_name')} />
      <TextField label={t('team.accept.password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <CheckboxField label={t('app.register.terms')} name="terms" checked={form.values.terms} onCheckedChange={(v) => form.setValue('terms', v)} errors={form.errors.terms} />
      <CommandButton id="team.acceptInvitation" variant="primary" block>
        {form.sending ? t('team.accept.joining') : t('team.accept.join')}
      </CommandButton>
      {failure.signInFirst ? (
        <p className={authLinks}>
          <Link href="/login">{t('team.accept.signIn')}</Link>
        </p>
      ) : null}
    </Form>
  )
}

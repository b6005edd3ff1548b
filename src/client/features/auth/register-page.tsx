import { useMemo, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { authSlot } from '../../../../commands/auth'
import { register } from '../../../api/auth'
import { registerBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { TextField } from '../../ui/text-field'
import { styled } from '../../theme'
import { authLead, authLinks, authTitle } from './auth-styles'
import { withQuery } from './use-query-param'

const Names = styled('div')`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: 480px) { grid-template-columns: 1fr; }
`

export default function RegisterPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const form = useValidatedForm(registerBody, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false as boolean,
  })

  const submit = form.submitWith(async (body) => {
    const res = await register({ ...body, email: body.email.trim(), terms: Boolean(body.terms) })
    notifyMessage({ code: 'auth.registered' })
    navigate(withQuery('/confirm-email', { email: res.email, resend_in: res.resend_in }))
  })
  const submitRef = useRef(submit)
  submitRef.current = submit
  useProvideSlot(authSlot, useMemo(() => ({ register: () => submitRef.current() }), []))
  const run = useRunCommand()

  const text = (name: 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation', label: string, type: string, autoComplete: string) => (
    <TextField label={label} type={type} autoComplete={autoComplete} {...form.field(name)} />
  )

  return (
    <>
      <h1 className={authTitle}>{t('app.register.title')}</h1>
      <p className={authLead}>{t('app.register.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('auth.register', undefined, 'keyboard')}>
        <Names>
          {text('first_name', t('app.fields.first_name'), 'text', 'given-name')}
          {text('last_name', t('app.fields.last_name'), 'text', 'family-name')}
        </Names>
        {text('email', t('app.fields.email'), 'email', 'email')}
        {text('password', t('app.fields.password'), 'password', 'new-password')}
        {text('password_confirmation', t('app.fields.password_confirmation'), 'password', 'new-password')}
        <CheckboxField
          label={t('app.register.terms')}
          name="terms"
          checked={form.values.terms}
          onCheckedChange={(v) => form.setValue('terms', v)}
          errors={form.errors.terms}
        />
        <CommandButton id="auth.register" variant="primary" block>
          {form.sending ? t('app.register.submitting') : t('app.register.submit')}
        </CommandButton>
      </Form>
      <div className={authLinks}>
        <span>
          {t('app.register.haveAccount')} <Link href="/login">{t('app.register.login')}</Link>
        </span>
      </div>
    </>
  )
}

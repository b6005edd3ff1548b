import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { saveSmtp, smtpQuery, testSmtp, wlServiceKeys } from '../../../../api/whitelabel-services'
import { smtpBody, smtpEncryptions, type SmtpBody, type SmtpSettings } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useServicesPage } from './services-slot'

type Values = { host: string; port: string; username: string; password: string; encryption: string; support_email: string; sender_email: string }

const toBody = (v: Values) => ({
  host: v.host,
  // A number the server checks; other text is sent as is, so its message names the field.
  port: /^\d+$/.test(v.port.trim()) ? Number(v.port) : v.port,
  username: v.username,
  ...(v.password.trim() ? { password: v.password } : {}),
  encryption: v.encryption,
  support_email: v.support_email,
  sender_email: v.sender_email,
})

/** whitelabel/smtp: the reseller's own mail server for its customers' e-mails, and a test send through it. */
export default function SmtpPage() {
  const t = useT()
  const smtp = useQuery(smtpQuery())
  return (
    <section className={pageStyles.page} aria-labelledby="wl-smtp-title">
      <header className={pageStyles.header}>
        <h2 id="wl-smtp-title">{t('routes.whitelabel_smtp')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('wlServices.smtp.intro')}</p>
      {smtp.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlServices.loadFailed')}</p> : !smtp.data ? <LoadingState /> : <SmtpForm key={smtp.data.updated_at ?? 'new'} settings={smtp.data} />}
    </section>
  )
}

function SmtpForm({ settings }: { settings: SmtpSettings }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const [testTo, setTestTo] = useState('')
  const form = useValidatedForm<Values, SmtpBody>(
    smtpBody,
    {
      host: settings.host,
      port: settings.port == null ? '587' : String(settings.port),
      username: settings.username,
      password: '',
      encryption: settings.encryption,
      support_email: settings.support_email,
      sender_email: settings.sender_email,
    },
    toBody,
  )
  useServicesPage({
    save: form.submitWith(async (body) => {
      const answer = await saveSmtp(body)
      notifyMessage({ code: 'whitelabel.smtp_saved' })
      queryClient.setQueryData(wlServiceKeys.smtp, { data: answer.data })
    }),
    ...(settings.configured
      ? {
          test: async () => {
            const answer = await testSmtp(testTo.trim() || undefined)
            notifyMessage({ code: 'whitelabel.smtp_test_sent', params: { email: answer.to } })
          },
        }
      : {}),
  })
  return (
    <>
      <Form ref={form.focusRef} onSubmit={() => run('wlServices.save', undefined, 'keyboard')} label={t('routes.whitelabel_smtp')}>
        <TextField label={t('wlServices.smtp.host')} autoComplete="off" {...form.field('host')} />
        <TextField label={t('wlServices.smtp.port')} inputMode="numeric" {...form.field('port')} />
        <TextField label={t('wlServices.smtp.username')} autoComplete="off" {...form.field('username')} />
        <TextField
          label={t('wlServices.smtp.password')}
          type="password"
          autoComplete="new-password"
          hint={settings.password_set ? `${t('wlServices.smtp.passwordHint')} ${t('wlServices.smtp.passwordKept')}` : t('wlServices.smtp.passwordHint')}
          {...form.field('password')}
        />
        <SelectField label={t('wlServices.smtp.encryption')} options={smtpEncryptions.map((value) => ({ value, label: t(`wlServices.smtp.encryptions.${value}`) }))} {...form.field('encryption')} />
        <TextField label={t('wlServices.smtp.supportEmail')} type="email" {...form.field('support_email')} />
        <TextField label={t('wlServices.smtp.senderEmail')} type="email" {...form.field('sender_email')} />
        <div className={pageStyles.row}>
          <CommandButton id="wlServices.save" variant="primary">{form.sending ? t('wlServices.saving') : t('wlServices.save')}</CommandButton>
        </div>
      </Form>
      {settings.configured ? (
        <div className={pageStyles.row}>
          <TextField label={t('wlServices.smtp.testTo')} hint={t('wlServices.smtp.testToHint')} type="email" name="test_to" value={testTo} onValueChange={setTestTo} />
          <CommandButton id="wlServices.smtpTest">{t('wlServices.smtp.test')}</CommandButton>
        </div>
      ) : (
        <p className={pageStyles.notice}>{t('wlServices.smtp.unavailable')}</p>
      )}
    </>
  )
}

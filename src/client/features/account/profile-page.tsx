import { updateMe } from '../../../api/account'
import { isLocale, localeNames, locales } from '../../../shared/i18n/locales'
import { updateMeBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useLocale, useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

export default function ProfilePage() {
  const t = useT()
  const { user, send } = useSession()
  const { locale, setLocale } = useLocale()
  const form = useValidatedForm(updateMeBody, {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    language: (isLocale(user?.language) ? user.language : locale) as string,
  })

  const submit = form.submitWith(async (body) => {
    const res = await updateMe({ first_name: body.first_name.trim(), last_name: body.last_name.trim(), language: isLocale(body.language) ? body.language : undefined })
    notifyMessage({ code: 'account.profile_updated' })
    send({ type: 'USER_UPDATED', user: res.user })
    if (isLocale(res.user.language)) setLocale(res.user.language)
  })

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="profile-title">
        <h2 id="profile-title">{t('app.profile.title')}</h2>
        <p>{t('app.profile.lead')}</p>
        <Form onSubmit={submit}>
          <TextField
            label={t('app.fields.first_name')}
            name="first_name"
            autoComplete="given-name"
            value={form.values.first_name}
            onValueChange={(v) => form.setValue('first_name', v)}
            errors={form.errors.first_name}
          />
          <TextField
            label={t('app.fields.last_name')}
            name="last_name"
            autoComplete="family-name"
            value={form.values.last_name}
            onValueChange={(v) => form.setValue('last_name', v)}
            errors={form.errors.last_name}
          />
          <SelectField
            label={t('app.common.language')}
            name="language"
            value={form.values.language}
            options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
            onValueChange={(v) => form.setValue('language', v)}
            errors={form.errors.language}
          />
          <div>
            <Button type="submit" disabled={form.sending}>
              {t('app.common.save')}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  )
}

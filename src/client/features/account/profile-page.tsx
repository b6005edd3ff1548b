import { useMemo, useRef } from 'react'
import { accountSlot } from '../../../../commands/account'
import { updateMe } from '../../../api/account'
import { isLocale, localeNames, locales } from '../../../shared/i18n/locales'
import { updateMeBody } from '../../../shared/schemas/auth'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useLocale, useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { ProfileTabs } from './profile-tabs'

/** profile-settings/profile: name and language; the command profile.save saves them. */
export default function ProfilePage() {
  const t = useT()
  const run = useRunCommand()
  const { user, send } = useSession()
  const { locale, setLocale } = useLocale()
  const form = useValidatedForm(updateMeBody, {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    language: (isLocale(user?.language) ? user.language : locale) as string,
  })

  const save = form.submitWith(async (body) => {
    const res = await updateMe({ first_name: body.first_name.trim(), last_name: body.last_name.trim(), language: isLocale(body.language) ? body.language : undefined })
    notifyMessage({ code: 'account.profile_updated' })
    send({ type: 'USER_UPDATED', user: res.user })
    if (isLocale(res.user.language)) setLocale(res.user.language)
  })
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(accountSlot, useMemo(() => ({ saveProfile: () => saveRef.current() }), []))

  return (
    <>
      <ProfileTabs />
      <Panel aria-labelledby="profile-title">
        <h2 id="profile-title">{t('app.profile.title')}</h2>
        <p>{t('app.profile.lead')}</p>
        <Form ref={form.focusRef} onSubmit={() => run('profile.save', undefined, 'keyboard')}>
          <TextField label={t('app.fields.first_name')} autoComplete="given-name" {...form.field('first_name')} />
          <TextField label={t('app.fields.last_name')} autoComplete="family-name" {...form.field('last_name')} />
          <SelectField
            label={t('app.common.language')}
            name="language"
            value={form.values.language}
            options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
            onValueChange={(v) => form.setValue('language', v)}
            errors={form.errors.language}
          />
          <div>
            <CommandButton id="profile.save" variant="primary">
              {t('app.common.save')}
            </CommandButton>
          </div>
        </Form>
      </Panel>
    </>
  )
}

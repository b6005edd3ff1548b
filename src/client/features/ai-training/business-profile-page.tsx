import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { businessProfileQuery, saveBusinessProfile, trainingKeys, type ProfileState } from '../../../api/ai-training'
import { businessProfileBody, personalitySuggestions, type BusinessProfile, type BusinessProfileField } from '../../../shared/ai/business-profile'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { css, theme } from '../../theme'
import { CommandButton } from '../../ui/command-button'
import { businessProfileSlot } from '../../../../commands/ai-training'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { Panel } from '../../ui/panel'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'

type Values = Record<BusinessProfileField, string>
const empty: Values = { business_name: '', website: '', what_it_sells: '', who_it_helps: '', what_it_does: '', contact_name: '', personality: '' }
const valuesOf = (profile: BusinessProfile | null): Values => (profile ? { ...empty, ...Object.fromEntries(Object.keys(empty).map((k) => [k, profile[k as BusinessProfileField]])) } : empty)

const status = css`
  padding: 12px 16px;
  border-radius: ${theme.radius.sm};
  background: #FEF0C7;
  color: #7A2E0E;
  display: flex;
  flex-direction: column;
  gap: 4px;
  &[data-complete='true'] { background: #DCFAE6; color: #05603A; }
  p { color: inherit; }
`

/** settings/business-profile: what the AI tools write from; $mod+s saves. */
export default function BusinessProfilePage() {
  const profile = useQuery(businessProfileQuery())
  if (!profile.data) return <LoadingState />
  return <ProfileForm state={profile.data} />
}

function ProfileForm({ state }: { state: ProfileState }) {
  const t = useT()
  const queryClient = useQueryClient()
  const run = useRunCommand()
  const form = useValidatedForm(businessProfileBody, valuesOf(state.data))
  const [saved, setSaved] = useState(state)
  useEffect(() => setSaved(state), [state])

  const save = form.submitWith(async (body) => {
    const answer = await saveBusinessProfile(body)
    notifyMessage({ code: 'training.profile_saved' })
    setSaved({ data: answer.data, complete: answer.complete, missing: answer.missing })
    form.setValues(valuesOf(answer.data))
    queryClient.setQueryData(trainingKeys.profile, { data: answer.data, complete: answer.complete, missing: answer.missing })
    // The AI tools read the profile for their gate: they open (or close) at once.
    await queryClient.invalidateQueries({ queryKey: trainingKeys.aiTools })
  })
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(businessProfileSlot, useMemo(() => ({ save: () => saveRef.current() }), []))

  const text = (name: BusinessProfileField, extra: { autoComplete?: string; hint?: string; list?: string } = {}) => (
    <TextField label={t(`aiTraining.profile.fields.${name}`)} {...form.field(name)} {...extra} />
  )
  const area = (name: BusinessProfileField) => (
    <TextAreaField label={t(`aiTraining.profile.fields.${name}`)} hint={t(`aiTraining.profile.hints.${name}`)} {...form.field(name)} rows={3} />
  )
  return (
    <Panel aria-labelledby="business-profile-title">
      <h2 id="business-profile-title">{t('aiTraining.profile.heading')}</h2>
      <p>{t('aiTraining.profile.lead')}</p>
      <div className={status} role="status" data-complete={saved.complete}>
        {saved.complete ? (
          <p>{t('aiTraining.profile.complete')}</p>
        ) : (
          <>
            <p>{t('aiTraining.gate.message')}</p>
            <p>{t('aiTraining.profile.missing', { fields: saved.missing.map((f) => t(`aiTraining.profile.fields.${f}`)).join(', ') })}</p>
          </>
        )}
      </div>
      <Form ref={form.focusRef} onSubmit={() => run('settings.businessProfile.save', undefined, 'keyboard')} label={t('aiTraining.profile.title')}>
        {text('business_name', { autoComplete: 'organization' })}
        {text('website', { autoComplete: 'url', hint: t('aiTraining.profile.hints.website') })}
        {area('what_it_sells')}
        {area('who_it_helps')}
        {area('what_it_does')}
        {text('contact_name', { autoComplete: 'name' })}
        {text('personality', { list: 'personality-suggestions', hint: t('aiTraining.profile.hints.personality') })}
        <datalist id="personality-suggestions">
          {personalitySuggestions.map((p) => (
            <option key={p} value={t(`aiTraining.profile.personalities.${p}`)} />
          ))}
        </datalist>
        <div>
          <CommandButton id="settings.businessProfile.save" variant="primary">
            {form.sending ? t('aiTraining.profile.saving') : t('aiTraining.commands.saveProfile')}
          </CommandButton>
        </div>
      </Form>
      {saved.complete ? <Link href="/ai/training">{t('aiTraining.profile.toTraining')}</Link> : null}
    </Panel>
  )
}

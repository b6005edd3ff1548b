import { useId } from 'react'
import type { InviteBody } from '../../../api/team'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'
import { teamAccessBody, teamInviteBody } from '../../../shared/team/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { css, theme } from '../../theme'
import { Button } from '../../ui/button'
import { FieldMessages } from '../../ui/field-messages'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'

const accessStyle = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 12px;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  legend { font-size: 14px; font-weight: 600; padding: 0 4px; }
  label { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; }
  input { width: 18px; height: 18px; margin: 0; }
  & > ul { flex-basis: 100%; }
`

type Values = { email: string } & Record<ModuleSlug, boolean>

const toBody = (values: Values): InviteBody => ({ email: values.email.trim(), modules: moduleSlugs.filter((slug) => values[slug]) })

/**
 * The access options of a team member (the account's modules, none chosen at first), with the e-mail address when
 * `withEmail` (the invitation). Sends `{ email, modules }`; the edit form sends only `modules`.
 */
export function TeamAccessForm(props: {
  options: readonly ModuleSlug[]
  chosen?: readonly ModuleSlug[]
  withEmail: boolean
  firstFieldId: string
  label: string
  submitLabel: string
  sendingLabel: string
  send(body: InviteBody): Promise<void>
  onCancel?(): void
}) {
  const t = useT()
  const accessErrors = `${useId()}-access`
  const initial: Values = {
    email: '',
    ...(Object.fromEntries(moduleSlugs.map((slug) => [slug, props.chosen?.includes(slug) ?? false])) as Record<ModuleSlug, boolean>),
  }
  const form = useValidatedForm<Values, InviteBody>(props.withEmail ? teamInviteBody : teamAccessBody, initial, (v) => (props.withEmail ? toBody(v) : { modules: toBody(v).modules }))
  const submit = form.submitWith(async (body) => {
    await props.send(body)
    if (props.withEmail) form.setValues(initial)
  })
  const invalidAccess = Boolean(form.errors.modules?.length)

  return (
    <Form onSubmit={submit} label={props.label}>
      {props.withEmail ? <TextField id={props.firstFieldId} label={t('team.page.email')} type="email" autoComplete="off" {...form.field('email')} /> : null}
      <fieldset className={accessStyle} aria-describedby={invalidAccess ? accessErrors : undefined}>
        <legend>{t('team.page.access')}</legend>
        {props.options.map((slug, i) => (
          <label key={slug}>
            <input
              id={!props.withEmail && i === 0 ? props.firstFieldId : undefined}
              type="checkbox"
              name={`module-${slug}`}
              checked={form.values[slug]}
              aria-invalid={invalidAccess || undefined}
              onChange={(e) => form.setValue(slug, e.target.checked)}
            />
            {t(`messageNames.modules.${slug}`)}
          </label>
        ))}
        <FieldMessages id={accessErrors} messages={form.errors.modules} />
      </fieldset>
      <div className={pageStyles.row}>
        <Button type="submit" disabled={form.sending}>
          {form.sending ? props.sendingLabel : props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button type="button" data-variant="ghost" onClick={props.onCancel}>
            {t('team.page.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  )
}

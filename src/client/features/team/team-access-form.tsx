import type { InviteBody } from '../../../api/team'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'
import { teamAccessBody, teamInviteBody } from '../../../shared/team/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { ModuleAccessFieldset } from '../../ui/module-access-fieldset'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'

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
  const initial: Values = {
    email: '',
    ...(Object.fromEntries(moduleSlugs.map((slug) => [slug, props.chosen?.includes(slug) ?? false])) as Record<ModuleSlug, boolean>),
  }
  const form = useValidatedForm<Values, InviteBody>(props.withEmail ? teamInviteBody : teamAccessBody, initial, (v) => (props.withEmail ? toBody(v) : { modules: toBody(v).modules }))
  const submit = form.submitWith(async (body) => {
    await props.send(body)
    if (props.withEmail) form.setValues(initial)
  })

  return (
    <Form onSubmit={submit} label={props.label}>
      {props.withEmail ? <TextField id={props.firstFieldId} label={t('team.page.email')} type="email" autoComplete="off" {...form.field('email')} /> : null}
      <ModuleAccessFieldset
        legend={t('team.page.access')}
        options={props.options}
        chosen={form.values}
        onChange={(slug, checked) => form.setValue(slug, checked)}
        errors={form.errors.modules}
        firstId={props.withEmail ? undefined : props.firstFieldId}
      />
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

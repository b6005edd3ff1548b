import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { previewTemplate, resetTemplate, saveTemplate, templatesQuery, wlServiceKeys } from '../../../../api/whitelabel-services'
import { emailTemplateBody, type EmailTemplate, type EmailTemplateBody, type EmailTemplateName } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { useServicesPage } from '../smtp/services-slot'

type Values = { subject: string; body: string }
type Preview = { subject: string; text: string }

/** whitelabel/email-templates: the wording of each e-mail the reseller's customers get, its preview and reset. */
export default function EmailTemplatesPage() {
  const t = useT()
  const templates = useQuery(templatesQuery())
  const [name, setName] = useState<EmailTemplateName>('welcome')
  const current = templates.data?.find((tpl) => tpl.name === name)
  return (
    <section className={pageStyles.page} aria-labelledby="wl-templates-title">
      <header className={pageStyles.header}>
        <h2 id="wl-templates-title">{t('routes.whitelabel_emailTemplates')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('wlServices.templates.intro')}</p>
      {templates.isError ? (
        <p className={pageStyles.notice} data-tone="danger">{t('wlServices.loadFailed')}</p>
      ) : !templates.data || !current ? (
        <LoadingState />
      ) : (
        <>
          <SelectField
            label={t('wlServices.templates.choose')}
            name="template"
            value={name}
            options={templates.data.map((tpl) => ({ value: tpl.name, label: `${t(`wlServices.templates.names.${tpl.name}`)} · ${t(tpl.customised ? 'wlServices.templates.customised' : 'wlServices.templates.default')}` }))}
            onValueChange={(v) => setName(v as EmailTemplateName)}
          />
          <TemplateForm key={`${current.name}:${current.updated_at ?? 'default'}`} template={current} />
        </>
      )}
    </section>
  )
}

function TemplateForm({ template }: { template: EmailTemplate }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const [preview, setPreview] = useState<Preview | null>(null)
  const form = useValidatedForm<Values, EmailTemplateBody>(emailTemplateBody, { subject: template.subject, body: template.body })
  const title = t(`wlServices.templates.names.${template.name}`)
  const refresh = () => queryClient.invalidateQueries({ queryKey: wlServiceKeys.templates })
  useServicesPage({
    save: form.submitWith(async (body) => {
      await saveTemplate(template.name, body)
      notifyMessage({ code: 'whitelabel.template_saved' })
      await refresh()
    }),
    preview: form.submitWith(async (body) => setPreview((await previewTemplate(template.name, body)).data)),
    ...(template.customised
      ? {
          reset: async () => {
            await resetTemplate(template.name)
            notifyMessage({ code: 'whitelabel.template_reset' })
            await refresh()
          },
        }
      : {}),
    templateTitle: title,
  })
  return (
    <>
      <Form ref={form.focusRef} onSubmit={() => run('wlServices.save', undefined, 'keyboard')} label={title}>
        <TextField label={t('wlServices.templates.subject')} {...form.field('subject')} />
        <TextAreaField label={t('wlServices.templates.body')} rows={10} hint={t('wlServices.templates.variables', { list: template.variables.map((v) => `{{${v}}}`).join(', ') })} {...form.field('body')} />
        <div className={pageStyles.row}>
          <CommandButton id="wlServices.save" variant="primary">{form.sending ? t('wlServices.saving') : t('wlServices.save')}</CommandButton>
          <CommandButton id="wlServices.preview">{t('wlServices.commands.preview')}</CommandButton>
          {template.customised ? <CommandButton id="wlServices.resetTemplate" variant="ghost">{t('wlServices.commands.resetTemplate')}</CommandButton> : null}
        </div>
      </Form>
      {preview ? (
        <section aria-labelledby="wl-template-preview" className={pageStyles.card}>
          <h3 id="wl-template-preview">{t('wlServices.templates.previewTitle')}</h3>
          <p>
            <strong>{t('wlServices.templates.subject')}:</strong> <span data-testid="wl-preview-subject">{preview.subject}</span>
          </p>
          <pre data-testid="wl-preview-text" style={{ whiteSpace: 'pre-wrap' }}>{preview.text}</pre>
        </section>
      ) : null}
    </>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'wouter'
import { saveWlLinks, wlLinksQuery, wlSettingsKeys } from '../../../../api/whitelabel-settings'
import { wlLinkKeys, wlLinksBody, type WlLinkKey, type WlLinks, type WlLinksBody } from '../../../../shared/whitelabel/links'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'
import { useSettingsPage } from '../billing/settings-slot'

type Values = Record<WlLinkKey, string>

const valuesOf = (links: WlLinks): Values => Object.fromEntries(wlLinkKeys.map((key) => [key, links[key] ?? ''])) as Values
/** A blank field clears its link. */
const toBody = (v: Values): WlLinksBody => Object.fromEntries(wlLinkKeys.map((key) => [key, v[key].trim() || null]))

/** whitelabel/custom-links: the reseller's resource links, listed on its Resources page. */
export default function CustomLinksPage() {
  const t = useT()
  const links = useQuery(wlLinksQuery())
  return (
    <section className={pageStyles.page} aria-labelledby="wl-links-title">
      <header className={pageStyles.header}>
        <h2 id="wl-links-title">{t('routes.whitelabel_customLinks')}</h2>
        <Link href="/whitelabel/resources">{t('wlPages.links.seeResources')}</Link>
      </header>
      <p className={pageStyles.muted}>{t('wlPages.links.intro')}</p>
      {links.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlPages.loadFailed')}</p> : !links.data ? <LoadingState /> : <LinksForm links={links.data} />}
    </section>
  )
}

function LinksForm({ links }: { links: WlLinks }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useValidatedForm<Values, WlLinksBody>(wlLinksBody, valuesOf(links), toBody)
  useSettingsPage({
    saveLinks: form.submitWith(async (body) => {
      const answer = await saveWlLinks(body)
      queryClient.setQueryData(wlSettingsKeys.links, { data: answer.data })
      form.setValues(valuesOf(answer.data))
      notifyMessage({ code: 'whitelabel.links_saved' })
    }),
  })
  return (
    <Form ref={form.focusRef} onSubmit={() => run('wlPages.saveLinks', undefined, 'keyboard')} label={t('routes.whitelabel_customLinks')}>
      {wlLinkKeys.map((key) => (
        <TextField key={key} label={t(`wlPages.links.labels.${key}`)} type="url" inputMode="url" autoComplete="url" hint={t('wlPages.links.hint')} {...form.field(key)} />
      ))}
      <div className={pageStyles.row}>
        <CommandButton id="wlPages.saveLinks" variant="primary">{form.sending ? t('wlPages.saving') : t('wlPages.links.save')}</CommandButton>
      </div>
    </Form>
  )
}

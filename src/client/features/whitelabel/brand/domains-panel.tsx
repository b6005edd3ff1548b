import type { WlDomain } from '../../../../shared/whitelabel/brand'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { Form } from '../../../ui/form'
import { Panel } from '../../../ui/panel'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'
import type { Message } from '../../../../shared/message-format'

type Props = {
  domains: readonly WlDomain[]
  value: string
  onValueChange(value: string): void
  errors?: readonly Message[]
  onSubmit(): void
  onFocusDomain(id: number | null): void
}

/** The reseller's custom domains: the add form, and per domain its state and the DNS record that proves it. */
export function DomainsPanel({ domains, value, onValueChange, errors, onSubmit, onFocusDomain }: Props) {
  const t = useT()
  return (
    <Panel aria-labelledby="wl-domains-title" data-wide="">
      <h2 id="wl-domains-title">{t('wlBrand.domains.title')}</h2>
      <p>{t('wlBrand.domains.lead')}</p>
      <Form onSubmit={onSubmit}>
        <TextField label={t('wlBrand.domains.domain')} name="domain" value={value} onValueChange={onValueChange} errors={errors} placeholder="app.example.com" />
        <div>
          <CommandButton id="whitelabel.domains.add">{t('wlBrand.commands.addDomain')}</CommandButton>
        </div>
      </Form>
      {domains.length === 0 ? (
        <p>{t('wlBrand.domains.empty')}</p>
      ) : (
        <table className={pageStyles.table} aria-labelledby="wl-domains-title">
          <thead>
            <tr>
              <th scope="col">{t('wlBrand.domains.domain')}</th>
              <th scope="col">{t('wlBrand.domains.status')}</th>
              <th scope="col">{t('wlBrand.domains.record')}</th>
              <th scope="col">{t('wlBrand.domains.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {domains.map((d) => (
              <tr key={d.id} onFocus={() => onFocusDomain(d.id)} onBlur={() => onFocusDomain(null)}>
                <td>{d.domain}</td>
                <td>
                  <span className={pageStyles.badge} data-tone={d.status === 'active' ? 'success' : 'info'}>
                    {t(`wlBrand.domains.statuses.${d.status}`)}
                  </span>
                </td>
                <td>
                  {t('wlBrand.domains.txt', { name: d.txtName, value: d.txtValue })}
                  {d.cnameTarget ? <div>{t('wlBrand.domains.cname', { target: d.cnameTarget })}</div> : null}
                </td>
                <td>
                  {d.status !== 'active' ? (
                    <CommandButton id="whitelabel.domains.verify" args={d.id} variant="secondary">
                      {t('wlBrand.commands.verifyDomain')}
                    </CommandButton>
                  ) : null}{' '}
                  <CommandButton id="whitelabel.domains.remove" args={d.id} variant="ghost">
                    {t('wlBrand.commands.removeDomain')}
                  </CommandButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  )
}

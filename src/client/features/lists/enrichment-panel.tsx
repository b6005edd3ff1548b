import type { EmailVerification, Employee, PhoneEnrichment } from '../../../shared/leads/enrichment'
import { useLocale, useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'

/** The keys enrichment writes on a lead; the details list leaves them to this panel. */
const enrichmentKeys = new Set([
  'email_verification', 'email_checked_at', 'invalid_emails', 'phone_enrichment', 'employees', 'employees_checked_at', 'employees_added',
  'employees_provider', 'enriched_at', 'enrichment_provider', 'enrichment_checked_at', 'contact_email', 'management', 'other_profiles',
])
export const isEnrichmentKey = (key: string) => enrichmentKeys.has(key)

const verdictTones = { valid: 'success', invalid: 'danger', risky: 'warning', unknown: 'neutral' } as const

/**
 * What enrichment found for a lead (result details page): the e-mail check with its verdict and source, the phones,
 * the employees, the influencer's contact record. Demo-provided data says so. Nothing when the lead was never enriched.
 */
export function EnrichmentPanel(props: { result: Record<string, unknown> }) {
  const t = useT()
  const { locale } = useLocale()
  const r = props.result
  const verification = r.email_verification as EmailVerification | null | undefined
  const phones = r.phone_enrichment as PhoneEnrichment | undefined
  const employees = r.employees as Employee[] | undefined
  const added = typeof r.employees_added === 'number' ? r.employees_added : null
  const management = r.management as { agency: string; email: string } | null | undefined
  if (!verification && !r.email_checked_at && !phones && !employees && added === null && !r.enriched_at && !r.enrichment_checked_at) return null

  const date = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString(locale) : '')
  const provider = (id: unknown) => {
    const key = `enrichment.result.providers.${String(id)}`
    const label = t(key)
    return label === key ? String(id) : label
  }
  const source = (id: unknown) =>
    id === 'demo' ? (
      <span className={pageStyles.badge} data-tone="demo">
        {t('enrichment.demo')}
      </span>
    ) : null
  return (
    <Panel aria-labelledby="result-enrichment">
      <h3 id="result-enrichment">{t('enrichment.result.title')}</h3>
      <dl className={pageStyles.facts}>
        {verification || r.email_checked_at ? (
          <>
            <dt>{t('enrichment.result.emailCheck')}</dt>
            <dd>
              {verification ? (
                <>
                  {verification.email}{' '}
                  <span className={pageStyles.badge} data-tone={verdictTones[verification.verdict]}>
                    {t(`enrichment.result.verdicts.${verification.verdict}`)}
                  </span>{' '}
                  {source(verification.provider)}{' '}
                  <span className={pageStyles.muted}>{t('enrichment.result.checkedBy', { provider: provider(verification.provider), date: date(verification.checked_at) })}</span>
                </>
              ) : (
                t('leads.emailStates.search_complete')
              )}
            </dd>
          </>
        ) : null}
        {phones ? (
          <>
            <dt>{t('enrichment.result.phones')}</dt>
            <dd>
              {phones.found ? (
                <>
                  {phones.mobile ? `${t('enrichment.result.mobile')}: ${phones.mobile}` : null}
                  {phones.mobile && phones.direct ? ' · ' : null}
                  {phones.direct ? `${t('enrichment.result.direct')}: ${phones.direct}` : null}
                </>
              ) : (
                t('enrichment.result.noPhone')
              )}{' '}
              {source(phones.provider)}
            </dd>
          </>
        ) : null}
        {r.enriched_at ? (
          <>
            <dt>{t('enrichment.result.contact')}</dt>
            <dd>
              {[r.contact_email, management ? `${management.agency} (${management.email})` : null].filter(Boolean).join(' · ')} {source(r.enrichment_provider)}
            </dd>
          </>
        ) : null}
        {added !== null ? (
          <>
            <dt>{t('enrichment.result.employees', { count: added })}</dt>
            <dd>{source(r.employees_provider)}</dd>
          </>
        ) : null}
      </dl>
      {employees ? (
        employees.length ? (
          <table>
            <caption>
              {t('enrichment.result.employees', { count: employees.length })} {source(r.employees_provider)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('enrichment.result.employee.name')}</th>
                <th scope="col">{t('enrichment.result.employee.position')}</th>
                <th scope="col">{t('enrichment.result.employee.email')}</th>
                <th scope="col">{t('enrichment.result.employee.phone')}</th>
              </tr>
            </thead>
            <tbody>
              {employees.map((e, i) => (
                <tr key={`${e.name}-${i}`}>
                  <td>{e.name}</td>
                  <td>{e.position ?? '—'}</td>
                  <td>{e.email ?? '—'}</td>
                  <td>{e.phone ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('enrichment.result.noEmployees')}</p>
        )
      ) : null}
    </Panel>
  )
}

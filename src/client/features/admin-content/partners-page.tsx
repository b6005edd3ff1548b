import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { deletePartner, partnersQuery } from '../../../api/admin-content'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { formatNumber } from '../../ui/intl-format'
import { QueryView } from '../../ui/query-view'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { useContentList, useRefreshContent } from './content-bits'

/** admin/partners: partners and referral partners, with the users each referral code brought. */
export default function PartnersPage() {
  const t = useT()
  const { locale } = useLocale()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  const partners = useQuery(partnersQuery())
  useContentList({
    kind: 'partner',
    rows: partners.data?.map((p) => ({ id: p.id, title: p.name })) ?? null,
    create: () => navigate('/admin/partners/create'),
    remove: async (id) => {
      const name = partners.data?.find((p) => p.id === id)?.name ?? ''
      await deletePartner(id)
      notifyMessage({ code: 'content.partner_deleted', params: { name } })
      await refresh()
    },
  })
  return (
    <section className={pageStyles.page} aria-labelledby="partners-title">
      <header className={pageStyles.header}>
        <h2 id="partners-title">{t('routes.admin_partners')}</h2>
        <CommandButton id="content.new" variant="primary">{t('content.partners.new')}</CommandButton>
      </header>
      <QueryView data={partners.data} isError={partners.isError} failed={t('content.loadFailed')} empty={t('content.partners.empty')}>
        {(rows) => (
          <table className={pageStyles.table}>
            <caption className="lc-visually-hidden">{t('routes.admin_partners')}</caption>
            <thead>
              <tr>
                {(['name', 'kind', 'code', 'commission', 'referred', 'status', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">{t(`content.partners.columns.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>{t(`content.partners.kinds.${p.kind}`)}</td>
                  <td>{p.referral_code ?? '—'}</td>
                  <td>{p.commission_percent == null ? '—' : `${formatNumber(p.commission_percent, locale)} %`}</td>
                  <td>{formatNumber(p.referred_users, locale)}</td>
                  <td>
                    <span className={pageStyles.badge} data-tone={p.active ? 'success' : 'warning'}>{t(p.active ? 'content.partners.active' : 'content.partners.inactive')}</span>
                  </td>
                  <td>
                    <div className={pageStyles.row}>
                      <Link href={`/admin/partners/${p.id}/edit`}>{t('content.editNamed', { title: p.name })}</Link>
                      <CommandButton id="content.delete" args={p.id} variant="ghost">{t('content.deleteNamed', { title: p.name })}</CommandButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  )
}

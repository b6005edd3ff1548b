import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import { wlPartnerListSlot } from '../../../../../commands/whitelabel-services'
import { deleteWlPartner, wlPartnersQuery, wlServiceKeys } from '../../../../api/whitelabel-services'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot } from '../../../ui/command-shell'
import { formatNumber } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'

/** whitelabel/partners: the reseller's own partners. */
export default function WlPartnersPage() {
  const t = useT()
  const { locale } = useLocale()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const partners = useQuery(wlPartnersQuery())
  const rows = useMemo(() => partners.data?.map((p) => ({ id: p.id, title: p.name })) ?? null, [partners.data])
  useProvideSlot(
    wlPartnerListSlot,
    useMemo(
      () => ({
        rows,
        create: () => navigate('/whitelabel/partners/create'),
        remove: async (id: number) => {
          const name = rows?.find((r) => r.id === id)?.title ?? ''
          await deleteWlPartner(id)
          notifyMessage({ code: 'whitelabel.partner_deleted', params: { name } })
          await queryClient.invalidateQueries({ queryKey: wlServiceKeys.partners })
        },
      }),
      [rows, navigate, queryClient],
    ),
  )
  return (
    <section className={pageStyles.page} aria-labelledby="wl-partners-title">
      <header className={pageStyles.header}>
        <h2 id="wl-partners-title">{t('routes.whitelabel_partners')}</h2>
        <CommandButton id="wlServices.newPartner" variant="primary">{t('wlServices.partners.new')}</CommandButton>
      </header>
      {partners.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlServices.loadFailed')}</p> : null}
      {!partners.data ? (
        partners.isError ? null : <LoadingState />
      ) : partners.data.length === 0 ? (
        <p className={pageStyles.muted}>{t('wlServices.partners.empty')}</p>
      ) : (
        <table className={pageStyles.table}>
          <caption className="lc-visually-hidden">{t('routes.whitelabel_partners')}</caption>
          <thead>
            <tr>
              {(['name', 'email', 'commission', 'status', 'actions'] as const).map((c) => (
                <th key={c} scope="col">{t(`wlServices.partners.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {partners.data.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td>{p.email ?? '—'}</td>
                <td>{p.commission_percent == null ? '—' : `${formatNumber(p.commission_percent, locale)} %`}</td>
                <td>
                  <span className={pageStyles.badge} data-tone={p.active ? 'success' : 'warning'}>{t(p.active ? 'wlServices.partners.active' : 'wlServices.partners.inactive')}</span>
                </td>
                <td>
                  <div className={pageStyles.row}>
                    <Link href={`/whitelabel/partners/${p.id}/edit`}>{t('wlServices.partners.editNamed', { title: p.name })}</Link>
                    <CommandButton id="wlServices.deletePartner" args={p.id} variant="ghost">{t('wlServices.partners.deleteNamed', { title: p.name })}</CommandButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { wlPackagesSlot, type WlPackagesSlot } from '../../../../../commands/whitelabel-packages'
import { deletePackage, packageKeys, packagesQuery, publishPackage } from '../../../../api/wl-packages'
import type { WlPackage } from '../../../../shared/whitelabel/packages'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot } from '../../../ui/command-shell'
import { formatMoney, formatNumber } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'

/** whitelabel/packages: the reseller's packages with their price, status and sales page; create, edit, publish, delete. */
export default function PackagesPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const query = useQuery(packagesQuery())
  const packages = query.data ?? null

  const slot = useMemo<WlPackagesSlot>(
    () => ({
      packages,
      publish: async (id) => {
        const pkg = await publishPackage(id)
        notifySuccess(t('wlPackages.list.published', { name: pkg.name }))
        await queryClient.invalidateQueries({ queryKey: packageKeys.all })
      },
      remove: async (id) => {
        const name = packages?.find((p) => p.id === id)?.name ?? ''
        const { result } = await deletePackage(id)
        notifySuccess(t(result === 'archived' ? 'wlPackages.list.archived' : 'wlPackages.list.deleted', { name }))
        await queryClient.invalidateQueries({ queryKey: packageKeys.all })
      },
    }),
    [packages, queryClient, t],
  )
  useProvideSlot(wlPackagesSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="packages-title">
      <div className={pageStyles.header}>
        <h2 id="packages-title">{t('routes.whitelabel_packages')}</h2>
        <CommandButton id="whitelabel.package.create" variant="primary">
          {t('wlPackages.list.create')}
        </CommandButton>
      </div>
      <p className={pageStyles.muted}>{t('wlPackages.list.lead')}</p>
      {query.isError ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t('wlPackages.list.loadFailed')}
        </p>
      ) : packages ? (
        <PackageTable packages={packages} />
      ) : (
        <LoadingState />
      )}
    </section>
  )
}

const columns = ['name', 'price', 'credits', 'status', 'salesPage', 'subscriptions', 'actions'] as const

function PackageTable({ packages }: { packages: readonly WlPackage[] }) {
  const t = useT()
  const { locale } = useLocale()
  if (!packages.length) return <p>{t('wlPackages.list.empty')}</p>
  return (
    <table className={pageStyles.table}>
      <caption>{t('wlPackages.list.caption', { count: packages.length })}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" data-numeric={c === 'credits' || c === 'subscriptions' ? '' : undefined}>
              {t(`wlPackages.list.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {packages.map((pkg) => (
          <tr key={pkg.id}>
            <th scope="row">{pkg.name}</th>
            <td>{formatMoney(pkg.price, pkg.currency, locale)}</td>
            <td data-numeric="">{formatNumber(pkg.credits, locale)}</td>
            <td>
              <span className={pageStyles.badge} data-tone={pkg.status === 'published' ? 'success' : 'info'}>
                {t(`wlPackages.status.${pkg.status}`)}
              </span>
            </td>
            <td>{pkg.sales_page ? `/sales/${pkg.sales_page.slug}` : '—'}</td>
            <td data-numeric="">{formatNumber(pkg.subscriptions, locale)}</td>
            <td>
              <div className={pageStyles.row}>
                <Link href={`/whitelabel/packages/${pkg.id}/edit`}>{t('wlPackages.list.editNamed', { name: pkg.name })}</Link>
                {pkg.status === 'published' ? null : (
                  <CommandButton id="whitelabel.package.publish" args={pkg.id} variant="secondary">
                    {t('wlPackages.list.publishNamed', { name: pkg.name })}
                  </CommandButton>
                )}
                <CommandButton id="whitelabel.package.salesSettings" args={pkg.id} variant="ghost">
                  {t('wlPackages.list.salesNamed', { name: pkg.name })}
                </CommandButton>
                <CommandButton id="whitelabel.package.delete" args={pkg.id} variant="ghost">
                  {t('wlPackages.list.deleteNamed', { name: pkg.name })}
                </CommandButton>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { packagesPath } from '../../../../../commands/whitelabel-packages'
import { packageKeys, packageQuery, updatePackage } from '../../../../api/wl-packages'
import { useT } from '../../../i18n'
import { useRouteMatch } from '../../../routing/match-route-def'
import { LoadingState } from '../../../ui/loading-state'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { Panel } from '../../../ui/panel'
import { PackageForm } from './package-form'

/** The package id of the route, or NaN for one that cannot be an id. */
export function usePackageId(): number {
  const raw = useRouteMatch()?.params.id ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
}

/** whitelabel/packages/{id}/edit: every field of one package; saving replaces them all. */
export default function PackageEditPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const id = usePackageId()
  const query = useQuery({ ...packageQuery(id), enabled: Number.isInteger(id) })
  const pkg = query.data
  const title = pkg ? t('wlPackages.form.editTitle', { name: pkg.name }) : t('routes.whitelabel_packageEdit')
  return (
    <section className={pageStyles.page} aria-labelledby="package-edit-title">
      <h2 id="package-edit-title">{title}</h2>
      {query.isError || !Number.isInteger(id) ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t('wlPackages.form.notFound')}
        </p>
      ) : pkg ? (
        <Panel>
          <PackageForm
            key={pkg.id}
            pkg={pkg}
            label={title}
            send={async (body) => {
              const saved = await updatePackage(pkg.id, body)
              queryClient.setQueryData(packageKeys.one(pkg.id), saved)
              await queryClient.invalidateQueries({ queryKey: packageKeys.all })
              notifySuccess(t('wlPackages.form.saved', { name: saved.name }))
              navigate(packagesPath)
            }}
          />
        </Panel>
      ) : (
        <LoadingState />
      )}
    </section>
  )
}

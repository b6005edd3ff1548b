import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { packagesPath } from '../../../../../commands/whitelabel-packages'
import { createPackage, packageKeys } from '../../../../api/wl-packages'
import { useT } from '../../../i18n'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { Panel } from '../../../ui/panel'
import { PackageForm } from './package-form'

/** whitelabel/packages/create: a new package, saved as a draft. */
export default function PackageCreatePage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return (
    <section className={pageStyles.page} aria-labelledby="package-create-title">
      <h2 id="package-create-title">{t('routes.whitelabel_packageCreate')}</h2>
      <Panel>
        <PackageForm
          label={t('routes.whitelabel_packageCreate')}
          send={async (body) => {
            const pkg = await createPackage(body)
            await queryClient.invalidateQueries({ queryKey: packageKeys.all })
            notifySuccess(t('wlPackages.form.created', { name: pkg.name }))
            navigate(packagesPath)
          }}
        />
      </Panel>
    </section>
  )
}

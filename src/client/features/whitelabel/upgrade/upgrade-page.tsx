import { Link } from 'wouter'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'
import { useSession } from '../../../session/use-session'

/**
 * whitelabel/upgrade: where the route guard sends a user without the white-label module. It says why they are here
 * and links to where the plan is changed (the billing portal, for an account with the wallet module).
 */
export default function UpgradePage() {
  const t = useT()
  const { modules } = useSession()
  const hasWhitelabel = modules.includes('whitelabel')
  return (
    <section className={pageStyles.page} aria-labelledby="wl-upgrade-title">
      <header className={pageStyles.header}>
        <h2 id="wl-upgrade-title">{t('routes.whitelabel_upgrade')}</h2>
      </header>
      {hasWhitelabel ? (
        <>
          <p className={pageStyles.notice} data-tone="success">{t('wlPages.upgrade.already')}</p>
          <Link href="/whitelabel/business-account">{t('wlPages.upgrade.open')}</Link>
        </>
      ) : (
        <>
          <p className={pageStyles.notice} role="alert">{t('wlPages.upgrade.noPermission')}</p>
          <p>{t('wlPages.upgrade.body')}</p>
          {modules.includes('wallet') ? <Link href="/billing-portal">{t('wlPages.upgrade.link')}</Link> : <p className={pageStyles.muted}>{t('wlPages.upgrade.askOwner')}</p>}
        </>
      )}
    </section>
  )
}

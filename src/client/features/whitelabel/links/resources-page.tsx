import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { wlLinksQuery } from '../../../../api/whitelabel-settings'
import { wlLinkKeys } from '../../../../shared/whitelabel/links'
import { useT } from '../../../i18n'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'

/** whitelabel/resources: the reseller's resource links, the ones set on its custom links page, in a fixed order. */
export default function ResourcesPage() {
  const t = useT()
  const links = useQuery(wlLinksQuery())
  const set = links.data ? wlLinkKeys.flatMap((key) => (links.data[key] ? [{ key, url: links.data[key] }] : [])) : []
  return (
    <section className={pageStyles.page} aria-labelledby="wl-resources-title">
      <header className={pageStyles.header}>
        <h2 id="wl-resources-title">{t('routes.whitelabel_resources')}</h2>
        <Link href="/whitelabel/custom-links">{t('wlPages.resources.edit')}</Link>
      </header>
      {links.isError ? (
        <p className={pageStyles.notice} data-tone="danger">{t('wlPages.loadFailed')}</p>
      ) : !links.data ? (
        <LoadingState />
      ) : set.length === 0 ? (
        <p className={pageStyles.muted}>{t('wlPages.resources.empty')}</p>
      ) : (
        <ul aria-label={t('routes.whitelabel_resources')}>
          {set.map(({ key, url }) => (
            <li key={key}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t(`wlPages.links.labels.${key}`)}
                <span className="lc-visually-hidden"> {t('wlPages.resources.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import { useT } from '../i18n'
import { Button } from './button'
import { pageStyles } from './page-styles'

/**
 * Previous and next page of a list, with "Page 2 of 5" between. The buttons stay focusable at either end
 * (aria-disabled), so the focus does not jump away when the last page is reached. Nothing when there is one page.
 */
export function Pager(props: { label: string; page: number; pages: number; onPage(page: number): void }) {
  const t = useT()
  const { page, pages } = props
  if (pages <= 1) return null
  return (
    <nav className={pageStyles.row} aria-label={props.label}>
      <Button type="button" data-variant="secondary" aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && props.onPage(page - 1)}>
        {t('app.common.previousPage')}
      </Button>
      <span>{t('app.common.pageOf', { page, pages })}</span>
      <Button type="button" data-variant="secondary" aria-disabled={page >= pages || undefined} onClick={() => page < pages && props.onPage(page + 1)}>
        {t('app.common.nextPage')}
      </Button>
    </nav>
  )
}

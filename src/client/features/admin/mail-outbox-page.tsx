import { useQuery } from '@tanstack/react-query'
import { outboxQuery } from '../../../api/admin'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { LoadingState } from '../../ui/loading-state'
import { Panel } from '../../ui/panel'
import { styled, theme } from '../../theme'

const Mails = styled('ol')`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Mail = styled('li')`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 12px 16px;
  h3 { font-size: 16px; margin-bottom: 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: 14px; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { margin: 0; white-space: pre-wrap; font-family: ${theme.font.mono}; font-size: 13px; background: ${theme.color.page}; padding: 8px; border-radius: 4px; }
`

const Header = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

/** The stored outbox (mail sent while no SMTP server is configured), so an admin can read codes. */
export default function MailOutboxPage() {
  const t = useT()
  const { locale } = useLocale()
  const query = useQuery(outboxQuery())
  const when = (iso: string) => new Date(iso).toLocaleString(locale)

  return (
    <Panel aria-labelledby="outbox-title" style={{ maxWidth: 960 }}>
      <Header>
        <h2 id="outbox-title">{t('app.outbox.title')}</h2>
        <Button type="button" data-variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
          {t('app.outbox.refresh')}
        </Button>
      </Header>
      <p>{t('app.outbox.lead')}</p>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <p role="alert">{t('app.outbox.failed')}</p> : null}
      {query.data && query.data.length === 0 ? <p>{t('app.outbox.empty')}</p> : null}
      {query.data?.length ? (
        <Mails>
          {query.data.map((m) => (
            <Mail key={m.id}>
              <h3>{m.subject}</h3>
              <dl>
                <dt>{t('app.outbox.to')}</dt>
                <dd>{m.to}</dd>
                <dt>{t('app.outbox.sent')}</dt>
                <dd>
                  <time dateTime={m.created_at}>{when(m.created_at)}</time>
                </dd>
              </dl>
              <pre>{m.text}</pre>
            </Mail>
          ))}
        </Mails>
      ) : null}
    </Panel>
  )
}

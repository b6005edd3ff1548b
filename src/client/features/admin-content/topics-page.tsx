import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { adminTopicsQuery, deleteTopic } from '../../../api/admin-content'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { QueryView } from '../../ui/query-view'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { useContentList, useRefreshContent } from './content-bits'

/** admin/topics: the topics of the onboarding courses, in order, with how many courses each holds. */
export default function TopicsPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  const topics = useQuery(adminTopicsQuery())
  useContentList({
    kind: 'topic',
    rows: topics.data ?? null,
    create: () => navigate('/admin/topics/create'),
    remove: async (id) => {
      const title = topics.data?.find((row) => row.id === id)?.title ?? ''
      await deleteTopic(id)
      notifyMessage({ code: 'content.topic_deleted', params: { title } })
      await refresh()
    },
  })
  return (
    <section className={pageStyles.page} aria-labelledby="topics-title">
      <header className={pageStyles.header}>
        <h2 id="topics-title">{t('routes.admin_topics')}</h2>
        <CommandButton id="content.new" variant="primary">{t('content.topics.new')}</CommandButton>
      </header>
      <QueryView data={topics.data} isError={topics.isError} failed={t('content.loadFailed')} empty={t('content.topics.empty')}>
        {(rows) => (
          <table className={pageStyles.table}>
            <caption className="lc-visually-hidden">{t('routes.admin_topics')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.form.title')}</th>
                <th scope="col">{t('content.form.position')}</th>
                <th scope="col">{t('content.topics.courses')}</th>
                <th scope="col">{t('content.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((topic) => (
                <tr key={topic.id}>
                  <th scope="row">{topic.title}</th>
                  <td>{topic.position}</td>
                  <td>{t('content.topics.courseCount', { count: topic.course_count })}</td>
                  <td>
                    <div className={pageStyles.row}>
                      <Link href={`/admin/topics/${topic.id}/edit`}>{t('content.editNamed', { title: topic.title })}</Link>
                      <CommandButton id="content.delete" args={topic.id} variant="ghost">{t('content.deleteNamed', { title: topic.title })}</CommandButton>
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

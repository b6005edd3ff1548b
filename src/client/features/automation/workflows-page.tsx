import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import { workflowsSlot, type WorkflowsSlot } from '../../../../commands/workflow-dashboard'
import { createWorkflow, deleteWorkflow, workflowKeys, workflowsQuery, workflowTemplatesQuery } from '../../../api/workflows'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { formatDateTime, formatNumber } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'

/** lead-search/workflow: the account's workflows with their status and runs; new ones from scratch or a template. */
export default function WorkflowsPage() {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const workflows = useQuery(workflowsQuery())
  const templates = useQuery(workflowTemplatesQuery(locale))

  const slot = useMemo<WorkflowsSlot>(
    () => ({
      workflows: workflows.data ?? null,
      templates: templates.data ?? null,
      create: async (key) => {
        const template = templates.data?.find((tpl) => tpl.key === key)
        const created = await createWorkflow(template ? { name: template.name, description: template.description, template: template.key } : { name: t('workflows.untitled') })
        queryClient.setQueryData(workflowKeys.one(created.id), created)
        void queryClient.invalidateQueries({ queryKey: workflowKeys.list })
        navigate(`/lead-search/workflow/${created.id}`)
      },
      remove: async (id) => {
        await deleteWorkflow(id)
        await queryClient.invalidateQueries({ queryKey: workflowKeys.list })
      },
    }),
    [workflows.data, templates.data, queryClient, navigate, t],
  )
  useProvideSlot(workflowsSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="workflows-title">
      <header className={pageStyles.header}>
        <h2 id="workflows-title">{t('routes.leadSearch_workflows')}</h2>
        <div className={pageStyles.row}>
          <CommandButton id="workflows.create" variant="primary" />
          <CommandButton id="workflows.createFromTemplate" />
        </div>
      </header>
      {workflows.isError ? <p className={pageStyles.notice} data-tone="danger" role="alert">{t('workflows.loadFailed')}</p> : null}
      {!workflows.data ? (
        workflows.isError ? null : <LoadingState />
      ) : workflows.data.length === 0 ? (
        <p className={pageStyles.muted}>{t('workflows.none')}</p>
      ) : (
        <table className={pageStyles.table} aria-labelledby="workflows-title">
          <thead>
            <tr>
              <th scope="col">{t('workflows.table.name')}</th>
              <th scope="col">{t('workflows.table.status')}</th>
              <th scope="col">{t('workflows.table.runs')}</th>
              <th scope="col">{t('workflows.table.lastRun')}</th>
              <th scope="col">{t('workflows.table.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {workflows.data.map((w) => (
              <tr key={w.id}>
                <td>
                  <Link href={`/lead-search/workflow/${w.id}`}>{w.name}</Link>
                  {w.description ? <div className={pageStyles.muted}>{w.description}</div> : null}
                </td>
                <td>
                  <span className={pageStyles.badge} data-tone={w.status === 'published' ? 'success' : 'info'}>
                    {w.published_version ? t('workflows.status.published', { version: w.published_version }) : t('workflows.status.draft')}
                  </span>
                  {w.published_version && w.draft_changed ? <div className={pageStyles.muted}>{t('workflows.status.changed')}</div> : null}
                </td>
                <td>{formatNumber(w.runs.total, locale)}</td>
                <td>{w.runs.last_at ? formatDateTime(w.runs.last_at, locale) : '—'}</td>
                <td>{formatDateTime(w.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section aria-labelledby="workflow-templates-title" className={pageStyles.page}>
        <h3 id="workflow-templates-title">{t('workflows.templates.title')}</h3>
        {templates.data ? (
          <ul className={pageStyles.page}>
            {templates.data.map((tpl) => (
              <li key={tpl.key}>
                <strong>{tpl.name}</strong> <span className={pageStyles.muted}>{tpl.description}</span>{' '}
                <CommandButton id="workflows.createFromTemplate" args={tpl.key} variant="link">
                  {t('workflows.templates.use', { name: tpl.name })}
                </CommandButton>
              </li>
            ))}
          </ul>
        ) : templates.isError ? null : <LoadingState />}
      </section>
    </section>
  )
}

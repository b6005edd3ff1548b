import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { variablesQuery } from '../../../api/ai'
import type { PromptVariable } from '../../../shared/ai/fine-tunes'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'

const sources: PromptVariable['source'][] = ['lead', 'business', 'fine_tune']

/** The variables a prompt may use, by where their value comes from. */
export function VariablesPanel() {
  const t = useT()
  const variables = useQuery(variablesQuery())
  return (
    <Panel aria-labelledby="variables-title" data-wide>
      <h3 id="variables-title">{t('ai.variables.title')}</h3>
      <dl className={pageStyles.facts}>
        {sources.map((source) => {
          const names = (variables.data ?? []).filter((v) => v.source === source)
          if (!names.length) return null
          return (
            <div key={source} style={{ display: 'contents' }}>
              <dt>{t(`ai.variables.sources.${source}`)}</dt>
              <dd>
                {names.map((v) => (
                  <Fragment key={v.name}>
                    <code title={v.description || undefined} className={pageStyles.badge}>{`{{${v.name}}}`}</code>{' '}
                  </Fragment>
                ))}
              </dd>
            </div>
          )
        })}
      </dl>
    </Panel>
  )
}

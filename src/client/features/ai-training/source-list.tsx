import type { TrainingSourceKind } from '../../../shared/ai/training'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { Pager } from '../../ui/pager'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import { trainingStyles } from './training-styles'
import type { Paging } from './use-source-page'

export type SourceItem = { kind: TrainingSourceKind; id: number; title: string; detail: string; tokens: number }

/**
 * The stored sources of one kind, a page at a time, each with its delete button (the `ai.training.delete` command with
 * its id); a search field once there is anything to search, and the pager when there is more than one page.
 */
export function SourceList(props: { label: string; items: readonly SourceItem[]; paging: Paging; empty: string }) {
  const t = useT()
  const { paging } = props
  const searching = paging.search.trim() !== ''
  return (
    <>
      {props.items.length > 0 || searching ? (
        <TextField type="search" label={t('aiTraining.searchNamed', { list: props.label })} value={paging.search} onValueChange={paging.onSearch} autoComplete="off" />
      ) : null}
      {props.items.length === 0 ? (
        <p className={pageStyles.muted}>{searching ? t('aiTraining.noMatch', { search: paging.search.trim() }) : props.empty}</p>
      ) : (
        <ul className={trainingStyles.list} aria-label={props.label}>
          {props.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <div>
                <span>{item.title}</span>
                <small>
                  {item.detail ? `${item.detail} · ` : ''}
                  {t('aiTraining.tokens', { count: item.tokens })}
                </small>
              </div>
              <CommandButton id="ai.training.delete" args={{ kind: item.kind, id: item.id }} variant="ghost">
                {t('aiTraining.deleteNamed', { name: item.title })}
              </CommandButton>
            </li>
          ))}
        </ul>
      )}
      <Pager label={props.label} page={paging.page} pages={paging.pages} onPage={paging.onPage} />
    </>
  )
}

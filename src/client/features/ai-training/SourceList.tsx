import type { TrainingSourceKind } from '../../../shared/ai/training'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/CommandButton'
import { pageStyles } from '../../ui/pageStyles'
import { trainingStyles } from './trainingStyles'

export type SourceItem = { kind: TrainingSourceKind; id: number; title: string; detail: string; tokens: number }

/** The stored sources of one kind, each with its delete button (the `ai.training.delete` command with its id). */
export function SourceList(props: { label: string; items: readonly SourceItem[]; total: number; empty: string }) {
  const t = useT()
  if (props.items.length === 0) return <p className={pageStyles.muted}>{props.empty}</p>
  return (
    <>
      <ul className={trainingStyles.list} aria-label={props.label}>
        {props.items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <div>
              <span>{item.title}</span>
              <small>
                {item.detail ? `${item.detail} · ` : ''}
                {t('aiTraining.tokens', { count: item.tokens.toLocaleString() })}
              </small>
            </div>
            <CommandButton id="ai.training.delete" args={{ kind: item.kind, id: item.id }} variant="ghost">
              {t('aiTraining.deleteNamed', { name: item.title })}
            </CommandButton>
          </li>
        ))}
      </ul>
      {props.total > props.items.length ? <p className={pageStyles.muted}>{t('aiTraining.showing', { shown: props.items.length, total: props.total })}</p> : null}
    </>
  )
}

import type { KeyboardEvent } from 'react'
import type { ListState } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'

export const listStates: ListState[] = ['Active', 'Incomplete', 'Archived']

const tabs = css`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${theme.color.border};
  button { all: unset; cursor: pointer; padding: 8px 16px; font-weight: 600; color: ${theme.color.muted}; border-bottom: 3px solid transparent; }
  button[aria-selected='true'] { color: ${theme.color.text}; border-bottom-color: ${theme.color.primary}; }
  button:focus-visible { box-shadow: ${theme.focusRing}; }
`

/** Active / Incomplete / Archived as tabs: arrow keys move between them (roving tab index). */
export function StateTabs(props: { value: ListState; onChange(state: ListState): void; panelId: string }) {
  const t = useT()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = listStates[(listStates.indexOf(props.value) + delta + listStates.length) % listStates.length]
    props.onChange(next)
    requestAnimationFrame(() => document.getElementById(`tab-${next}`)?.focus())
  }
  return (
    <div role="tablist" aria-label={t('leads.savedLists.states')} className={tabs} onKeyDown={onKeyDown}>
      {listStates.map((state) => (
        <button
          key={state}
          id={`tab-${state}`}
          type="button"
          role="tab"
          aria-selected={props.value === state}
          aria-controls={props.panelId}
          tabIndex={props.value === state ? 0 : -1}
          onClick={() => props.onChange(state)}
        >
          {t(`leads.states.${state}`)}
        </button>
      ))}
    </div>
  )
}

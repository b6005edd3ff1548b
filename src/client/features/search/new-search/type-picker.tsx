import { Link } from 'wouter'
import { leadTypes, type LeadType } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { leadStyles } from '../../../ui/lead-styles'

const options = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 8px;
  label, a {
    display: flex; gap: 8px; align-items: center; padding: 10px 12px; min-height: 44px;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; color: ${theme.color.text}; text-decoration: none; cursor: pointer;
  }
  label:has(input:checked) { border-color: ${theme.color.primary}; background: #F2F0FF; }
`

/** The search type picker: the six lead types as radios (arrow keys move), plus the workflow entry. */
export function TypePicker(props: { value: LeadType; onChange(type: LeadType): void; disabled?: boolean }) {
  const t = useT()
  return (
    <fieldset className={leadStyles.fieldset}>
      <legend>{t('leads.newSearch.type')}</legend>
      <div className={options}>
        {leadTypes.map((type) => (
          <label key={type}>
            <input type="radio" name="search-type" value={type} checked={props.value === type} disabled={props.disabled} onChange={() => props.onChange(type)} />
            {t(`leads.types.${type}`)}
          </label>
        ))}
        {props.disabled ? null : <Link href="/lead-search/workflow">{t('leads.types.workflow')}</Link>}
      </div>
    </fieldset>
  )
}

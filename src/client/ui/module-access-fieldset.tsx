import { useId } from 'react'
import type { ModuleSlug } from '../../shared/modules'
import type { Message } from '../../shared/message-format'
import { useT } from '../i18n'
import { css, theme } from '../theme'
import { FieldMessages } from './field-messages'

const accessStyle = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 12px;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  legend { font-size: 14px; font-weight: 600; padding: 0 4px; }
  label { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; }
  input { width: 18px; height: 18px; margin: 0; }
  & > ul { flex-basis: 100%; }
`

/**
 * The access options of a team member, a related account or an API key: one checkbox per module offered, named in
 * the user's language, with the `modules` field's messages under them.
 */
export function ModuleAccessFieldset(props: {
  legend: string
  options: readonly ModuleSlug[]
  chosen: Readonly<Record<ModuleSlug, boolean>>
  onChange(slug: ModuleSlug, checked: boolean): void
  errors?: readonly Message[]
  /** The id of the first checkbox, for a form that focuses it first. */
  firstId?: string
}) {
  const t = useT()
  const errorsId = `${useId()}-access`
  const invalid = Boolean(props.errors?.length)
  return (
    <fieldset className={accessStyle} aria-describedby={invalid ? errorsId : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((slug, i) => (
        <label key={slug}>
          <input
            id={i === 0 ? props.firstId : undefined}
            type="checkbox"
            name={`module-${slug}`}
            checked={props.chosen[slug]}
            aria-invalid={invalid || undefined}
            onChange={(e) => props.onChange(slug, e.target.checked)}
          />
          {t(`messageNames.modules.${slug}`)}
        </label>
      ))}
      <FieldMessages id={errorsId} messages={props.errors} />
    </fieldset>
  )
}

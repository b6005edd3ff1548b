import { useId } from 'react'
import { isLocale, localeNames, locales } from '../../shared/i18n/locales'
import { useLocale, useT } from '../i18n'
import { useChangeLocale } from '../session/use-change-locale'
import { css, theme } from '../theme'

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  /* The layout around it says the colour: it reads on that layout's background. */
  color: inherit;
  select {
    font: inherit;
    padding: 4px 8px;
    border-radius: ${theme.radius.sm};
    border: 1px solid #8A94A6;
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`

export function LanguagePicker() {
  const t = useT()
  const id = useId()
  const { locale } = useLocale()
  const change = useChangeLocale()
  return (
    <span className={wrap}>
      <label htmlFor={id}>{t('app.common.language')}</label>
      <select id={id} value={locale} onChange={(e) => isLocale(e.target.value) && change(e.target.value)}>
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </span>
  )
}

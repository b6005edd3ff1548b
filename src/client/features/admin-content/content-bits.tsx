import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { contentKeys } from '../../../api/admin-content'
import { contentFormSlot, contentListSlot, type ContentListSlot } from '../../../../commands/admin-content'
import type { ContentLanguage } from '../../../shared/admin-content/types'
import type { Message } from '../../../shared/message-format'
import { useT } from '../../i18n'
import { useRouteMatch } from '../../routing/match-route-def'
import { useProvideSlot } from '../../ui/command-shell'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'

export const contentLanguages: readonly ContentLanguage[] = ['es', 'fr', 'de']

/** A numeric route parameter; 0 when absent or not a row id. */
export function useRouteId(name = 'id'): number {
  const raw = useRouteMatch()?.params[name] ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0
}

/** Everything the content screens cached is read again after a change (lists show counts of each other). */
export function useRefreshContent() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all })
}

/** Provides the list slot (new, delete, move) for the rows on screen. */
export function useContentList(slot: ContentListSlot) {
  useProvideSlot(contentListSlot, useMemo(() => slot, [slot.kind, slot.rows]))
}

/** Provides the form slot: the latest `save` runs, whatever render the command reads it from. */
export function useContentForm(save: () => Promise<void>) {
  const latest = useRef(save)
  latest.current = save
  useProvideSlot(contentFormSlot, useMemo(() => ({ save: () => latest.current() }), []))
}

type Field = { name: string; value: string; onValueChange(v: string): void; errors?: readonly Message[] }

/** The translated fields of a record, one group per language; a blank field shows the English text to users. */
export function TranslationFields(props: { fields: readonly { key: string; label: string }[]; field(name: string): Field }) {
  const t = useT()
  return (
    <>
      {contentLanguages.map((lang) => (
        <fieldset key={lang} className={pageStyles.fieldRow}>
          <legend>{t(`content.languages.${lang}`)}</legend>
          {props.fields.map((f) => (
            <TextField key={f.key} label={`${f.label} (${t(`content.languages.${lang}`)})`} hint={t('content.form.translationHint')} {...props.field(`translations.${lang}.${f.key}`)} />
          ))}
        </fieldset>
      ))}
    </>
  )
}

/** The values of translated fields, flat as the form keeps them (`translations.es.title`). */
export function flatTranslations(translations: Partial<Record<ContentLanguage, Partial<Record<string, string>>>>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(contentLanguages.flatMap((lang) => keys.map((key) => [`translations.${lang}.${key}`, translations[lang]?.[key] ?? ''])))
}

/** The flat translated fields back as the body's `translations` object. */
export function nestedTranslations(values: Record<string, string | boolean>, keys: readonly string[]) {
  return Object.fromEntries(contentLanguages.map((lang) => [lang, Object.fromEntries(keys.map((key) => [key, String(values[`translations.${lang}.${key}`] ?? '')]))]))
}

import type { ContentLanguage, ContentTranslations } from '../../../shared/admin-content/types'

const languages: readonly ContentLanguage[] = ['es', 'fr', 'de']

/**
 * The translations to store: blank fields and empty languages are left out (they read as the English column), and
 * `transform` rewrites each kept value (a page body is sanitised).
 */
export function storedTranslations<K extends string>(
  given: Partial<Record<ContentLanguage, Partial<Record<K, string | undefined>>>> | undefined,
  transform: (field: K, value: string) => string = (_field, value) => value.trim(),
): ContentTranslations<K> {
  const stored: ContentTranslations<K> = {}
  for (const lang of languages) {
    const fields = Object.entries(given?.[lang] ?? {}) as [K, string | undefined][]
    const kept = fields.flatMap(([field, value]) => (value?.trim() ? [[field, transform(field, value)] as const] : [])).filter(([, v]) => v !== '')
    if (kept.length) stored[lang] = Object.fromEntries(kept) as Partial<Record<K, string>>
  }
  return stored
}

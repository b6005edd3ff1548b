import rosetta from 'rosetta'
import { loadCatalogues } from '../../src/shared/i18n/index'

const catalogues = await loadCatalogues()

/** The English catalogue through rosetta, as the client reads it. */
export function englishTranslator(): (key: string, params?: Record<string, unknown>) => string {
  const i18n = rosetta({ en: catalogues.en })
  i18n.locale('en')
  return (key, params) => i18n.t(key, params) || key
}

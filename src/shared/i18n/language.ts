import { features } from '../features'
import { mergeCatalogues, type Catalogue, type Locale } from './locales'

/**
 * A whole language: the shell's core (passed in, so the client can keep the English core in its first chunk) and
 * every registered feature's strings, each feature's file a chunk of its own, merged key by key.
 */
export async function loadLanguage(locale: Locale, core: () => Promise<Catalogue>): Promise<Catalogue> {
  const parts = await Promise.all([core(), ...features.flatMap((feature) => (feature.catalogue ? [feature.catalogue[locale]()] : []))])
  return mergeCatalogues(...parts)
}

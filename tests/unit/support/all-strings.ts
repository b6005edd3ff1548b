import { provideStrings } from '../../../src/client/i18n'
import { loadCatalogues, locales } from '../../../src/shared/i18n/index'

// Unit tests render pages on their own, without the main layout that waits for the active language's strings:
// every language is there from the start. tests/unit/i18n-loading.test.tsx covers the on-demand loading itself.
const catalogues = await loadCatalogues()
for (const locale of locales) provideStrings(locale, catalogues[locale])

import { enums } from 'superstruct'
import { localeNames, locales, type Locale } from '../src/shared/i18n/locales'
import { defineCommand, type AnyCommand } from './registry'

export const openPalette = defineCommand({
  id: 'ui.palette',
  title: 'commands.ui.palette',
  group: 'interface',
  keywords: ['command', 'search', 'menu'],
  shortcut: '$mod+k',
  scope: 'global',
  when: () => true,
  run: (ctx) => ctx.openPalette(),
})

/** `?` is typed with Shift on common layouts, and tinykeys refuses a press with an undeclared modifier. */
export const openCheatSheet = defineCommand({
  id: 'ui.cheatSheet',
  title: 'commands.ui.cheatSheet',
  group: 'interface',
  keywords: ['keyboard', 'shortcuts', 'help', 'keys'],
  shortcut: 'Shift+?',
  scope: 'global',
  when: () => true,
  run: (ctx) => ctx.openCheatSheet(),
})

export const toggleSidebar = defineCommand({
  id: 'ui.toggleSidebar',
  title: 'commands.ui.toggleSidebar',
  group: 'interface',
  keywords: ['menu', 'navigation', 'collapse'],
  shortcut: '$mod+b',
  scope: 'global',
  when: (ctx) => (ctx.user ? true : 'commands.reason.signInRequired'),
  run: (ctx) => ctx.toggleSidebar(),
})

export const languageArgs = enums([...locales])

/** Choose the interface language; the palette asks for the language in a second step. */
export const changeLanguage = defineCommand<Locale>({
  id: 'ui.language',
  title: 'commands.ui.language',
  group: 'interface',
  keywords: ['language', 'locale', 'translate', ...Object.values(localeNames)],
  scope: 'global',
  when: () => true,
  args: languageArgs,
  argChoices: () => locales.map((locale) => ({ value: locale, title: `commands.languageNames.${locale}` })),
  run: (ctx, locale) => ctx.setLocale(locale),
})

/** One step versions of ui.language, one per locale, so the palette and tests can switch at once. */
export const changeLanguageTo: AnyCommand[] = locales.map((locale) =>
  defineCommand({
    id: `ui.language.${locale}`,
    title: 'commands.ui.languageTo',
    titleParams: { language: `@commands.languageNames.${locale}` },
    group: 'interface',
    keywords: ['language', localeNames[locale], locale],
    scope: 'global',
    when: (ctx) => (ctx.locale === locale ? 'commands.reason.languageActive' : true),
    run: (ctx) => ctx.setLocale(locale),
  }),
)

export const interfaceCommands: AnyCommand[] = [openPalette, openCheatSheet, toggleSidebar, changeLanguage, ...changeLanguageTo]

import type { Command, CommandGroup } from './types'

type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * i18n key of a route's human title. Route names are dotted ('leadSearch.savedLists') and rosetta reads dots as
 * nesting, so the catalogue keeps one flat `routes` object whose keys replace the dots with underscores:
 * routeTitleKey('leadSearch.savedLists') === 'routes.leadSearch_savedLists'.
 */
export function routeTitleKey(routeName: string): string {
  return `routes.${routeName.replaceAll('.', '_')}`
}

export function groupTitleKey(group: CommandGroup): string {
  return `commands.groups.${group}`
}

/** Title params starting with `@` are keys themselves ('@routes.settings_wallet'); they are translated first. */
export function commandTitle(command: Pick<Command, 'title' | 'titleParams'>, t: Translate): string {
  if (!command.titleParams) return t(command.title)
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(command.titleParams)) {
    params[name] = typeof value === 'string' && value.startsWith('@') ? t(value.slice(1)) : value
  }
  return t(command.title, params)
}

/** Every i18n key a command needs: its title and the keys among its title params. */
export function commandTextKeys(command: Pick<Command, 'title' | 'titleParams'>): string[] {
  const params = Object.values(command.titleParams ?? {}).flatMap((v) => (typeof v === 'string' && v.startsWith('@') ? [v.slice(1)] : []))
  return [command.title, ...params]
}

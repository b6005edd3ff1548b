import rosetta from 'rosetta'
import type { CommandContext } from '../../../commands/types'
import { catalogues, type Locale } from '../../../src/shared/i18n/index'
import type { ModuleSlug } from '../../../src/shared/modules'
import type { User } from '../../../src/shared/types'

export function testUser(modules: readonly ModuleSlug[]): User {
  return {
    id: 1,
    first_name: 'Test',
    last_name: 'User',
    email: 'test@example.com',
    created_at: '2024-01-01T00:00:00.000Z',
    hash: 'h',
    role: 'user',
    modules: modules.map((slug, i) => ({ id: i + 1, slug })),
    email_verified_at: null,
    terms_accepted_at: null,
    language: null,
    license_time: null,
    last_reset: null,
    additional_query_count: 0,
    referral_partner: null,
    parent_id: null,
    is_child: false,
    has_google_api_key: false,
  }
}

export function translator(locale: Locale = 'en'): CommandContext['t'] {
  const i18n = rosetta(catalogues)
  return (key, params) => i18n.t(key, params, locale) || key
}

export type RecordedContext = CommandContext & { calls: string[] }

/** A context built by hand, as the client shell would, recording what commands do. */
export function commandContext(options: { signedIn?: boolean; modules?: readonly ModuleSlug[]; locale?: Locale } = {}): RecordedContext {
  const { signedIn = true, modules = [], locale = 'en' } = options
  const calls: string[] = []
  return {
    calls,
    user: signedIn ? testUser(modules) : null,
    modules: signedIn ? modules : [],
    route: { name: null, path: '/', params: {} },
    locale,
    t: translator(locale),
    navigate: (to) => void calls.push(`navigate:${to}`),
    setLocale: (l) => void calls.push(`setLocale:${l}`),
    logout: () => void calls.push('logout'),
    toggleSidebar: () => void calls.push('toggleSidebar'),
    openPalette: () => void calls.push('openPalette'),
    openCheatSheet: () => void calls.push('openCheatSheet'),
    notify: (message, kind) => void calls.push(`notify:${kind ?? 'info'}:${message}`),
  }
}

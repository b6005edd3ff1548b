import rosetta from 'rosetta'
import type { Slot } from '../../../commands/slots'
import type { CommandContext, ConfirmRequest } from '../../../commands/types'
import { loadCatalogues, type Locale } from '../../../src/shared/i18n/index'
import type { ModuleSlug } from '../../../src/shared/modules'
import { pluralLookup } from '../../../src/shared/message-wording'
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
    terms_version: 1,
    terms_required: false,
    language: null,
    license_time: null,
    last_reset: null,
    additional_query_count: 0,
    referral_partner: null,
    parent_id: null,
    is_child: false,
    has_google_api_key: false,
    is_partner: false,
    is_referral_partner: false,
    account: { id: 1, name: "Test account", role: 'user', access: 'owner', modules: modules.map((slug, i) => ({ id: i + 1, slug })), parent_id: null, parent_name: null, is_child: false, status: 'active', plan: null, current: true },
  }
}

const catalogues = await loadCatalogues()

export function translator(locale: Locale = 'en'): CommandContext['t'] {
  const i18n = rosetta(catalogues)
  return (key, params) => {
    const found = i18n.t(key, params, locale)
    const plural = pluralLookup(found, key, locale, params)
    return (plural ? i18n.t(plural.key, plural.params, locale) : found) || key
  }
}

export type RecordedContext = CommandContext & {
  calls: string[]
  slots: Map<string, unknown>
  /** Every question a command asked (ctx.confirm), in order. */
  confirms: ConfirmRequest[]
  /** What the next questions are answered; true (go ahead) when none is left. */
  answers: boolean[]
}

/** A slot's value as a page would provide it. */
export type Provided<T = unknown> = readonly [Slot<T>, T]
/** The context with these slots provided (later ones win), as the pages on screen would. */
export function withSlots(ctx: RecordedContext, ...provided: Provided<any>[]): RecordedContext {
  const slots = new Map(ctx.slots)
  for (const [slot, value] of provided) slots.set(slot.name, value)
  return { ...ctx, slots, get: <T,>(slot: Slot<T>) => slots.get(slot.name) as T | undefined }
}

/** A context built by hand, as the client shell would, recording what commands do. */
export function commandContext(options: { signedIn?: boolean; modules?: readonly ModuleSlug[]; locale?: Locale } = {}): RecordedContext {
  const { signedIn = true, modules = [], locale = 'en' } = options
  const calls: string[] = []
  const slots = new Map<string, unknown>()
  const confirms: ConfirmRequest[] = []
  const answers: boolean[] = []
  return {
    calls,
    slots,
    confirms,
    answers,
    confirm: async (request) => {
      confirms.push(request)
      calls.push(`confirm:${request.title}`)
      return answers.shift() ?? true
    },
    get: <T,>(slot: Slot<T>) => slots.get(slot.name) as T | undefined,
    user: signedIn ? testUser(modules) : null,
    modules: signedIn ? modules : [],
    route: { name: null, path: '/', params: {} },
    locale,
    t: translator(locale),
    navigate: (to) => void calls.push(`navigate:${to}`),
    setLocale: (l) => void calls.push(`setLocale:${l}`),
    logout: () => void calls.push('logout'),
    toggleSidebar: () => void calls.push('toggleSidebar'),
    openPalette: (opening) => void calls.push(opening ? `openPalette:${JSON.stringify(opening)}` : 'openPalette'),
    openCheatSheet: () => void calls.push('openCheatSheet'),
    notify: (message, kind) => void calls.push(`notify:${kind ?? 'info'}:${message}`),
  }
}

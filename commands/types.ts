import type { Struct } from 'superstruct'
import type { User } from '../src/shared/types'
import type { ModuleSlug } from '../src/shared/modules'
import type { Locale } from '../src/shared/i18n'
import type { ResultFilter, ResultScope } from '../src/shared/leads/filters'
import type { Campaign, ListState } from '../src/shared/leads/types'
import type { LeadJob, LeadJobKind } from '../src/shared/leads/lead-jobs'

export type CommandGroup = 'navigate' | 'session' | 'interface' | 'lists' | 'search' | 'wallet' | 'admin' | 'whitelabel' | 'ai' | 'lab' | 'integrations'
/** Where a command applies: everywhere, on an open list, on a table selection, or on one named route. */
export type CommandScope = 'global' | 'list' | 'selection' | `route:${string}`
export type CommandSource = 'palette' | 'keyboard' | 'button' | 'api'

/** Everything a command may read or do. Built by the client shell; tests build it by hand. */
export type CommandContext = {
  user: User | null
  modules: readonly ModuleSlug[]
  route: { name: string | null; path: string; params: Record<string, string> }
  locale: Locale
  navigate(to: string): void
  t(key: string, params?: Record<string, unknown>): string
  setLocale(locale: Locale): void
  logout(): void | Promise<void>
  toggleSidebar(): void
  openPalette(): void
  openCheatSheet(): void
  notify(message: string, kind?: 'success' | 'error'): void
} & PageContext

/** The keyboard model of the table or grid on screen (j/k move, x select, Shift+x range). */
export type RowCommands = { next(): void; previous(): void; toggle(): void; range(): void; selectAll(): void }
/** Panels a lead-search page opens for a command. */
export type LeadPanel = 'moreFilters' | 'search' | 'labels' | 'manualEntry' | 'history' | 'export'
/** Lead-search effects the page on screen implements (API calls, dialogs, the table's filter). */
export type LeadActions = {
  setFilter(patch: Partial<ResultFilter>): void
  open(panel: LeadPanel): void
  confirm(messageKey: string, params?: Record<string, unknown>): Promise<boolean>
  archiveLists(lists: readonly Campaign[], archived: boolean): Promise<void>
  deleteLists(lists: readonly Campaign[]): Promise<void>
  /** Resolves with how many results were deleted. */
  deleteResults(list: Campaign, scope: ResultScope): Promise<number>
  exportCsv(list: Campaign, scope: ResultScope): Promise<void>
  /**
   * A bulk job over the open list's leads (enrichment, CRM, AI): shows the estimate ("up to N credits for M leads"),
   * asks to confirm, starts it; the progress bar follows. Resolves null when the user declines.
   */
  startJob(kind: LeadJobKind, scope: ResultScope, params?: Record<string, unknown>): Promise<LeadJob | null>
  cancelJob(jobId: number): Promise<void>
  /** Queues a job's failed leads again (all, or the chosen result ids) and resumes it; resolves with how many. */
  redeliverJob(jobId: number, resultIds?: readonly number[]): Promise<number>
  showJobFailures(jobId: number): void
}

/**
 * What the page on screen adds to the context while mounted (all optional: absent on other pages). Pages provide
 * it with useProvideCommandContext (src/client/ui/command-shell.tsx).
 */
export type PageContext = {
  /** The open list (saved-lists/{type}-{id} and its children). */
  list?: Campaign | null
  /** Result ids selected in the open list's table. */
  selection?: readonly number[]
  /** The results table's current filter. */
  filter?: ResultFilter
  /** The lead jobs the open list shows progress for (at work, or ended while the page was open). */
  leadJobs?: readonly LeadJob[]
  /** Lists selected on the saved-lists page. */
  selectedLists?: readonly Campaign[]
  /** The user's lists the palette knows about (list.open offers them). */
  knownLists?: readonly Campaign[]
  rows?: RowCommands
  /** The wallet page (settings/wallet): its summary and actions (commands/wallet.ts). */
  wallet?: import('./wallet').WalletActions
  leads?: LeadActions
  /** The new-search form on screen: runs the search it holds. */
  submitSearch?(): void
  /** The saved-lists page: grid or list view, and which state's tab shows. */
  savedLists?: { toggleView(): void; showState(state: ListState): void }
  /** The AI writer of the open list (src/client/features/ai/ai-write-bridge.tsx). */
  aiWriter?: AiWriterActions
  /** The ICP suggestions page. */
  icp?: IcpActions
  /** The AI assistant page (prompts, fine-tunes) and the admin's default prompts page. */
  aiAssistant?: AiAssistantActions
  /** CRM connections and webhooks (list page and integration pages), with the integration pages' actions. */
  integrations?: import('./integrations').IntegrationsContext
  /** The API key page. */
  apiKeys?: import('./integrations').ApiKeysContext
  /** The ai/training page (commands/ai-training.ts). */
  aiTraining?: import('./ai-training').AiTrainingActions
  /** The settings/business-profile page. */
  businessProfile?: import('./ai-training').BusinessProfileActions
}

/** null while the business profile is loading; false makes every AI command say why it is unavailable. */
export type AiWriterActions = { profileComplete: boolean | null; openDialog(): void }
export type IcpActions = { profileComplete: boolean | null; count: number; generate(): Promise<void>; openSearch(index: number): void }
export type AiAssistantActions = {
  profileComplete: boolean | null
  /** Which panels the page has: the user's assistant, or the super admin's defaults. */
  page: 'assistant' | 'defaults'
  newPrompt(): void
  newFineTune(): void
  /** Resolves with how many answers were written (null where the page writes none). */
  generateFineTunes(): Promise<number | null>
  preview(): void | Promise<void>
}

export type Command<A = unknown> = {
  /** Dotted namespace, unique: 'nav.savedLists', 'session.logout'. */
  id: string
  /** i18n key of the title the palette, buttons and cheat sheet show. */
  title: string
  /** Values for the title's placeholders, themselves i18n keys when they start with `@` ('@routes.x'). */
  titleParams?: Record<string, string>
  group: CommandGroup
  keywords?: string[]
  /** tinykeys syntax, declared once here: 'Shift+A', '$mod+k', 'g l'. */
  shortcut?: string
  scope: CommandScope
  /** true when available; a string is the i18n key of the reason it is not. */
  when(ctx: CommandContext): boolean | string
  args?: Struct<A, unknown>
  /** The values a picker offers for `args` (the palette's second step); titles are i18n keys. */
  argChoices?(ctx: CommandContext): Array<{ value: A; title: string; titleParams?: Record<string, string> }>
  run(ctx: CommandContext, args: A): void | Promise<void>
}

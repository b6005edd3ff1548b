import { boolean, enums, integer, object, optional, union } from 'superstruct'
import { promptTypes, type PromptType } from '../src/shared/ai/prompts'
import { isFiltered, jobScope, startAnnouncedJob, type JobScopeChoice } from './lead-jobs'
import { leadsAvailable, listActionAvailability, openListOf, openListSlot, selectionOf } from './lists'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** The AI writer of the open list. `profileComplete` is null while the business profile loads; false makes every AI command say why it is unavailable. */
export type AiWriterSlot = { profileComplete: boolean | null; openDialog(): void; closeDialog(): void }
export type IcpSlot = { profileComplete: boolean | null; count: number; generate(): Promise<void>; openSearch(index: number): void }
/** The AI assistant page (prompts, fine-tunes) and the admin's default prompts page. */
export type AiAssistantSlot = {
  profileComplete: boolean | null
  /** Which panels the page has: the user's assistant, or the super admin's defaults. */
  page: 'assistant' | 'defaults'
  newPrompt(): void
  newFineTune(): void
  /** Resolves with how many answers were written (null where the page writes none). */
  generateFineTunes(): Promise<number | null>
  preview(): void | Promise<void>
}
export const aiWriterSlot = defineSlot<AiWriterSlot>('aiWriter')
export const icpSlot = defineSlot<IcpSlot>('icp')
export const aiAssistantSlot = defineSlot<AiAssistantSlot>('aiAssistant')

/** The reason every AI tool gives until the business profile is complete. */
export const profileReason = 'ai.gate.message'

function aiAvailable(ctx: Pick<CommandContext, 'user' | 'modules'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('ai_suggest')) return 'commands.reason.module.ai_suggest'
  return true
}

const selected = selectionOf
const scopeKey = (ctx: CommandContext) => (selected(ctx).length ? 'selection' : isFiltered(ctx.get(openListSlot)?.filter) ? 'filter' : 'all')

function writerAvailable(ctx: CommandContext): true | string {
  const base = listActionAvailability('ai', ctx)
  if (base !== true) return base
  const writer = ctx.get(aiWriterSlot)
  if (!writer) return 'leads.reason.openList'
  return writer.profileComplete === false ? profileReason : true
}

/** What the writer's dialog starts: a prompt type, optionally one prompt, the leads, and whether to rewrite texts. */
export type AiWriteChoice = { prompt_type: PromptType; prompt_id?: number; scope?: JobScopeChoice; overwrite?: boolean }
const aiWriteChoice = object({ prompt_type: enums(promptTypes), prompt_id: optional(integer()), scope: optional(enums(['all', 'filter', 'selection'])), overwrite: optional(boolean()) })

/**
 * The list action "ai": writes one prompt type for the selection (else the table's filter, else the whole list) as
 * a lead job. From the palette the prompt type is the argument; the button (no argument) opens the writer's dialog,
 * whose Start runs it again with the prompt, the leads and overwriting chosen there.
 */
export const writeWithAi = defineCommand<PromptType | AiWriteChoice | undefined>({
  id: 'list.ai', title: 'ai.commands.write', group: 'lists', scope: 'list', shortcut: 'Shift+W',
  keywords: ['ai', 'write', 'message', 'first line', 'subject', 'summary', 'direct', 'gpt'],
  when: (ctx) => writerAvailable(ctx),
  args: optional(union([enums(promptTypes), aiWriteChoice])),
  argChoices: (ctx) =>
    promptTypes.map((type) => ({
      value: type,
      title: `ai.commands.writeFor.${scopeKey(ctx)}`,
      titleParams: { type: `@ai.promptTypes.${type}`, count: selected(ctx).length || (openListOf(ctx)?.total ?? 0) },
    })),
  run: async (ctx, choice) => {
    if (!choice) return ctx.get(aiWriterSlot)?.openDialog()
    if (typeof choice === 'string') {
      const scope = jobScope(ctx, undefined)
      // Leads picked by hand get fresh texts; a whole list or filter keeps what is already written.
      await startAnnouncedJob(ctx, 'ai-write', scope, { prompt_type: choice, overwrite: scope.scope === 'selection' })
      return
    }
    const { prompt_type, prompt_id, scope, overwrite = false } = choice
    ctx.get(aiWriterSlot)?.closeDialog()
    await startAnnouncedJob(ctx, 'ai-write', jobScope(ctx, scope), { prompt_type, ...(prompt_id ? { prompt_id } : {}), overwrite })
  },
})

/** The writer's dialog (prompt, leads, overwriting) from the palette and the list's "More...", not only its button. */
export const openAiWriter = defineCommand({
  id: 'list.aiWriter', title: 'ai.commands.openWriter', group: 'lists', scope: 'list',
  keywords: ['ai', 'write', 'writer', 'prompt', 'gpt'],
  when: writerAvailable,
  run: (ctx) => ctx.get(aiWriterSlot)?.openDialog(),
})

const icpWhen = (ctx: CommandContext) => {
  const base = aiAvailable(ctx)
  if (base !== true) return base
  const icp = ctx.get(icpSlot)
  if (!icp) return 'ai.reason.onIcp'
  return icp.profileComplete === false ? profileReason : true
}

export const generateIcps = defineCommand({
  id: 'ai.icp.generate', title: 'ai.commands.icpGenerate', group: 'ai', scope: 'route:ai.icpSuggestions', shortcut: 'Shift+G',
  keywords: ['icp', 'ideal customer', 'suggest', 'audience', 'generate'],
  when: icpWhen,
  run: (ctx) => ctx.get(icpSlot)?.generate(),
})

/** One key per suggestion on screen: 1 opens a new search pre-filled from the first, and so on. */
export const ICP_KEYS = 6
const openIcp = (n: number) =>
  defineCommand({
    id: `ai.icp.search${n}`, title: 'ai.commands.icpSearch', titleParams: { n: String(n) }, group: 'ai', scope: 'route:ai.icpSuggestions', shortcut: String(n),
    keywords: ['icp', 'search', 'open', 'new search'],
    when: (ctx) => {
      const base = icpWhen(ctx)
      if (base !== true) return base
      return (ctx.get(icpSlot)?.count ?? 0) >= n ? true : 'ai.reason.noSuggestion'
    },
    run: (ctx) => ctx.get(icpSlot)?.openSearch(n - 1),
  })

const assistantWhen = (page: 'assistant' | 'defaults', needsProfile: boolean) => (ctx: CommandContext) => {
  const base = page === 'defaults' ? (ctx.user?.role === 'super_admin' ? true : 'ai.reason.superAdmin') : leadsAvailable(ctx)
  if (base !== true) return base
  const assistant = ctx.get(aiAssistantSlot)
  if (assistant?.page !== page) return page === 'defaults' ? 'ai.reason.onDefaults' : 'ai.reason.onAssistant'
  return needsProfile && assistant.profileComplete === false ? profileReason : true
}

export const newPrompt = defineCommand({
  id: 'ai.prompt.new', title: 'ai.commands.newPrompt', group: 'ai', scope: 'route:leadSearch.aiAssistant',
  keywords: ['prompt', 'new', 'add', 'write'],
  when: assistantWhen('assistant', true),
  run: (ctx) => ctx.get(aiAssistantSlot)?.newPrompt(),
})

export const previewPrompt = defineCommand({
  id: 'ai.prompt.preview', title: 'ai.commands.preview', group: 'ai', scope: 'route:leadSearch.aiAssistant',
  keywords: ['try', 'test', 'preview', 'sample'],
  when: assistantWhen('assistant', true),
  run: (ctx) => ctx.get(aiAssistantSlot)?.preview(),
})

export const newFineTune = defineCommand({
  id: 'ai.fineTune.new', title: 'ai.commands.newFineTune', group: 'ai', scope: 'route:leadSearch.aiAssistant',
  keywords: ['fine-tune', 'question', 'answer', 'add'],
  when: assistantWhen('assistant', false),
  run: (ctx) => ctx.get(aiAssistantSlot)?.newFineTune(),
})

export const generateFineTunes = defineCommand({
  id: 'ai.fineTune.generate', title: 'ai.commands.generateFineTunes', group: 'ai', scope: 'route:leadSearch.aiAssistant',
  keywords: ['generate', 'answers', 'fine-tune', 'questions'],
  when: assistantWhen('assistant', true),
  run: async (ctx) => {
    const written = await ctx.get(aiAssistantSlot)?.generateFineTunes()
    if (typeof written === 'number') announce(ctx, { code: 'ai.answers_written', params: { count: written } })
  },
})

export const newDefaultPrompt = defineCommand({
  id: 'admin.defaultPrompt.new', title: 'ai.commands.newDefaultPrompt', group: 'admin', scope: 'route:admin.defaultPrompts',
  keywords: ['default', 'prompt', 'platform', 'add'],
  when: assistantWhen('defaults', false),
  run: (ctx) => ctx.get(aiAssistantSlot)?.newPrompt(),
})

export const newDefaultQuestion = defineCommand({
  id: 'admin.defaultQuestion.new', title: 'ai.commands.newDefaultQuestion', group: 'admin', scope: 'route:admin.defaultPrompts',
  keywords: ['default', 'question', 'fine-tune', 'add'],
  when: assistantWhen('defaults', false),
  run: (ctx) => ctx.get(aiAssistantSlot)?.newFineTune(),
})

export const aiCommands: AnyCommand[] = [
  writeWithAi, openAiWriter, generateIcps, ...Array.from({ length: ICP_KEYS }, (_, i) => openIcp(i + 1)),
  newPrompt, previewPrompt, newFineTune, generateFineTunes, newDefaultPrompt, newDefaultQuestion,
]

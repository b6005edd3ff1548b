import { integer } from 'superstruct'
import { defineSlot, type Slot } from './slots'
import { announce, defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

/** One item the page lists (a prompt, an answer, a question), named as the page names it ("Your prompt 2"). */
export type AiItem = { id: number; name: string; editable: boolean; copyable: boolean }

/**
 * The items of one panel of the AI assistant page or the admin's default prompts page (prompts, answers, default
 * questions), and what the panel does with them. `create` submits the new item's form as it stands; `save` saves an
 * item's form; `remove` asks first and resolves false when the user said no; `copy` makes a default prompt one of
 * the user's own.
 */
export type AiItemsSlot = {
  items: readonly AiItem[]
  create(): Promise<void>
  save(id: number): Promise<void>
  remove(id: number): Promise<boolean>
  copy?(id: number): Promise<void>
}
type Kind = 'prompts' | 'fineTunes' | 'questions'
/** One slot per panel: the assistant page shows prompts and answers at once. */
export const aiItemSlots: Record<Kind, Slot<AiItemsSlot>> = {
  prompts: defineSlot<AiItemsSlot>('aiPrompts'),
  fineTunes: defineSlot<AiItemsSlot>('aiFineTunes'),
  questions: defineSlot<AiItemsSlot>('aiQuestions'),
}
const deleted = { prompts: 'ai.prompt_deleted', fineTunes: 'ai.fine_tune_deleted', questions: 'ai.question_deleted' } as const
const reasons = { prompts: 'ai.reason.onPrompts', fineTunes: 'ai.reason.onAssistant', questions: 'ai.reason.onDefaults' } as const
const scopes = { prompts: 'route:leadSearch.aiAssistant', fineTunes: 'route:leadSearch.aiAssistant', questions: 'route:admin.defaultPrompts' } as const
const ids = { prompts: 'ai.prompt', fineTunes: 'ai.fineTune', questions: 'admin.defaultQuestion' } as const

const onPage = (kind: Kind) => (ctx: CommandContext): true | string => {
  if (!ctx.user) return 'commands.reason.signInRequired'
  return ctx.get(aiItemSlots[kind]) ? true : reasons[kind]
}

const items = (kind: Kind, ctx: CommandContext, keep: (item: AiItem) => boolean) => (ctx.get(aiItemSlots[kind])?.items ?? []).filter(keep)

const itemCommand = (kind: Kind, action: 'save' | 'remove' | 'copy', keep: (item: AiItem) => boolean, keywords: string[]) => {
  const name = action === 'remove' ? 'delete' : action
  return defineCommand<number>({
    id: `${ids[kind]}.${name}`, title: `ai.commands.items.${kind}.${name}`, group: kind === 'questions' ? 'admin' : 'ai', scope: scopes[kind], keywords,
    when: (ctx) => {
      const base = onPage(kind)(ctx)
      if (base !== true) return base
      return items(kind, ctx, keep).length ? true : 'ai.reason.noItems'
    },
    args: integer(),
    argChoices: (ctx) => items(kind, ctx, keep).map((item) => ({ value: item.id, title: `ai.commands.items.${kind}.${name}Named`, titleParams: { name: item.name } })),
    run: async (ctx, id) => {
      const page = ctx.get(aiItemSlots[kind])
      if (!page) return
      if (action === 'save') return page.save(id)
      if (action === 'copy') return page.copy?.(id)
      if (await page.remove(id)) announce(ctx, { code: deleted[kind] })
    },
  })
}

const createCommand = (kind: Kind, keywords: string[]) =>
  defineCommand({
    id: `${ids[kind]}.create`, title: `ai.commands.items.${kind}.create`, group: kind === 'questions' ? 'admin' : 'ai', scope: scopes[kind], keywords,
    when: onPage(kind),
    run: (ctx) => ctx.get(aiItemSlots[kind])?.create(),
  })

const editable = (item: AiItem) => item.editable
export const aiItemCommands: AnyCommand[] = [
  createCommand('prompts', ['prompt', 'create', 'add', 'save']),
  itemCommand('prompts', 'save', editable, ['prompt', 'save', 'edit']),
  itemCommand('prompts', 'remove', editable, ['prompt', 'delete', 'remove']),
  itemCommand('prompts', 'copy', (item) => item.copyable, ['prompt', 'copy', 'default', 'own']),
  createCommand('fineTunes', ['answer', 'fine-tune', 'question', 'create', 'add']),
  itemCommand('fineTunes', 'save', editable, ['answer', 'fine-tune', 'save', 'edit']),
  itemCommand('fineTunes', 'remove', editable, ['answer', 'fine-tune', 'delete', 'remove']),
  createCommand('questions', ['question', 'default', 'create', 'add']),
  itemCommand('questions', 'save', editable, ['question', 'default', 'save', 'edit']),
  itemCommand('questions', 'remove', editable, ['question', 'default', 'delete', 'remove']),
]

import { integer } from 'superstruct'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

export type ContentKind = 'topic' | 'course' | 'page' | 'partner'

/** What a content list provides (topics, courses of the training page, a course's pages, partners). */
export type ContentListSlot = {
  kind: ContentKind
  /** null while loading. */
  rows: readonly { id: number; title: string }[] | null
  /** Opens the form of a new record of the list's kind. */
  create(): void
  remove(id: number): Promise<void>
  /** Moves a row up (-1) or down (+1): only lists kept in an order the admin sets. */
  move?(id: number, delta: -1 | 1): Promise<void>
}
export const contentListSlot = defineSlot<ContentListSlot>('contentList')

/** What a content form provides: saving it as it stands (its button, Enter and the palette alike). */
export type ContentFormSlot = { save: PageHandler }
export const contentFormSlot = defineSlot<ContentFormSlot>('contentForm')

export const editorFormats = ['bold', 'italic', 'heading', 'bulletList', 'numberedList', 'link'] as const
export type EditorFormat = (typeof editorFormats)[number]

/** What the rich-text editor on screen provides: applying a format to its selection. */
export type RichTextSlot = { format(kind: EditorFormat): void }
export const richTextSlot = defineSlot<RichTextSlot>('richText')

const group = 'content'
const admin = (ctx: CommandContext): true | string => (!ctx.user ? 'commands.reason.signInRequired' : ctx.modules.includes('admin') ? true : 'content.reason.adminOnly')
const onList = (ctx: CommandContext, need?: (slot: ContentListSlot) => boolean): true | string => {
  const base = admin(ctx)
  if (base !== true) return base
  const slot = ctx.get(contentListSlot)
  if (!slot) return 'content.reason.onList'
  if (need && !need(slot)) return 'content.reason.noOrder'
  if (!slot.rows) return 'content.reason.loading'
  return slot.rows.length ? true : 'content.reason.empty'
}
const rowChoices = (title: string) => (ctx: CommandContext) =>
  (ctx.get(contentListSlot)?.rows ?? []).map((row) => ({ value: row.id, title, titleParams: { title: row.title } }))

/** A new topic, course, page or partner: whichever the list on screen holds. */
export const newContent = defineCommand({
  id: 'content.new', title: 'content.commands.new', group, scope: 'global', shortcut: 'Alt+Shift+N',
  keywords: ['new', 'create', 'add', 'topic', 'course', 'page', 'partner'],
  when: (ctx) => {
    const base = admin(ctx)
    if (base !== true) return base
    return ctx.get(contentListSlot) ? true : 'content.reason.onList'
  },
  detail: (ctx) => {
    const kind = ctx.get(contentListSlot)?.kind
    return kind ? ctx.t(`content.kinds.${kind}`) : null
  },
  run: (ctx) => ctx.get(contentListSlot)!.create(),
})

/** Saves the content form on screen (topic, course, page, partner). */
export const saveContent = pageAction({
  id: 'content.save', title: 'content.commands.save', group, scope: 'global', shortcut: 'Alt+Shift+S',
  keywords: ['save', 'store', 'submit'],
  slot: contentFormSlot,
  handler: (page) => page.save,
  reason: 'content.reason.onForm',
  base: admin,
})

/** Deletes a row of the list on screen once the admin confirms; the palette asks which. */
export const deleteContent = defineCommand<number>({
  id: 'content.delete', title: 'content.commands.delete', group, scope: 'global',
  keywords: ['delete', 'remove', 'topic', 'course', 'page', 'partner'],
  when: (ctx) => onList(ctx),
  args: integer(),
  argChoices: rowChoices('content.commands.deleteNamed'),
  argsLoading: (ctx) => ctx.get(contentListSlot)?.rows == null,
  run: async (ctx, id) => {
    const slot = ctx.get(contentListSlot)!
    const row = slot.rows?.find((r) => r.id === id)
    if (!row) return
    const action = ctx.t(`content.delete.${slot.kind}`, { title: row.title })
    const yes = await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t(`content.delete.${slot.kind}Message`), confirmLabel: action }))
    if (yes) await slot.remove(id)
  },
})

const moveCommand = (id: string, delta: -1 | 1, shortcut: string, title: string) =>
  defineCommand<number>({
    id, title, group, scope: 'global', shortcut,
    keywords: ['move', 'order', 'reorder', delta < 0 ? 'up' : 'down', 'page'],
    when: (ctx) => onList(ctx, (slot) => Boolean(slot.move)),
    args: integer(),
    argChoices: rowChoices(`${title}Named`),
    run: (ctx, rowId) => ctx.get(contentListSlot)!.move!(rowId, delta),
  })

/** Moves a course's page up or down; the palette asks which page (the order is saved at once). */
export const movePageUp = moveCommand('content.moveUp', -1, 'Alt+Shift+ArrowUp', 'content.commands.moveUp')
export const movePageDown = moveCommand('content.moveDown', 1, 'Alt+Shift+ArrowDown', 'content.commands.moveDown')

const formatShortcuts: Record<EditorFormat, string> = {
  bold: 'Alt+Shift+B',
  italic: 'Alt+Shift+I',
  heading: 'Alt+Shift+H',
  bulletList: 'Alt+Shift+U',
  numberedList: 'Alt+Shift+O',
  link: 'Alt+Shift+K',
}

/** The editor's toolbar: each format a command with a shortcut that works while typing in the editor. */
export const editorCommands: AnyCommand[] = editorFormats.map((kind) =>
  defineCommand({
    id: `content.editor.${kind}`, title: `content.commands.editor.${kind}`, group, scope: 'global', shortcut: formatShortcuts[kind],
    keywords: ['format', 'editor', 'text', kind],
    when: (ctx) => (ctx.get(richTextSlot) ? true : 'content.reason.onEditor'),
    run: (ctx) => ctx.get(richTextSlot)!.format(kind),
  }),
)

export const adminContentCommands: AnyCommand[] = [newContent, saveContent, deleteContent, movePageUp, movePageDown, ...editorCommands]

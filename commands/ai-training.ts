import { enums, integer, object } from 'superstruct'
import { trainingSourceKinds, type TrainingSourceKind } from '../src/shared/ai/training'
import { deletionRequest } from './confirm-request'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What a deleted source's toast says, by its kind (a crawled page and a single link are both links). */
const deletedCode = {
  website: 'training.link_deleted',
  link: 'training.link_deleted',
  text: 'training.text_deleted',
  qa: 'training.qa_deleted',
  pdf: 'training.file_deleted',
} as const satisfies Record<TrainingSourceKind, string>

/** A training source the page shows, for the delete command's picker. */
export type TrainingSourceRef = { kind: TrainingSourceKind; id: number; title: string }

/**
 * What the ai/training page provides (src/client/features/ai-training/training-page.tsx). Each add action submits
 * its form as it stands: an empty form focuses its first field and says what is missing.
 */
export type AiTrainingSlot = {
  /** A website crawl is being watched (posting or pending). */
  crawling: boolean
  crawlWebsite(): void | Promise<void>
  addLink(): void | Promise<void>
  addText(): void | Promise<void>
  addQa(): void | Promise<void>
  /** Opens the file chooser for a PDF. */
  choosePdf(): void
  sources: readonly TrainingSourceRef[]
  deleteSource(source: TrainingSourceRef): Promise<void>
}
export const aiTrainingSlot = defineSlot<AiTrainingSlot>('aiTraining')
/** The settings/business-profile page: saves the form as it stands. */
export const businessProfileSlot = defineSlot<{ save(): void | Promise<void> }>('businessProfile')

const signedIn = (ctx: CommandContext) => (ctx.user ? true : 'commands.reason.signInRequired')

function trainingWhen(ctx: CommandContext): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('ai_suggest')) return 'commands.reason.module.ai_suggest'
  return ctx.get(aiTrainingSlot) ? true : 'aiTraining.reason.onTraining'
}

export const saveBusinessProfile = defineCommand({
  id: 'settings.businessProfile.save', title: 'aiTraining.commands.saveProfile', group: 'ai', scope: 'route:settings.businessProfile', shortcut: '$mod+s',
  keywords: ['business', 'profile', 'save', 'company', 'personality'],
  when: (ctx) => {
    const base = signedIn(ctx)
    if (base !== true) return base
    return ctx.get(businessProfileSlot) ? true : 'aiTraining.reason.onProfile'
  },
  run: (ctx) => ctx.get(businessProfileSlot)?.save(),
})

export const crawlWebsite = defineCommand({
  id: 'ai.training.crawl', title: 'aiTraining.commands.crawl', group: 'ai', scope: 'route:ai.training', shortcut: 't w',
  keywords: ['crawl', 'website', 'site', 'train', 'pages', 'links'],
  when: (ctx) => {
    const base = trainingWhen(ctx)
    if (base !== true) return base
    return ctx.get(aiTrainingSlot)!.crawling ? 'aiTraining.reason.crawling' : true
  },
  run: (ctx) => ctx.get(aiTrainingSlot)?.crawlWebsite(),
})

const addCommand = (id: 'addLink' | 'addText' | 'addQa', shortcut: string, keywords: string[]) =>
  defineCommand({
    id: `ai.training.${id}`, title: `aiTraining.commands.${id}`, group: 'ai', scope: 'route:ai.training', shortcut, keywords,
    when: trainingWhen,
    run: (ctx) => ctx.get(aiTrainingSlot)?.[id](),
  })

export const uploadPdf = defineCommand({
  id: 'ai.training.uploadPdf', title: 'aiTraining.commands.uploadPdf', group: 'ai', scope: 'route:ai.training', shortcut: 't p',
  keywords: ['pdf', 'file', 'upload', 'document', 'train'],
  when: trainingWhen,
  run: (ctx) => ctx.get(aiTrainingSlot)?.choosePdf(),
})

/** Deletes one source after asking: the row's button names it; from the palette the second step picks it. */
export const deleteTrainingSource = defineCommand<{ kind: TrainingSourceKind; id: number }>({
  id: 'ai.training.delete', title: 'aiTraining.commands.delete', group: 'ai', scope: 'route:ai.training',
  keywords: ['delete', 'remove', 'source', 'training', 'link', 'text', 'pdf'],
  when: (ctx) => {
    const base = trainingWhen(ctx)
    if (base !== true) return base
    return ctx.get(aiTrainingSlot)!.sources.length > 0 ? true : 'aiTraining.reason.noSources'
  },
  args: object({ kind: enums(trainingSourceKinds), id: integer() }),
  argChoices: (ctx) =>
    (ctx.get(aiTrainingSlot)?.sources ?? []).map((source) => ({
      value: { kind: source.kind, id: source.id },
      title: 'aiTraining.commands.deleteNamed',
      // A title starting with @ would be read as an i18n key: a leading space keeps it literal.
      titleParams: { name: source.title.startsWith('@') ? ` ${source.title}` : source.title, kind: `@aiTraining.kinds.${source.kind}` },
    })),
  run: async (ctx, args) => {
    const source = ctx.get(aiTrainingSlot)?.sources.find((s) => s.kind === args.kind && s.id === args.id) ?? { ...args, title: '' }
    const page = ctx.get(aiTrainingSlot)
    if (!page) return
    const action = ctx.t('aiTraining.commands.deleteNamed', { kind: ctx.t(`aiTraining.kinds.${source.kind}`), name: source.title })
    if (!(await ctx.confirm(deletionRequest(ctx.t, action)))) return
    await page.deleteSource(source)
    announce(ctx, { code: deletedCode[source.kind] })
  },
})

export const aiTrainingCommands: AnyCommand[] = [
  saveBusinessProfile,
  crawlWebsite,
  addCommand('addLink', 't l', ['link', 'url', 'page', 'single', 'add']),
  addCommand('addText', 't t', ['text', 'note', 'add', 'train']),
  addCommand('addQa', 't q', ['question', 'answer', 'faq', 'q&a', 'add']),
  uploadPdf,
  deleteTrainingSource,
]

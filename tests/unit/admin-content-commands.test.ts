import { describe, expect, it } from 'vitest'
import { contentFormSlot, contentListSlot, editorFormats, richTextSlot, type ContentListSlot, type EditorFormat } from '../../commands/admin-content'
import { appRegistry } from '../../commands/index'
import { worksWhileTyping } from '../../commands/keymap'
import { availability, executeCommand } from '../../commands/registry'
import { movedOrder } from '../../src/client/features/admin-content/course-page'
import { markdownToHtml } from '../../src/shared/admin-content/markdown-html'
import { commandContext, withSlots } from './support/command-context'

const state = (id: string, ctx: ReturnType<typeof commandContext>) => availability(appRegistry.get(id)!, ctx)

function list(kind: ContentListSlot['kind'], rows: ContentListSlot['rows'], ordered = false) {
  const calls: string[] = []
  const slot: ContentListSlot = {
    kind,
    rows,
    create: () => void calls.push('create'),
    remove: async (id) => void calls.push(`remove:${id}`),
    ...(ordered ? { move: async (id: number, delta: -1 | 1) => void calls.push(`move:${id}:${delta}`) } : {}),
  }
  return { slot, calls }
}

describe('the editor toolbar commands', () => {
  it('has one command per format, each with a shortcut that works while typing in the editor', () => {
    const shortcuts = editorFormats.map((kind) => appRegistry.get(`content.editor.${kind}`)!.shortcut!)
    expect(new Set(shortcuts).size).toBe(editorFormats.length)
    expect(shortcuts.every(worksWhileTyping)).toBe(true)
  })

  it('applies its format to the editor on screen, and says why not elsewhere', async () => {
    const formats: EditorFormat[] = []
    const ctx = withSlots(commandContext({ modules: ['admin'] }), [richTextSlot, { format: (kind: EditorFormat) => void formats.push(kind) }])
    for (const kind of editorFormats) await executeCommand(appRegistry, `content.editor.${kind}`, undefined, 'keyboard', ctx)
    expect(formats).toEqual([...editorFormats])
    expect(state('content.editor.bold', commandContext({ modules: ['admin'] }))).toEqual({ available: false, reason: 'content.reason.onEditor' })
  })
})

describe('the content commands', () => {
  it('are for administrators on a content screen', () => {
    const { slot } = list('topic', [{ id: 1, title: 'Basics' }])
    expect(state('content.delete', withSlots(commandContext({ modules: ['leads'] }), [contentListSlot, slot]))).toEqual({ available: false, reason: 'content.reason.adminOnly' })
    expect(state('content.delete', withSlots(commandContext({ modules: ['admin'] }), [contentListSlot, slot]))).toEqual({ available: true })
    expect(state('content.new', commandContext({ modules: ['admin'] }))).toEqual({ available: false, reason: 'content.reason.onList' })
    expect(state('content.moveUp', withSlots(commandContext({ modules: ['admin'] }), [contentListSlot, slot]))).toEqual({ available: false, reason: 'content.reason.noOrder' })
    expect(state('content.save', commandContext({ modules: ['admin'] }))).toEqual({ available: false, reason: 'content.reason.onForm' })
  })

  it('deletes only after the admin confirms, naming the record, with keeping it the safe choice', async () => {
    const page = list('course', [{ id: 7, title: 'First steps' }])
    const ctx = withSlots(commandContext({ modules: ['admin'] }), [contentListSlot, page.slot])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'content.delete', 7, 'button', ctx)
    expect(page.calls).toEqual([])
    expect(ctx.confirms[0]).toMatchObject({ title: 'Delete course First steps?', tone: 'danger', confirmLabel: 'Delete course First steps', cancelLabel: 'Keep' })
    await executeCommand(appRegistry, 'content.delete', 7, 'palette', ctx)
    expect(page.calls).toEqual(['remove:7'])
  })

  it('moves a page by command and saves the form on screen', async () => {
    const page = list('page', [{ id: 1, title: 'A' }, { id: 2, title: 'B' }], true)
    const saved: string[] = []
    const ctx = withSlots(withSlots(commandContext({ modules: ['admin'] }), [contentListSlot, page.slot]), [contentFormSlot, { save: async () => void saved.push('save') }])
    await executeCommand(appRegistry, 'content.moveDown', 1, 'keyboard', ctx)
    await executeCommand(appRegistry, 'content.moveUp', 2, 'palette', ctx)
    await executeCommand(appRegistry, 'content.new', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'content.save', undefined, 'keyboard', ctx)
    expect(page.calls).toEqual(['move:1:1', 'move:2:-1', 'create'])
    expect(saved).toEqual(['save'])
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3])
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2])
  })
})

describe('a seeded Markdown page opened in the editor', () => {
  it('reads as the same formatting in HTML, every text escaped', () => {
    expect(markdownToHtml('Hi **you** and `<b>`\n\n- one\n- two\n\n1. first')).toBe('<p>Hi <strong>you</strong> and <code>&lt;b&gt;</code></p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>')
    expect(markdownToHtml('<script>x</script>')).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>')
  })
})

import { string } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { bindKeymap } from '../../commands/keymap'
import { availability, createRegistry, defineCommand, executeCommand } from '../../commands/registry'
import { failureOf } from '../../src/shared/api-failure'
import { moduleSlugs } from '../../src/shared/modules'
import { commandContext } from './support/command-context'

const echo = defineCommand<string>({
  id: 'test.echo',
  title: 'commands.ui.palette',
  group: 'interface',
  scope: 'global',
  when: () => true,
  args: string(),
  run: (ctx, text) => ctx.notify(`echo:${text}`, 'success'),
})

describe('command registry', () => {
  it('throws when an id is registered twice', () => {
    const registry = createRegistry([echo])
    expect(() => registry.register(echo)).toThrow(/test\.echo.*already registered/)
  })

  it('runs a command from the palette, its key and its button through one path, and refuses it the same way from each', async () => {
    let open = true
    const runs: string[] = []
    const once = defineCommand({ ...echo, id: 'test.once', args: undefined, shortcut: 'Shift+O', when: () => open || 'commands.reason.signInRequired', run: () => void runs.push('ran') })
    const registry = createRegistry([once])
    const ctx = commandContext()
    const target = document.createElement('div')
    const results: unknown[] = []
    const unbind = bindKeymap(target, registry, (id) => void executeCommand(registry, id, undefined, 'keyboard', ctx).then((r) => results.push(r)))
    const press = async () => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'O', shiftKey: true, bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    results.push(await executeCommand(registry, 'test.once', undefined, 'palette', ctx))
    await press()
    results.push(await executeCommand(registry, 'test.once', undefined, 'button', ctx))
    expect(runs).toEqual(['ran', 'ran', 'ran'])
    open = false
    results.length = 0
    results.push(await executeCommand(registry, 'test.once', undefined, 'palette', ctx))
    await press()
    results.push(await executeCommand(registry, 'test.once', undefined, 'button', ctx))
    unbind()
    expect(runs).toHaveLength(3)
    expect(results).toEqual(Array(3).fill({ ok: false, error: 'unavailable', message: 'Log in first' }))
    expect(ctx.calls).toEqual(Array(3).fill('notify:error:Log in first'))
  })

  it('gives a reason key when a command is unavailable, and a default for a bare false', () => {
    const ctx = commandContext()
    const closed = defineCommand({ ...echo, id: 'x.closed', when: () => false })
    expect(availability(closed, ctx)).toEqual({ available: false, reason: 'commands.reason.unavailable' })
    expect(availability(appRegistry.get('nav.admin.users')!, ctx)).toEqual({ available: false, reason: 'commands.reason.module.admin' })
  })

  it('gates navigation commands by module', () => {
    for (const slug of moduleSlugs) {
      const withIt = commandContext({ modules: [slug] })
      const without = commandContext({ modules: moduleSlugs.filter((s) => s !== slug) })
      const gated = appRegistry.all().filter((c) => {
        const state = availability(c, without)
        return c.id.startsWith('nav.') && !state.available && state.reason.startsWith('commands.reason.module.')
      })
      expect(gated.length, slug).toBeGreaterThan(0)
      for (const command of gated) {
        expect(availability(command, withIt).available, command.id).toBe(true)
        expect(availability(command, without), command.id).toEqual({ available: false, reason: `commands.reason.module.${slug}` })
      }
    }
  })

  it('offers auth pages only when signed out and app pages only when signed in', () => {
    const signedOut = commandContext({ signedIn: false })
    const signedIn = commandContext({ modules: [...moduleSlugs] })
    expect(availability(appRegistry.get('nav.auth.login')!, signedOut).available).toBe(true)
    expect(availability(appRegistry.get('nav.auth.login')!, signedIn)).toEqual({ available: false, reason: 'commands.reason.signedIn' })
    expect(availability(appRegistry.get('nav.settings.businessProfile')!, signedOut)).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
    expect(availability(appRegistry.get('session.logout')!, signedOut)).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
    expect(availability(appRegistry.get('session.logout')!, signedIn).available).toBe(true)
  })

  it('has a navigation command for every page without params, and none for patterns, redirects or return pages', () => {
    const ids = appRegistry.all().map((c) => c.id)
    expect(ids).toContain('nav.leadSearch.savedLists')
    expect(ids).toContain('nav.admin.machineLab')
    expect(ids).not.toContain('nav.leadSearch.list')
    expect(ids).not.toContain('nav.settings')
    expect(ids).not.toContain('nav.crmCallback')
    expect(appRegistry.get('nav.leadSearch.savedLists')?.shortcut).toBe('g l')
  })
})

describe('executeCommand', () => {
  it('runs an available command with validated args', async () => {
    const ctx = commandContext()
    const result = await executeCommand(createRegistry([echo]), 'test.echo', 'hi', 'api', ctx)
    expect(result).toEqual({ ok: true })
    expect(ctx.calls).toEqual(['notify:success:echo:hi'])
  })

  it('refuses invalid args with a translated message and does not run', async () => {
    const ctx = commandContext()
    const result = await executeCommand(createRegistry([echo]), 'test.echo', 42, 'api', ctx)
    expect(result).toMatchObject({ ok: false, error: 'invalidArgs' })
    expect(ctx.calls).toEqual(['notify:error:Invalid value for -'])
  })

  it('reports an unavailable command with its translated reason', async () => {
    const ctx = commandContext({ signedIn: false })
    const result = await executeCommand(appRegistry, 'session.logout', undefined, 'keyboard', ctx)
    expect(result).toMatchObject({ ok: false, error: 'unavailable', message: 'Log in first' })
    expect(ctx.calls).toEqual(['notify:error:Log in first'])
  })

  it('reports unknown commands and failures without throwing', async () => {
    const ctx = commandContext()
    const failing = defineCommand({ ...echo, id: 'x.fail', args: undefined, run: () => Promise.reject(new Error('Network down')) })
    await expect(executeCommand(createRegistry([failing]), 'x.fail', undefined, 'button', ctx)).resolves.toMatchObject({ ok: false, error: 'failed' })
    await expect(executeCommand(createRegistry([]), 'nope', undefined, 'button', ctx)).resolves.toMatchObject({ ok: false, error: 'unknown' })
    expect(ctx.calls).toEqual(['notify:error:Network down', 'notify:error:Unknown command: nope'])
  })

  it("shows a refused call once, worded by its code in the user's language, not in the server's English", async () => {
    const ctx = commandContext({ locale: 'fr' })
    const refused = failureOf(422, { message: 'Field is required', code: 'validation.required', params: { field: 'email' } })
    const failing = defineCommand({ ...echo, id: 'x.http', args: undefined, run: () => Promise.reject(refused) })
    const result = await executeCommand(createRegistry([failing]), 'x.http', undefined, 'palette', ctx)
    expect(result).toMatchObject({ ok: false, error: 'failed', message: 'Le champ « Adresse e-mail » est obligatoire' })
    expect(ctx.calls).toEqual(['notify:error:Le champ « Adresse e-mail » est obligatoire'])
  })

  it('changes the language in one step or with an argument', async () => {
    const ctx = commandContext({ locale: 'en' })
    await executeCommand(appRegistry, 'ui.language.de', undefined, 'palette', ctx)
    await executeCommand(appRegistry, 'ui.language', 'fr', 'palette', ctx)
    expect(ctx.calls).toEqual(['setLocale:de', 'setLocale:fr'])
    expect(availability(appRegistry.get('ui.language.en')!, ctx)).toEqual({ available: false, reason: 'commands.reason.languageActive' })
  })
})

import { defineCommand } from './registry'

export const logout = defineCommand({
  id: 'session.logout',
  title: 'commands.session.logout',
  group: 'session',
  keywords: ['logout', 'sign out', 'exit'],
  shortcut: 'Shift+Q',
  scope: 'global',
  when: (ctx) => (ctx.user ? true : 'commands.reason.signInRequired'),
  run: (ctx) => ctx.logout(),
})

export const sessionCommands = [logout]

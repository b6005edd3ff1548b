import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { acceptInvitationSlot, teamSlot, type TeamSlot } from '../../commands/team'
import type { TeamMember } from '../../src/shared/team/types'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

const member = (id: number | null, status: TeamMember['status'], email = `m${id}@example.com`): TeamMember => ({
  id, email, name: '', status, modules: ['leads'], invited_at: null, joined_at: null,
})
const team = [member(null, 'owner', 'owner@example.com'), member(4, 'active'), member(5, 'pending'), member(6, 'expired')]

/** The manage-team page as it would provide its slot, recording what the commands ask of it. */
function teamPage(members: readonly TeamMember[] | null) {
  const calls: string[] = []
  const slot: TeamSlot = {
    members,
    openInvite: () => void calls.push('openInvite'),
    openEdit: (id) => void calls.push(`openEdit:${id}`),
    remove: async (id) => void calls.push(`remove:${id}`),
    resend: async (id) => void calls.push(`resend:${id}`),
  }
  return { slot, calls }
}
const asMember = (ctx: RecordedContext): RecordedContext => ({ ...ctx, user: { ...ctx.user!, account: { ...ctx.user!.account, access: 'member' } } })
const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(id)!, ctx)
const pageIds = ['team.editAccess', 'team.remove', 'team.resend']

describe('team commands', () => {
  it('are for the account owner, on the team page once it has loaded, saying why not', () => {
    const onPage = withSlots(commandContext({ modules: ['leads'] }), [teamSlot, teamPage(team).slot])
    for (const id of ['team.invite', ...pageIds]) {
      expect(state(id, commandContext({ signedIn: false })), id).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
      expect(state(id, asMember(onPage)), id).toEqual({ available: false, reason: 'team.reason.ownerOnly' })
      expect(state(id, onPage), id).toEqual({ available: true })
    }
    for (const id of pageIds) {
      expect(state(id, commandContext({ modules: ['leads'] })), id).toEqual({ available: false, reason: 'team.reason.openPage' })
      expect(state(id, withSlots(commandContext(), [teamSlot, teamPage(null).slot])), id).toEqual({ available: false, reason: 'team.reason.loading' })
    }
    const ownerOnly = withSlots(commandContext(), [teamSlot, teamPage([team[0]]).slot])
    expect(state('team.remove', ownerOnly)).toEqual({ available: false, reason: 'team.reason.noMembers' })
    expect(state('team.resend', withSlots(commandContext(), [teamSlot, teamPage(team.slice(0, 2)).slot]))).toEqual({ available: false, reason: 'team.reason.noPending' })
    expect(commandContext().t('team.reason.ownerOnly')).toBe('Only the account owner can do this')
  })

  it('offers the members to act on, never the owner; resending offers only pending and expired invitations', () => {
    const ctx = withSlots(commandContext(), [teamSlot, teamPage(team).slot])
    const values = (id: string) => appRegistry.get(id)!.argChoices!(ctx).map((c) => c.value)
    expect(values('team.editAccess')).toEqual([4, 5, 6])
    expect(values('team.remove')).toEqual([4, 5, 6])
    expect(values('team.resend')).toEqual([5, 6])
  })

  it('invite goes to the team page with its form asked for, or focuses the form on the page', async () => {
    const away = commandContext()
    await executeCommand(appRegistry, 'team.invite', undefined, 'palette', away)
    expect(away.calls).toContain('navigate:/manage-team?invite')
    const page = teamPage(team)
    await executeCommand(appRegistry, 'team.invite', undefined, 'keyboard', withSlots(commandContext(), [teamSlot, page.slot]))
    expect(page.calls).toEqual(['openInvite'])
  })

  it('remove asks first, naming the person, with keeping them as the safe choice; no removes nobody', async () => {
    const page = teamPage(team)
    const ctx = withSlots(commandContext(), [teamSlot, page.slot])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'team.remove', 4, 'palette', ctx)
    expect(page.calls).toEqual([])
    expect(ctx.confirms[0]).toMatchObject({ title: 'Remove m4@example.com from the team?', tone: 'danger', confirmLabel: 'Remove', cancelLabel: 'Keep' })
    await executeCommand(appRegistry, 'team.remove', 4, 'button', ctx)
    expect(page.calls).toEqual(['remove:4'])
  })

  it('edit opens the access form and resend mails again, for the chosen member', async () => {
    const page = teamPage(team)
    const ctx = withSlots(commandContext(), [teamSlot, page.slot])
    await executeCommand(appRegistry, 'team.editAccess', 5, 'palette', ctx)
    await executeCommand(appRegistry, 'team.resend', 6, 'button', ctx)
    expect(page.calls).toEqual(['openEdit:5', 'resend:6'])
  })

  it('accepting an invitation runs the open page\'s accept, signed in or not', async () => {
    expect(state('team.acceptInvitation', commandContext({ signedIn: false }))).toEqual({ available: false, reason: 'team.reason.openLink' })
    const calls: string[] = []
    const slot = { accept: async () => void calls.push('accept') }
    for (const signedIn of [false, true]) {
      const ctx = withSlots(commandContext({ signedIn }), [acceptInvitationSlot, slot])
      expect(state('team.acceptInvitation', ctx)).toEqual({ available: true })
      await executeCommand(appRegistry, 'team.acceptInvitation', undefined, 'keyboard', ctx)
    }
    expect(calls).toEqual(['accept', 'accept'])
  })
})

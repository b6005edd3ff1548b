import { integer } from 'superstruct'
import type { TeamMember } from '../src/shared/team/types'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the manage-team page provides while it is open: the team as loaded (null while loading) and its actions. */
export type TeamSlot = {
  members: readonly TeamMember[] | null
  openInvite(): void
  openEdit(id: number): void
  remove(id: number): Promise<void>
  resend(id: number): Promise<void>
}
export const teamSlot = defineSlot<TeamSlot>('team')

export const manageTeamPath = '/manage-team'

/** What the accept-invitation page provides: accepting as it stands (the new person's form submitted, or joining with the open login). */
export type AcceptInvitationSlot = { accept: PageHandler }
export const acceptInvitationSlot = defineSlot<AcceptInvitationSlot>('teamAccept')

const group = 'team'
const scope = 'route:manageTeam'

/** The owner of the account (or of its parent, for a related account) manages its team. */
function owner(ctx: CommandContext): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  const access = ctx.user.account.access
  return access === 'owner' || access === 'parent' ? true : 'team.reason.ownerOnly'
}

const membersOf = (ctx: CommandContext) => (ctx.get(teamSlot)?.members ?? []).filter((m): m is TeamMember & { id: number } => m.id !== null)
const pendingOf = (ctx: CommandContext) => membersOf(ctx).filter((m) => m.status === 'pending' || m.status === 'expired')

/** Available on the open page, with the team loaded and someone to act on. */
function onPage(ctx: CommandContext, pick: (ctx: CommandContext) => readonly TeamMember[], none: string): true | string {
  const base = owner(ctx)
  if (base !== true) return base
  const slot = ctx.get(teamSlot)
  if (!slot) return 'team.reason.openPage'
  if (!slot.members) return 'team.reason.loading'
  return pick(ctx).length ? true : none
}

const memberChoices = (pick: (ctx: CommandContext) => readonly (TeamMember & { id: number })[]) => (ctx: CommandContext) =>
  pick(ctx).map((m) => ({ value: m.id, title: 'team.commands.member', titleParams: { email: m.email } }))

/** Opens the invitation form (on the manage-team page, going there first). */
export const inviteMember = defineCommand({
  id: 'team.invite',
  title: 'team.commands.invite',
  group,
  scope: 'global',
  shortcut: 't i',
  keywords: ['team', 'member', 'invite', 'user', 'colleague', 'access'],
  when: owner,
  run: (ctx) => {
    const page = ctx.get(teamSlot)
    if (page) page.openInvite()
    else ctx.navigate(`${manageTeamPath}?invite`)
  },
})

/** Opens the access form of a member or a pending invitation; the palette asks whose. */
export const editMemberAccess = defineCommand<number>({
  id: 'team.editAccess',
  title: 'team.commands.editAccess',
  group,
  scope,
  keywords: ['team', 'member', 'access', 'modules', 'permissions', 'edit'],
  when: (ctx) => onPage(ctx, membersOf, 'team.reason.noMembers'),
  args: integer(),
  argChoices: memberChoices(membersOf),
  run: (ctx, id) => ctx.get(teamSlot)!.openEdit(id),
})

/** Removes a member (their sessions on this account end) or withdraws an invitation, once the user confirms. */
export const removeMember = defineCommand<number>({
  id: 'team.remove',
  title: 'team.commands.remove',
  group,
  scope,
  keywords: ['team', 'member', 'remove', 'delete', 'revoke', 'withdraw'],
  when: (ctx) => onPage(ctx, membersOf, 'team.reason.noMembers'),
  args: integer(),
  argChoices: memberChoices(membersOf),
  run: async (ctx, id) => {
    const member = membersOf(ctx).find((m) => m.id === id)
    if (!member) return
    const action = ctx.t('team.page.removeNamed', { email: member.email })
    const yes = await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t('team.page.removeMessage'), confirmLabel: ctx.t('team.page.removeYes') }))
    if (yes) await ctx.get(teamSlot)!.remove(id)
  },
})

/** Mails a pending (or expired) invitation again with a new link. */
export const resendInvitation = defineCommand<number>({
  id: 'team.resend',
  title: 'team.commands.resend',
  group,
  scope,
  keywords: ['team', 'invitation', 'resend', 'again', 'mail'],
  when: (ctx) => onPage(ctx, pendingOf, 'team.reason.noPending'),
  args: integer(),
  argChoices: memberChoices(pendingOf),
  run: (ctx, id) => ctx.get(teamSlot)!.resend(id),
})

/** Accepts the invitation of the open link: Enter in its form, its button and the palette alike. */
export const acceptInvitation = pageAction({
  id: 'team.acceptInvitation',
  title: 'team.commands.accept',
  group,
  scope: 'route:acceptInvitation',
  keywords: ['team', 'invitation', 'accept', 'join'],
  slot: acceptInvitationSlot,
  handler: (page) => page.accept,
  reason: 'team.reason.openLink',
  base: () => true,
})

export const teamCommands: AnyCommand[] = [inviteMember, editMemberAccess, removeMember, resendInvitation, acceptInvitation]

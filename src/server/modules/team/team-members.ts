import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { ModuleSlug } from '../../../shared/modules'
import type { TeamAnswer, TeamMember } from '../../../shared/team/types'
import type { Database } from '../../db/client'
import { accountMemberModules, accountMembers, modules, sessions, teamInvitations, users } from '../../db/schema'
import { forAccount, forUser } from '../../db/tenant-scope'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { accountModuleSlugs, type ActingAccount } from '../accounts/acting-account'

export type InvitationRow = typeof teamInvitations.$inferSelect

/** Only the account's owner (or the owner of its parent, for a related account) manages its team. */
export function assertManagesTeam(acting: ActingAccount) {
  if (acting.access !== 'owner' && acting.access !== 'parent') throw refusal(403, { code: 'team.owner_only' })
}

/** What a member may be given: the account's own modules except admin (administering the platform is a platform role). */
export async function teamOptions(db: Database, accountId: number): Promise<ModuleSlug[]> {
  return (await accountModuleSlugs(db, accountId)).filter((slug) => slug !== 'admin')
}

export async function checkModules(db: Database, accountId: number, chosen: readonly ModuleSlug[]): Promise<ModuleSlug[]> {
  const options = await teamOptions(db, accountId)
  if (chosen.some((slug) => !options.includes(slug))) throw fieldError('modules', 'team.module_not_held')
  return options.filter((slug) => chosen.includes(slug))
}

export async function moduleIdsOf(db: Database, slugs: readonly ModuleSlug[]): Promise<number[]> {
  if (!slugs.length) return []
  return (await db.select({ id: modules.id }).from(modules).where(inArray(modules.slug, [...slugs]))).map((m) => m.id)
}

/** The account's invitation `id`, or a 404 that reads the same for another account's id. */
export async function invitationOf(db: Database, accountId: number, id: number): Promise<InvitationRow> {
  const row = await forAccount(db, accountId).one('teamInvitations', id)
  if (!row) throw refusal(404, { code: 'team.not_found' })
  return row
}

const fullName = (u: { firstName: string; lastName: string } | null) => (u ? `${u.firstName} ${u.lastName}`.trim() : '')

function presentInvitation(row: InvitationRow, person: { firstName: string; lastName: string } | null, now: Date): TeamMember {
  const status = row.acceptedAt ? 'active' : row.expiresAt <= now ? 'expired' : 'pending'
  return {
    id: row.id,
    email: row.email,
    name: fullName(person),
    status,
    modules: row.modules,
    invited_at: row.sentAt.toISOString(),
    joined_at: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  }
}

export async function presentMember(db: Database, row: InvitationRow, now: Date): Promise<TeamMember> {
  const [person] = row.userId === null ? [] : await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.userId))
  return presentInvitation(row, person ?? null, now)
}

/** The account's owner first, then its members and invitations in the order they were invited. */
export async function listTeam(db: Database, acting: ActingAccount, now: Date): Promise<TeamAnswer> {
  assertManagesTeam(acting)
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, joined: accountMembers.createdAt })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, acting.id), eq(accountMembers.role, 'owner')))
  const rows = await db
    .select({ invitation: teamInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.userId))
    .where(forAccount(db, acting.id).where('teamInvitations'))
    .orderBy(asc(teamInvitations.id))
  const options = await teamOptions(db, acting.id)
  const data: TeamMember[] = owner
    ? [{ id: null, email: owner.email, name: fullName(owner), status: 'owner', modules: options, invited_at: null, joined_at: owner.joined.toISOString() }]
    : []
  for (const r of rows) data.push(presentInvitation(r.invitation, r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '' }, now))
  return { data, options: { modules: options } }
}

/** New access for a member (their account_member_modules replaced at once) or for a pending invitation. */
export async function updateAccess(db: Database, acting: ActingAccount, id: number, chosen: readonly ModuleSlug[], now: Date): Promise<TeamMember> {
  assertManagesTeam(acting)
  const row = await invitationOf(db, acting.id, id)
  const slugs = await checkModules(db, acting.id, chosen)
  const ids = await moduleIdsOf(db, slugs)
  const updated = await inTransaction(db, async (tx) => {
    const [saved] = await tx.update(teamInvitations).set({ modules: slugs }).where(eq(teamInvitations.id, row.id)).returning()
    if (row.userId !== null && row.acceptedAt) {
      const member = and(eq(accountMemberModules.accountId, acting.id), eq(accountMemberModules.userId, row.userId))
      await tx.delete(accountMemberModules).where(member)
      await tx.insert(accountMemberModules).values(ids.map((moduleId) => ({ accountId: acting.id, userId: row.userId!, moduleId })))
    }
    return saved
  })
  return presentMember(db, updated, now)
}

/**
 * Removes a member or withdraws an invitation. A member's sessions acting as this account are revoked in the same
 * transaction, so their next request is refused (their sessions in other accounts go on).
 */
export async function removeMember(db: Database, acting: ActingAccount, id: number, now: Date): Promise<InvitationRow> {
  assertManagesTeam(acting)
  const row = await invitationOf(db, acting.id, id)
  await inTransaction(db, async (tx) => {
    if (row.userId !== null) {
      const [membership] = await tx
        .select({ role: accountMembers.role })
        .from(accountMembers)
        .where(and(eq(accountMembers.accountId, acting.id), eq(accountMembers.userId, row.userId)))
      if (membership?.role === 'owner') throw refusal(403, { code: 'team.owner_not_removable' })
      await tx.delete(accountMembers).where(and(eq(accountMembers.accountId, acting.id), eq(accountMembers.userId, row.userId), eq(accountMembers.role, 'member')))
      await forUser(tx, row.userId).update('sessions', { revokedAt: now }, and(eq(sessions.accountId, acting.id), isNull(sessions.revokedAt)))
    }
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, row.id))
  })
  return row
}

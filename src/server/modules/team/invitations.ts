import { and, eq, isNull, lte } from 'drizzle-orm'
import { say } from '../../../shared/english-message'
import type { ModuleSlug } from '../../../shared/modules'
import type { AppDeps, UserRow } from '../../app-deps'
import { accountMemberModules, accountMembers, accounts, businessSettings, teamInvitations, users } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { hashPassword } from '../../security/passwords'
import { newSessionToken, sha256Hex } from '../../security/tokens'
import { actingAccountFor, type ActingAccount } from '../accounts/acting-account'
import { issueSession } from '../auth/sessions'
import { presentUser } from '../users/present-user'
import { findUserByEmail, normaliseEmail } from '../users/user-repository'
import { currentTermsVersion } from '../billing/terms'
import { invitationMail } from './invitation-mail'
import { assertManagesTeam, checkModules, invitationOf, moduleIdsOf, presentMember, type InvitationRow } from './team-members'

export const INVITATION_TTL_DAYS = 7
const TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000

/**
 * Mails the invitation with a fresh token; only its hash is kept, so a resend makes the earlier link invalid. A mail
 * failure is logged, not refused: the invitation stands and the owner can send it again.
 */
async function mailInvitation(deps: AppDeps, row: InvitationRow, inviter: UserRow, appOrigin: string): Promise<InvitationRow> {
  const token = newSessionToken()
  const now = deps.now()
  const [saved] = await deps.db
    .update(teamInvitations)
    .set({ tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + TTL_MS), sentAt: now })
    .where(eq(teamInvitations.id, row.id))
    .returning()
  const [account] = await deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.accountId))
  const [look] = await deps.db.select({ name: businessSettings.name }).from(businessSettings).where(and(isNull(businessSettings.domain), isNull(businessSettings.ownerId))).limit(1)
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email
  const link = `${appOrigin}/accept-invitation?token=${encodeURIComponent(token)}`
  try {
    await deps.mail.send(invitationMail({ to: row.email, link, accountName: account?.name ?? '', inviter: inviterName, brand: look?.name ?? 'Lead Console', validDays: INVITATION_TTL_DAYS }))
  } catch (err) {
    console.error(`Could not send the team invitation to ${row.email}: ${(err as Error).message}`)
  }
  return saved
}

/**
 * The resend countdown (RESEND_COOLDOWN_SECONDS, as for the sign-in codes): an invitation is mailed again only once
 * that long has passed since it was last sent, or 429 with the seconds left. Claimed by a conditional update, so two
 * resends at once mail one invitation.
 */
async function claimResend(deps: AppDeps, row: InvitationRow) {
  const now = deps.now()
  const cooldownMs = deps.config.resendCooldownSeconds * 1000
  const [claimed] = await deps.db
    .update(teamInvitations)
    .set({ sentAt: now })
    .where(and(eq(teamInvitations.id, row.id), isNull(teamInvitations.acceptedAt), lte(teamInvitations.sentAt, new Date(now.getTime() - cooldownMs))))
    .returning({ id: teamInvitations.id })
  if (claimed) return
  const [latest] = await deps.db.select({ sentAt: teamInvitations.sentAt }).from(teamInvitations).where(eq(teamInvitations.id, row.id))
  const left = Math.max(1, Math.ceil(((latest?.sentAt ?? now).getTime() + cooldownMs - now.getTime()) / 1000))
  throw refusal(429, { code: 'auth.resend_wait', params: { seconds: left } }, { retry_after: left }, { 'Retry-After': String(left) })
}

/** Invites `email` to the acting account's team with the chosen modules and mails the link. */
export async function inviteMember(deps: AppDeps, acting: ActingAccount, inviter: UserRow, body: { email: string; modules: ModuleSlug[] }, appOrigin: string) {
  assertManagesTeam(acting)
  const email = normaliseEmail(body.email)
  const slugs = await checkModules(deps.db, acting.id, body.modules)
  const [already] = await deps.db
    .select({ role: accountMembers.role })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, acting.id), eq(users.email, email)))
  if (already?.role === 'owner') throw fieldError('email', 'team.is_owner')
  if (already) throw fieldError('email', 'team.already_member', { email })
  const [row] = await forAccount(deps.db, acting.id)
    .insert('teamInvitations', [{ email, modules: slugs, expiresAt: deps.now(), invitedBy: inviter.id }])
    .onConflictDoNothing()
    .returning()
  if (!row) throw fieldError('email', 'team.already_member', { email })
  const sent = await mailInvitation(deps, row as InvitationRow, inviter, appOrigin)
  return { message: say('team.invited', { email }), member: await presentMember(deps.db, sent, deps.now()) }
}

/** A new link for a pending (or expired) invitation; the earlier one stops working. */
export async function resendInvitation(deps: AppDeps, acting: ActingAccount, inviter: UserRow, id: number, appOrigin: string) {
  assertManagesTeam(acting)
  const row = await invitationOf(deps.db, acting.id, id)
  if (row.acceptedAt) throw refusal(409, { code: 'team.already_joined' })
  await claimResend(deps, row)
  const sent = await mailInvitation(deps, row, inviter, appOrigin)
  return { message: say('team.resent', { email: row.email }), member: await presentMember(deps.db, sent, deps.now()) }
}

type AcceptInput = { token: string; first_name?: string; last_name?: string; password?: string; terms?: boolean }

/**
 * Accepts an invitation. With a session, its person joins (when the invitation was sent to their address). Without
 * one, a new person names themselves and sets a password, and gets a session acting as the account; an address that
 * already has a login must sign in first. The link proved the mailbox, so the new login's address is confirmed.
 */
export async function acceptInvitation(deps: AppDeps, body: AcceptInput, signedIn: UserRow | null) {
  const now = deps.now()
  const [row] = await deps.db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, sha256Hex(body.token)))
  if (!row || row.acceptedAt || row.expiresAt <= now) throw refusal(400, { code: 'team.invitation_invalid' })
  let person = signedIn
  if (person && person.email !== row.email) throw refusal(403, { code: 'team.other_email', params: { email: row.email } })
  if (!person && (await findUserByEmail(deps.db, row.email))) throw refusal(409, { code: 'team.sign_in_first' })
  if (!person && !body.password) throw fieldError('password', 'team.password_needed')
  const passwordHash = person ? null : await hashPassword(body.password!)
  // As at registration: ticking the agreement accepts the terms shown at that moment.
  const termsVersion = !person && body.terms ? await currentTermsVersion(deps.db) : null
  const moduleIds = await moduleIdsOf(deps.db, row.modules)

  person = await inTransaction(deps.db, async (tx) => {
    // Claiming the token first makes a second, concurrent accept of the same link find nothing.
    const [claimed] = await tx
      .update(teamInvitations)
      .set({ tokenHash: null, acceptedAt: now })
      .where(and(eq(teamInvitations.id, row.id), eq(teamInvitations.tokenHash, sha256Hex(body.token)), isNull(teamInvitations.acceptedAt)))
      .returning()
    if (!claimed) throw refusal(400, { code: 'team.invitation_invalid' })
    let user = person
    if (!user) {
      const [created] = await tx
        .insert(users)
        .values({ email: row.email, firstName: body.first_name?.trim() ?? '', lastName: body.last_name?.trim() ?? '', passwordHash, termsVersion, termsAcceptedAt: termsVersion ? now : null, emailVerifiedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning()
      if (!created) throw refusal(409, { code: 'team.sign_in_first' })
      user = created
    }
    await tx.insert(accountMembers).values({ accountId: row.accountId, userId: user.id, role: 'member', createdAt: now }).onConflictDoNothing()
    if (moduleIds.length) await tx.insert(accountMemberModules).values(moduleIds.map((moduleId) => ({ accountId: row.accountId, userId: user.id, moduleId }))).onConflictDoNothing()
    await tx.update(teamInvitations).set({ userId: user.id }).where(eq(teamInvitations.id, row.id))
    return user
  })

  const acting = await actingAccountFor(deps.db, person, row.accountId)
  if (!acting) throw refusal(400, { code: 'team.invitation_invalid' })
  const message = say('team.joined', { name: acting.name })
  if (signedIn) return { message, account_id: acting.id }
  const token = await issueSession(deps.db, person.id, acting.id, now)
  return { message, account_id: acting.id, authorisation: { token, type: 'bearer' as const }, user: await presentUser(deps, person, acting) }
}

import { and, isNull } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { appErrors, businessSettings } from '../../db/schema'
import { codeMail } from '../../providers/mail/code-mails'
import { refusal } from '../../http/api-error'
import { takeCooldown, cooldownKey, recordEvent } from './attempt-counters'
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './verification-codes'

/** Starts the resend countdown for this purpose and target, or answers 429 with the seconds left. */
export async function startCountdown(deps: AppDeps, purpose: CodePurpose, target: string | number) {
  const left = await takeCooldown(deps.db, cooldownKey(purpose, target), deps.config.resendCooldownSeconds, deps.now())
  if (left > 0) throw refusal(429, { code: 'auth.resend_wait', params: { seconds: left } }, { retry_after: left }, { 'Retry-After': String(left) })
}

/** Starts the countdown unconditionally (a first code, such as the one sent at registration). */
export async function restartCountdown(deps: AppDeps, purpose: CodePurpose, target: string | number) {
  await recordEvent(deps.db, [cooldownKey(purpose, target)], deps.now())
}

/**
 * Issues a fresh code and mails it. A mail failure is recorded in app_errors and logged, not shown: the
 * account is in a good state and the user can ask again once the countdown ends.
 */
export async function sendCode(
  deps: AppDeps,
  input: { purpose: CodePurpose; to: string; email: string; userId: number | null; newEmail?: string },
) {
  const code = await issueCode(deps.db, deps.appSecret, input, deps.now())
  const [look] = await deps.db.select({ name: businessSettings.name }).from(businessSettings).where(and(isNull(businessSettings.domain), isNull(businessSettings.ownerId))).limit(1)
  try {
    await deps.mail.send(codeMail(input.purpose, input.to, code, look?.name ?? 'Lead Console', CODE_TTL_MINUTES))
  } catch (err) {
    const e = err as Error
    console.error(`Could not send the ${input.purpose} mail to ${input.to}: ${e.message}`)
    await deps.db.insert(appErrors).values({ message: `mail: ${e.message}`, stack: e.stack ?? null, info: input.purpose, userId: input.userId })
  }
}

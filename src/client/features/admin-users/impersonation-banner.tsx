import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { impersonationSlot, type ImpersonationSlot } from '../../../../commands/admin-users'
import { endImpersonation } from '../../../api/admin-users'
import { useT } from '../../i18n'
import { useSession, useSessionActor } from '../../session/use-session'
import { styled, theme } from '../../theme'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'

const Banner = styled('aside')`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(5)};
  background: #FEF0C7;
  color: #7A2E0E;
  border-bottom: 1px solid #FEC84B;
  p { margin: 0; font-weight: 600; }
`

/**
 * "You are viewing as {user}" on every screen while an admin acts as a user (GET /api/me answers `impersonator`),
 * with the way back: the button runs admin.impersonation.end, which swaps back to a fresh session of the admin.
 */
export default function ImpersonationBanner() {
  const t = useT()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const session = useSessionActor()
  const impersonator = user?.impersonator ?? null
  const slot = useMemo<ImpersonationSlot | undefined>(
    () =>
      impersonator
        ? {
            impersonator,
            end: async () => {
              const answer = await endImpersonation()
              queryClient.clear()
              session.send({ type: 'SWITCHED', token: answer.authorisation.token })
            },
          }
        : undefined,
    [impersonator, queryClient, session],
  )
  useProvideSlot(impersonationSlot, slot)
  if (!user || !impersonator) return null
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email
  return (
    <Banner aria-label={t('adminUsers.banner.label')}>
      <p role="status">{t('adminUsers.banner.viewingAs', { name, email: user.email })}</p>
      <CommandButton id="admin.impersonation.end">{t('adminUsers.banner.return')}</CommandButton>
    </Banner>
  )
}

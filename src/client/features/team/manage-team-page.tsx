import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { teamSlot, type TeamSlot } from '../../../../commands/team'
import { inviteMember, removeMember, resendInvitation, teamKeys, teamQuery, updateMemberAccess, type InviteBody } from '../../../api/team'
import type { TeamAnswer, TeamMember } from '../../../shared/team/types'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TeamAccessForm } from './team-access-form'

const inviteFieldId = 'team-invite-email'
const editFieldId = 'team-edit-first'
const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())

/** manage-team: the account's owner, its members and pending invitations, for the owner. */
export default function ManageTeamPage() {
  const t = useT()
  const { user } = useSession()
  const access = user?.account.access
  return (
    <section className={pageStyles.page} aria-labelledby="team-title">
      <header className={pageStyles.header}>
        <h2 id="team-title">{t('team.page.title')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('team.page.lead')}</p>
      {!access ? null : access === 'member' ? (
        <p className={pageStyles.notice} data-tone="info">
          {t('team.page.ownerOnly')}
        </p>
      ) : (
        <Team />
      )}
    </section>
  )
}

function Team() {
  const t = useT()
  const queryClient = useQueryClient()
  const team = useQuery(teamQuery())
  const [editing, setEditing] = useState<number | null>(null)
  const search = useSearch()
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all })
  const members = team.data?.data ?? null

  const slot = useMemo<TeamSlot>(
    () => ({
      members,
      openInvite: () => focus(inviteFieldId),
      openEdit: (id) => {
        setEditing(id)
        focus(editFieldId)
      },
      remove: async (id) => {
        const email = members?.find((m) => m.id === id)?.email ?? ''
        await removeMember(id)
        notifyMessage({ code: 'team.removed', params: { email } })
        setEditing((current) => (current === id ? null : current))
        await queryClient.invalidateQueries({ queryKey: teamKeys.all })
      },
      resend: async (id) => {
        const answer = await resendInvitation(id)
        notifyMessage({ code: 'team.resent', params: { email: answer.member.email } })
        await queryClient.invalidateQueries({ queryKey: teamKeys.all })
      },
    }),
    [members, queryClient],
  )
  useProvideSlot(teamSlot, slot)
  useEffect(() => {
    if (team.data && new URLSearchParams(search).has('invite')) focus(inviteFieldId)
  }, [team.data, search])

  const invite = async (body: InviteBody) => {
    const answer = await inviteMember(body)
    notifyMessage({ code: 'team.invited', params: { email: answer.member.email } })
    await refresh()
  }
  const save = (member: TeamMember & { id: number }) => async (body: InviteBody) => {
    const answer = await updateMemberAccess(member.id, body.modules)
    notifyMessage({ code: 'team.updated', params: { email: answer.member.email } })
    setEditing(null)
    await refresh()
  }

  if (team.isError) return <p className={pageStyles.notice} data-tone="danger">{t('team.page.loadFailed')}</p>
  if (!team.data) return <LoadingState />
  const edited = team.data.data.find((m): m is TeamMember & { id: number } => m.id !== null && m.id === editing)
  return (
    <>
      <MemberTable data={team.data} />
      {edited ? (
        <Panel aria-labelledby="team-edit-title">
          <h3 id="team-edit-title">{t('team.page.editTitle', { email: edited.email })}</h3>
          <TeamAccessForm
            key={edited.id}
            options={team.data.options.modules}
            chosen={edited.modules}
            withEmail={false}
            firstFieldId={editFieldId}
            label={t('team.page.editTitle', { email: edited.email })}
            submitLabel={t('team.page.save', { email: edited.email })}
            sendingLabel={t('team.page.saving')}
            send={save(edited)}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      <Panel aria-labelledby="team-invite-title">
        <h3 id="team-invite-title">{t('team.page.inviteTitle')}</h3>
        <TeamAccessForm
          options={team.data.options.modules}
          withEmail
          firstFieldId={inviteFieldId}
          label={t('team.page.inviteTitle')}
          submitLabel={t('team.page.invite')}
          sendingLabel={t('team.page.inviting')}
          send={invite}
        />
      </Panel>
    </>
  )
}

function MemberTable({ data }: { data: TeamAnswer }) {
  const t = useT()
  const modules = (member: TeamMember) =>
    member.status === 'owner' ? t('team.page.everything') : member.modules.map((slug) => t(`messageNames.modules.${slug}`)).join(', ')
  return (
    <table className={pageStyles.table}>
      <caption className="lc-visually-hidden">{t('team.page.caption')}</caption>
      <thead>
        <tr>
          {(['email', 'name', 'status', 'access', 'actions'] as const).map((c) => (
            <th key={c} scope="col">{t(`team.page.columns.${c}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.data.map((member) => (
          <tr key={member.id ?? 'owner'}>
            <th scope="row">{member.email}</th>
            <td>{member.name || '—'}</td>
            <td>
              <span className={pageStyles.badge} data-tone={member.status === 'expired' ? 'warning' : member.status === 'pending' ? 'info' : 'success'}>
                {t(`team.status.${member.status}`)}
              </span>
            </td>
            <td>{modules(member)}</td>
            <td>
              {member.id === null ? null : (
                <div className={pageStyles.row}>
                  <CommandButton id="team.editAccess" args={member.id} variant="ghost">
                    {t('team.page.edit', { email: member.email })}
                  </CommandButton>
                  {member.status === 'active' ? null : (
                    <CommandButton id="team.resend" args={member.id} variant="ghost">
                      {t('team.page.resend', { email: member.email })}
                    </CommandButton>
                  )}
                  <CommandButton id="team.remove" args={member.id} variant="ghost">
                    {t('team.page.remove', { email: member.email })}
                  </CommandButton>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

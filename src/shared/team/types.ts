import type { ModuleSlug } from '../modules'

/** A person on the account's team: the owner (no id: never edited or removed), a member, or a pending invitation. */
export type TeamMember = {
  id: number | null
  email: string
  name: string
  status: 'owner' | 'active' | 'pending' | 'expired'
  modules: ModuleSlug[]
  invited_at: string | null
  joined_at: string | null
}

/** GET /api/team/members */
export type TeamAnswer = { data: TeamMember[]; options: { modules: ModuleSlug[] } }

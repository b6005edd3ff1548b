import { nullable, object, optional, size, type Infer } from 'superstruct'
import { url } from '../validate'

/** The reseller's resource links, in the order its Resources page lists them. */
export const wlLinkKeys = ['setup', 'support', 'community', 'courses', 'qa_call', 'snapshot_store', 'roadmap'] as const
export type WlLinkKey = (typeof wlLinkKeys)[number]

const link = () => optional(nullable(size(url(), 1, 500)))

/** PUT /api/wl/links: every link at once; a link left out or null is cleared. */
export const wlLinksBody = object({
  setup: link(),
  support: link(),
  community: link(),
  courses: link(),
  qa_call: link(),
  snapshot_store: link(),
  roadmap: link(),
})
export type WlLinksBody = Infer<typeof wlLinksBody>

export type WlLinks = Record<WlLinkKey, string | null> & { updated_at: string | null }

import { array, boolean, nullable, object, optional, refine, size, string, type Infer } from 'superstruct'
import { reject, requiredString, url } from '../validate'

/** A custom domain's life: added (pending), checked without the DNS record yet (validating), verified (active). */
export const domainStatuses = ['pending', 'validating', 'active'] as const
export type DomainStatus = (typeof domainStatuses)[number]

/** The image kinds of the business account, each one upload. */
export const brandImageKinds = ['logo', 'favicon'] as const
export type BrandImageKind = (typeof brandImageKinds)[number]

/** What the logo and favicon may be, told to the user as "Accepted image formats: {x}". */
export const BRAND_IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'ico'] as const
export const BRAND_IMAGE_MAX_MB = 5
export const BRAND_IMAGE_MAX_BYTES = BRAND_IMAGE_MAX_MB * 1024 * 1024

/** How many custom domains one reseller may add. */
export const MAX_DOMAINS = 20

/** The host name of the TXT record that proves a domain, and the value it must hold. */
export const verificationRecordName = (domain: string) => `_leadconsole.${domain}`
export const verificationRecordValue = (token: string) => `leadconsole-verify=${token}`

const colour = () => refine(requiredString(), 'colour', (v) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v.trim()) || reject('validation.type'))

/** PUT /api/wl/business-account: the editable fields (the logo and favicon are uploaded on their own). */
export const businessAccountBody = object({
  name: size(requiredString(), 1, 120),
  content: optional(size(string(), 0, 5_000)),
  login_page_bg_color: colour(),
  sidebar_background_color: colour(),
  button_color: colour(),
  secondary_color: colour(),
  text_color: colour(),
  heading_color: colour(),
  script: optional(nullable(size(string(), 0, 20_000))),
  crms: optional(size(array(size(requiredString(), 1, 60)), 0, 20)),
  show_training_center: optional(boolean()),
  support_url: optional(nullable(size(url(), 1, 2_000))),
})
export type BusinessAccountBody = Infer<typeof businessAccountBody>

/** POST /api/wl/domains: a host name or a URL whose host is taken. */
export const domainBody = object({ domain: size(requiredString(), 1, 300) })
/** GET /api/wl/tls-ask?domain=: what an on-demand TLS proxy asks before it issues a certificate. */
export const tlsAskQuery = object({ domain: size(string(), 0, 300) })

export type WlDomain = {
  id: number
  domain: string
  status: DomainStatus
  /** The TXT record to add (name and value), or a CNAME to `cnameTarget` when one is configured. */
  txtName: string
  txtValue: string
  cnameTarget: string | null
  verifiedBy: 'txt' | 'cname' | null
  checkedAt: string | null
  verifiedAt: string | null
  createdAt: string
}

/**
 * What a deliverable address looks like (RFC 5321 limits, the dot-atom of RFC 5322 without quoted local parts,
 * which no business address uses): at most 64 characters before the @, 254 in all, a domain of DNS labels with a
 * letter TLD. The first check, before any DNS or API call.
 */
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i

export function emailSyntaxOk(email: string): boolean {
  if (email.length > 254) return false
  const at = email.lastIndexOf('@')
  if (at <= 0) return false
  const local = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  if (local.length > 64 || !LOCAL.test(local)) return false
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false
  return /^[a-z]{2,63}$/i.test(labels[labels.length - 1])
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

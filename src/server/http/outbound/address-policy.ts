import ipaddr from 'ipaddr.js'

/**
 * Which IP addresses outbound requests to user-given URLs may reach. Only globally routable
 * unicast addresses: no private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, reserved or
 * cloud-metadata address, in IPv4, IPv6 or any IPv6 form that embeds an IPv4 address (mapped, translated, NAT64,
 * 6to4, Teredo, IPv4-compatible).
 */
export type AddressPolicy = {
  /** Loopback (127.0.0.0/8, ::1 and their mapped forms) allowed: tests only, by explicit configuration. */
  allowLoopback?: boolean
  /** Addresses or CIDR ranges allowed even though they are not public ("127.0.0.3", "10.1.0.0/16"). */
  allow?: readonly string[]
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string }

const metadataAddresses = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192'])

/** The IPv4 address an IPv6 address carries, for the forms that route to it. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = v6.range()
  const bytes = v6.toByteArray()
  const v4 = (offset: number, xor = 0) => new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((b) => b ^ xor))
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return v4(12)
  if (range === '6to4') return v4(2)
  if (range === 'teredo') return v4(12, 0xff)
  // IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks); :: and ::1 are classified on their own.
  if (bytes.slice(0, 12).every((b) => b === 0) && !['unspecified', 'loopback'].includes(range)) return v4(12)
  return null
}

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null
}

function inAllowList(ip: ipaddr.IPv4 | ipaddr.IPv6, allow: readonly string[]): boolean {
  return allow.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128]
      return range.kind() === ip.kind() && ip.match(range, bits)
    } catch {
      return false
    }
  })
}

/** The range name of an address after unwrapping IPv4 embedded in IPv6 ("loopback", "private", "unicast", ...). */
export function addressRange(address: string): string {
  const ip = parse(address)
  if (!ip) return 'invalid'
  if (ip.kind() === 'ipv6') {
    const inner = embeddedIPv4(ip as ipaddr.IPv6)
    if (inner) return inner.range()
  }
  return ip.range()
}

export function checkAddress(address: string, policy: AddressPolicy = {}): AddressVerdict {
  const ip = parse(address)
  if (!ip) return { allowed: false, reason: `"${address}" is not an IP address` }
  const inner = ip.kind() === 'ipv6' ? embeddedIPv4(ip as ipaddr.IPv6) : null
  const candidates = inner ? [ip, inner] : [ip]
  if (policy.allow && candidates.some((c) => inAllowList(c, policy.allow!))) return { allowed: true }
  const effective = inner ?? ip
  const normalised = effective.toString()
  if (metadataAddresses.has(normalised) || metadataAddresses.has(ip.toString())) return { allowed: false, reason: `${address} is a cloud metadata address` }
  const range = effective.range()
  if (range === 'loopback' && policy.allowLoopback) return { allowed: true }
  if (range !== 'unicast') return { allowed: false, reason: `${address} is a ${range} address` }
  return { allowed: true }
}

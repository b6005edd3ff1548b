/**
 * Addresses an outbound request to a user-given URL must never reach, in the spellings attackers use: decimal, octal
 * and hex IPv4, shortened forms, IPv6 and every IPv6 form that carries an IPv4 address, cloud metadata endpoints,
 * private, shared, link-local, multicast and reserved ranges, and names that resolve inside. `p` is the port of a
 * loopback canary listening on every local address, so any of these that slipped through would be counted.
 */
export function ssrfCorpus(p: number): { label: string; url: string }[] {
  return [
    ['loopback', `http://127.0.0.1:${p}/`],
    ['localhost', `http://localhost:${p}/`],
    ['localhost, trailing dot, upper case', `http://LOCALHOST.:${p}/`],
    ['a localhost subdomain', `http://foo.localhost:${p}/`],
    ['IPv6 loopback', `http://[::1]:${p}/`],
    ['IPv6 loopback, long form', `http://[0000:0000:0000:0000:0000:0000:0000:0001]:${p}/`],
    ['decimal IPv4', `http://2130706433:${p}/`],
    ['hex IPv4', `http://0x7f000001:${p}/`],
    ['octal IPv4', `http://0177.0.0.1:${p}/`],
    ['octal IPv4, whole number', `http://017700000001:${p}/`],
    ['zero-padded octets', `http://127.000.000.001:${p}/`],
    ['dotted hex octets', `http://0x7f.0x0.0x0.0x1:${p}/`],
    ['short IPv4', `http://127.1:${p}/`],
    ['mixed hex and decimal', `http://0x7f.0.0.1:${p}/`],
    ['other loopback address', `http://127.0.0.2:${p}/`],
    ['top of 127/8', `http://127.255.255.254:${p}/`],
    ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]:${p}/`],
    ['IPv4-mapped IPv6, hex', `http://[::ffff:7f00:1]:${p}/`],
    ['IPv4-mapped IPv6, long form', `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`],
    ['IPv4-compatible IPv6', `http://[::127.0.0.1]:${p}/`],
    ['IPv4-translated IPv6 (SIIT)', `http://[::ffff:0:127.0.0.1]:${p}/`],
    ['NAT64 IPv6', `http://[64:ff9b::127.0.0.1]:${p}/`],
    ['6to4 IPv6', `http://[2002:7f00:1::]:${p}/`],
    ['Teredo IPv6', `http://[2001:0:0:0:0:0:80ff:fffe]:${p}/`],
    ['unspecified IPv4', `http://0.0.0.0:${p}/`],
    ['unspecified IPv4, zero', `http://0:${p}/`],
    ['unspecified IPv6', `http://[::]:${p}/`],
    ['private 10/8', `http://10.0.0.1:${p}/`],
    ['private 10/8, top', `http://10.255.255.255:${p}/`],
    ['private 172.16/12', `http://172.16.0.1:${p}/`],
    ['private 172.16/12, top', `http://172.31.255.255:${p}/`],
    ['private 192.168/16', `http://192.168.1.1:${p}/`],
    ['private, IPv4-mapped', `http://[::ffff:10.0.0.1]:${p}/`],
    ['shared address space (CGNAT)', `http://100.64.0.1:${p}/`],
    ['AWS/GCP/Azure metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['metadata, IPv4-mapped', 'http://[::ffff:169.254.169.254]/'],
    ['metadata, IPv4-mapped hex', 'http://[::ffff:a9fe:a9fe]/'],
    ['metadata, NAT64', 'http://[64:ff9b::a9fe:a9fe]/'],
    ['metadata, octal', 'http://0251.0376.0251.0376/'],
    ['metadata, decimal', 'http://2852039166/'],
    ['AWS metadata over IPv6', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['Alibaba metadata', 'http://100.100.100.200/'],
    ['Oracle metadata', 'http://192.0.0.192/'],
    ['ECS task metadata (link-local)', 'http://169.254.170.2/v2/credentials'],
    ['GCP metadata name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['IPv6 link-local', `http://[fe80::1]:${p}/`],
    ['IPv6 unique local', `http://[fc00::1]:${p}/`],
    ['IPv6 unique local, fd', `http://[fd12:3456::1]:${p}/`],
    ['IPv4 multicast', `http://224.0.0.1:${p}/`],
    ['IPv6 multicast', `http://[ff02::1]:${p}/`],
    ['broadcast', `http://255.255.255.255:${p}/`],
    ['benchmarking range', `http://198.18.0.1:${p}/`],
    ['documentation range', 'http://192.0.2.1/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['IPv6 documentation range', 'http://[2001:db8::1]/'],
  ].map(([label, url]) => ({ label, url }))
}

/** Where an allowed server redirects to: each must be refused before any connection is made. */
export function redirectTargets(p: number): string[] {
  return [`http://127.0.0.1:${p}/`, `http://[::1]:${p}/`, `http://localhost:${p}/`, 'http://169.254.169.254/latest/meta-data/', `http://0x7f000001:${p}/`, `http://[::ffff:127.0.0.1]:${p}/`, `http://10.0.0.1:${p}/`]
}

// Addresses that belong to no country: private networks, loopback, link-local, shared (carrier-grade NAT),
// documentation, benchmarking, multicast and reserved blocks (IANA's special-purpose registries). The
// whois-built country database places some of them in the country of the registry that lists them (the
// 192.168/16 and 203.0.113/24 blocks as AU, 2001:db8::/32 as JP), so they are answered before it is asked.
import { BlockList, isIP } from 'node:net'

const IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
]
const IPV6 = ['::/127', '64:ff9b:1::/48', '100::/64', '2001:2::/48', '2001:db8::/32', '3fff::/20', 'fc00::/7', 'fe80::/10', 'ff00::/8']

const special = new BlockList()
for (const block of IPV4) special.addSubnet(block.split('/')[0]!, Number(block.split('/')[1]), 'ipv4')
for (const block of IPV6) special.addSubnet(block.split('/')[0]!, Number(block.split('/')[1]), 'ipv6')

/** Whether `ip` (already without a `::ffff:` prefix) is in a block that belongs to no country. */
export function isSpecialPurpose(ip: string): boolean {
  const family = isIP(ip)
  return family !== 0 && special.check(ip, family === 6 ? 'ipv6' : 'ipv4')
}

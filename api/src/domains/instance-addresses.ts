// The addresses a custom domain's A/AAAA records may point at when DOMAIN_TARGET_ADDRESSES is not set: what
// the instance's own host (PUBLIC_URL) resolves to, asked of the same resolver the check uses, bounded in time.
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'

export async function instanceAddresses(host: string, servers: readonly string[], timeoutMs = 2000): Promise<string[]> {
  if (isIP(host)) return [host]
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 })
  if (servers.length) resolver.setServers([...servers])
  const settled = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)])
  return settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []))
}

// The domain a workspace's link goes on when it names its domain by host as a file has it (an import's row):
// the peers write their default domain as its host (Shlink's web client, Kutt's admin list) where Snip's own
// export leaves it empty, so PUBLIC_URL's host is the instance's own domain here, not a domain to look up.
import { domainOfNew, type LinkDeps } from './links.service'

/** null: the instance's own domain (no host, or PUBLIC_URL's); else the custom domain's id, or a 400 AppError as a create's. */
export function domainNamed(deps: LinkDeps, workspaceId: number, host: string): Promise<number | null> {
  const named = host.trim().replace(/\.$/, '').toLowerCase()
  const own = new URL(deps.publicUrl)
  if (!named || named === own.hostname || named === own.host) return Promise.resolve(null)
  return domainOfNew(deps, workspaceId, named)
}

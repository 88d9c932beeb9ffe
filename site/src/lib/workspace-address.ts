// Which workspace a signed-in page acts in, read from its address (docs/decisions/0081): /app/w/{slug}/… is
// the team workspace {slug}, every other /app page the personal one. The address is the only record of it, so
// a reload and a shared link keep the workspace; the API client adds `?workspace={slug}` to the calls that act
// in one, and links between the app's pages stay in it.

/**
 * A team workspace's address: the API's slug rule (workspace-schemas.ts), without loading zod here. A language's
 * prefix may come first (/xa/app/w/{slug}/…: the pseudo-locale's pages, which only their address opens).
 */
const WORKSPACE_PAGE = /^(?:\/[a-z]{2})?\/app\/w\/([a-z0-9-]{3,40})(?:\/|$)/

/**
 * The API paths whose answers depend on the workspace: links, their stats, analytics, tags, import and export,
 * QR, and the dashboard's first view (which carries the list, stats and tags).
 */
const ACTS_IN_WORKSPACE = /^\/api\/(urls|stats|tags|app\/dashboard)(?:[/?]|$)/

/** The slug of the team workspace `pathname` is in, or null for the personal workspace. */
export function workspaceSlugOf(pathname: string): string | null {
  return WORKSPACE_PAGE.exec(pathname)?.[1] ?? null
}

/** The workspace this page is in (null: personal). */
export function currentWorkspaceSlug(): string | null {
  return typeof window === 'undefined' ? null : workspaceSlugOf(window.location.pathname)
}

/** An /app page's address inside workspace `slug` (`/app/dashboard` → `/app/w/{slug}/dashboard`); unchanged for personal. */
export function appPathIn(slug: string | null, path: string): string {
  if (!slug || !path.startsWith('/app/')) return path
  return `/app/w/${slug}/${path.slice('/app/'.length)}`
}

/** An /app page's address in the workspace this page is in. */
export function appPath(path: string): string {
  return appPathIn(currentWorkspaceSlug(), path)
}

/** An API path carrying `workspace={slug}` when it acts in a workspace and the page is in a team workspace. */
export function apiPathIn(slug: string | null, path: string): string {
  if (!slug || !ACTS_IN_WORKSPACE.test(path) || /[?&]workspace=/.test(path)) return path
  return `${path}${path.includes('?') ? '&' : '?'}workspace=${encodeURIComponent(slug)}`
}

// Settings a prerendered page states, written in by the server when it loads the site: the build writes the
// default inside <span data-setting="name">…</span> (text a person reads, the privacy page's retention) or
// <meta data-setting="name" content="…"> (a value the page's scripts read through site/src/lib/page-settings.ts).
export type PageSettings = Record<string, string>

/** The settings every page carries, from the server's configuration. */
export interface SiteSettings {
  /** PUBLIC_URL: the origin of every short address the site shows, copies or encodes. */
  publicUrl: string
  repositoryUrl: string
  clickDetailRetentionDays: number
  /** The auth service's public anon key: what a light page's plain script sends as `apikey` to /auth/v1. */
  anonKey: string
  /** Whether e-mail is configured (SMTP_URL): the forgot-password page offers its form only then. */
  emailEnabled: boolean
}

export function pageSettingsOf(settings: SiteSettings): PageSettings {
  return {
    'public-url': settings.publicUrl,
    'repository-url': settings.repositoryUrl,
    'click-detail-retention-days': String(settings.clickDetailRetentionDays),
    'anon-key': settings.anonKey,
    'email-enabled': String(settings.emailEnabled),
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function fillPageSettings(html: string, settings: PageSettings): string {
  return html
    .replace(/(<span data-setting="([a-z0-9-]+)"[^>]*>)[^<]*(<\/span>)/g, (whole, open: string, name: string, close: string) =>
      name in settings ? `${open}${escapeHtml(settings[name]!)}${close}` : whole,
    )
    .replace(/(<meta data-setting="([a-z0-9-]+)" content=")[^"]*(")/g, (whole, open: string, name: string, close: string) =>
      name in settings ? `${open}${escapeHtml(settings[name]!)}${close}` : whole,
    )
}

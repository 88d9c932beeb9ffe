// Settings a prerendered page states, written in by the server when it loads the site (docs/decisions/0087):
// the build writes the default inside <span data-setting="name">…</span> (text a person reads, the privacy
// page's retention), <meta data-setting="name" content="…"> (a value the page's scripts read through
// site/src/lib/page-settings.ts), <template data-setting-each="name">…</template> (HTML repeated once per entry
// of a list setting, so it shows with JavaScript off: the sign-in buttons), or data-setting-toggle="name
// attribute" (a boolean attribute the build writes for "false", switched when the setting is "true": the
// SSO-only sign-in pages). The build writes a page's hreflang alternates as paths; search engines read only
// full addresses there, so they are given the instance's origin (PUBLIC_URL) here.
export type PageSettings = Record<string, string>

/** A single sign-on provider as the pages show it: its id and name, never its issuer or secrets. */
export interface PageSsoProvider {
  readonly id: string
  readonly name: string
}

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
  /** OIDC_PROVIDERS: a sign-in button each (only `id` and `name` are read). */
  ssoProviders: readonly PageSsoProvider[]
  /** AUTH_SSO_ONLY: the password form steps aside for the providers' buttons. */
  ssoOnly: boolean
}

/** Where a provider's button goes: its sign-in, then back to the sign-in page (which goes on, or shows a refusal). */
function signInHref(publicUrl: string, id: string): string {
  return `/auth/v1/authorize?provider=${encodeURIComponent(id)}&redirect_to=${encodeURIComponent(`${publicUrl}/app/login`)}`
}

export function pageSettingsOf(settings: SiteSettings): PageSettings {
  const providers = settings.ssoProviders.map(({ id, name }) => ({ id, name, href: signInHref(settings.publicUrl, id) }))
  return {
    'public-url': settings.publicUrl,
    'repository-url': settings.repositoryUrl,
    'click-detail-retention-days': String(settings.clickDetailRetentionDays),
    'anon-key': settings.anonKey,
    'email-enabled': String(settings.emailEnabled),
    'sso-providers': JSON.stringify(providers),
    'sso-enabled': String(providers.length > 0),
    'sso-only': String(settings.ssoOnly && providers.length > 0),
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The entries of a list setting (a JSON array of objects), or none when it is absent or not one. */
function entriesOf(raw: string | undefined): Record<string, unknown>[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(list) ? list.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null) : []
  } catch {
    return []
  }
}

/** The template's HTML once per entry, each `{{key}}` replaced by the entry's value, escaped. */
function repeat(template: string, raw: string | undefined): string {
  return entriesOf(raw)
    .map((entry) => template.replace(/\{\{([a-zA-Z]+)\}\}/g, (_, key: string) => escapeHtml(String(entry[key] ?? ''))))
    .join('')
}

/** Switches the named boolean attribute of the tag: removed when present, added when absent. */
function toggleAttribute(tag: string, attribute: string): string {
  let present = false
  // Attribute by attribute, each with its quoted value, so a word inside a value (class="… hidden") is no attribute.
  const without = tag.replace(/\s([^\s=>/"]+)(="[^"]*")?/g, (whole, name: string) => {
    if (name !== attribute) return whole
    present = true
    return ''
  })
  return present ? without : tag.replace(/^<[a-z][a-z0-9-]*/, (open) => `${open} ${attribute}`)
}

export function fillPageSettings(html: string, settings: PageSettings): string {
  const origin = settings['public-url']
  return html
    .replace(/(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*")/g, (whole, open: string, path: string) =>
      origin ? `${open}${escapeHtml(origin)}${path}` : whole,
    )
    .replace(/(<span data-setting="([a-z0-9-]+)"[^>]*>)[^<]*(<\/span>)/g, (whole, open: string, name: string, close: string) =>
      name in settings ? `${open}${escapeHtml(settings[name]!)}${close}` : whole,
    )
    .replace(/(<meta data-setting="([a-z0-9-]+)" content=")[^"]*(")/g, (whole, open: string, name: string, close: string) =>
      name in settings ? `${open}${escapeHtml(settings[name]!)}${close}` : whole,
    )
    .replace(/<template data-setting-each="([a-z0-9-]+)">([\s\S]*?)<\/template>/g, (whole, name: string, template: string) =>
      name in settings ? repeat(template, settings[name]) : whole,
    )
    .replace(/<[a-z][a-z0-9-]*\b[^>]*\sdata-setting-toggle="([a-z0-9-]+) ([a-z-]+)"[^>]*>/g, (tag, name: string, attribute: string) =>
      settings[name] === 'true' ? toggleAttribute(tag, attribute) : tag,
    )
}

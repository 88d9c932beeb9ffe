// Settings a prerendered page states (the privacy page's retention, issue 16): the build writes the default
// inside <span data-setting="name">…</span>; the server puts the value in force there when it loads the site.
export type PageSettings = Record<string, string>

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function fillPageSettings(html: string, settings: PageSettings): string {
  return html.replace(/(<span data-setting="([a-z0-9-]+)"[^>]*>)[^<]*(<\/span>)/g, (whole, open: string, name: string, close: string) =>
    name in settings ? `${open}${escapeHtml(settings[name]!)}${close}` : whole,
  )
}

// Single sign-on settings (docs/decisions/0084): the OpenID Connect providers of OIDC_PROVIDERS, what their
// groups grant, and whether passwords still sign in. Parsed once by config.ts; a bad value stops the start
// with a message naming the variable and the entry.
import { z } from 'zod'
import { workspaceRoles, type WorkspaceRole } from './contracts/workspace-schemas'

/** A group of the provider's groups claim and the workspace role it grants. */
export interface SsoWorkspaceGroup {
  readonly group: string
  /** The workspace's slug. */
  readonly workspace: string
  readonly role: WorkspaceRole
}

export interface SsoProvider {
  /** Used in `/auth/v1/authorize?provider=<id>` and in the identities of accounts (lower case, digits, `-`). */
  readonly id: string
  /** Shown on the sign-in buttons: "Continue with <name>". */
  readonly name: string
  /** The issuer's URL; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  readonly scopes: readonly string[]
  /** The ID token's (or userinfo's) claim holding the person's groups. */
  readonly groupsClaim: string
  /** Memberships a sign-in sets: for each workspace named here, the highest role of the person's groups, or none. */
  readonly workspaceGroups: readonly SsoWorkspaceGroup[]
  /** Groups whose members are instance admins; empty: sign-ins leave the admin flag alone. */
  readonly adminGroups: readonly string[]
}

export interface SsoConfig {
  readonly ssoProviders: readonly SsoProvider[]
  /** Password sign-in, sign-up and recovery are off, except for `breakGlassEmail`. */
  readonly ssoOnly: boolean
  /** The one account that may still sign in with a password when `ssoOnly` (lower case). */
  readonly breakGlassEmail?: string
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on a loopback host (a provider on the same machine, and the tests'). */
const issuerUrl = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'issuer must be an absolute URL' })
      return z.NEVER
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
      ctx.addIssue({ code: 'custom', message: 'issuer must start with https:// (http:// only on localhost)' })
      return z.NEVER
    }
    if (url.search || url.hash || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'issuer must have no query, fragment or credentials' })
      return z.NEVER
    }
    // Kept as written: the discovery document's `issuer` must equal it exactly (OpenID Connect Discovery §4.3),
    // and some providers' end in a slash (Authentik's `…/application/o/<slug>/`), others' do not.
    return raw
  })

const text = z.string().trim().min(1)

const providerSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'id must be 1–40 lower-case letters, digits or "-"')
      .refine((id) => id !== 'email' && id !== 'phone', 'id must not be "email" or "phone"'),
    name: text.max(60),
    issuer: issuerUrl,
    clientId: text,
    clientSecret: text,
    scopes: z.array(text).min(1).optional(),
    groupsClaim: text.optional(),
    workspaceGroups: z.array(z.object({ group: text, workspace: text, role: z.enum(workspaceRoles) }).strict()).optional(),
    adminGroups: z.array(text).optional(),
  })
  .strict()

const providersSchema = z.array(providerSchema).superRefine((providers, ctx) => {
  const seen = new Set<string>()
  for (const p of providers) {
    if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: `id "${p.id}" is used twice` })
    seen.add(p.id)
  }
})

type Fail = (variable: string, problem: string) => Error

/** Reads OIDC_PROVIDERS, AUTH_SSO_ONLY and AUTH_BREAK_GLASS_EMAIL; `ssoOnly` is given parsed (a boolean setting). */
export function parseSsoConfig(env: Record<string, string | undefined>, ssoOnly: boolean, fail: Fail): SsoConfig {
  const raw = env.OIDC_PROVIDERS?.trim()
  let json: unknown = []
  if (raw) {
    try {
      json = JSON.parse(raw)
    } catch {
      throw fail('OIDC_PROVIDERS', 'must be a JSON array of {id, name, issuer, clientId, clientSecret} objects')
    }
  }
  const parsed = providersSchema.safeParse(json)
  if (!parsed.success) {
    // The issue names the entry and the field, never a value: a client secret must not reach a log.
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : ''
    throw fail('OIDC_PROVIDERS', `${issue.message}${where}`)
  }
  const ssoProviders = parsed.data.map(
    (p): SsoProvider =>
      Object.freeze({
        id: p.id,
        name: p.name,
        issuer: p.issuer,
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        scopes: Object.freeze(p.scopes ?? ['openid', 'email', 'profile']),
        groupsClaim: p.groupsClaim ?? 'groups',
        workspaceGroups: Object.freeze((p.workspaceGroups ?? []).map((g) => Object.freeze({ ...g, workspace: g.workspace.toLowerCase() }))),
        adminGroups: Object.freeze(p.adminGroups ?? []),
      }),
  )
  if (ssoProviders.some((p) => !p.scopes.includes('openid'))) throw fail('OIDC_PROVIDERS', 'scopes must include "openid"')
  if (ssoOnly && ssoProviders.length === 0) throw fail('AUTH_SSO_ONLY', 'needs at least one provider in OIDC_PROVIDERS')
  const breakGlassEmail = env.AUTH_BREAK_GLASS_EMAIL?.trim().toLowerCase() || undefined
  if (breakGlassEmail && !/^[^\s@]+@[^\s@]+$/.test(breakGlassEmail)) throw fail('AUTH_BREAK_GLASS_EMAIL', 'must be an e-mail address')
  return { ssoProviders: Object.freeze(ssoProviders), ssoOnly, breakGlassEmail }
}

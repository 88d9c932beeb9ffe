// Single sign-on on the sign-in pages' door: the providers' buttons and the password disclosure, HTML the
// server fills in from OIDC_PROVIDERS and AUTH_SSO_ONLY (pages only: these are Astro components).
export { default as SsoChoices } from './SsoChoices.astro'
export { default as PasswordSignIn } from './PasswordSignIn.astro'
export { default as NotWhenSsoOnly } from './NotWhenSsoOnly.astro'
export { default as SsoRefusal } from './SsoRefusal.astro'

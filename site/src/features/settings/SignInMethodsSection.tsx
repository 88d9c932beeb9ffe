// Settings section 'sign-in-methods': the account's password and single sign-on identities, to link and unlink
// (features/sign-in-methods). Shown only when the server has single sign-on providers (OIDC_PROVIDERS).
import { SignInMethods, signInMethodsCopy } from '../sign-in-methods'
import { ssoProviders } from '../../lib/sso-providers'
import { SettingsSection } from './SettingsSection'

const t = signInMethodsCopy

export function SignInMethodsSection() {
  if (ssoProviders().length === 0) return null
  return (
    <SettingsSection id="sign-in-methods" title={t.title} description={t.description}>
      <SignInMethods />
    </SettingsSection>
  )
}

// Settings section 'two-factor' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.twoFactor

export function TwoFactorSection() {
  return <SettingsSection id="two-factor" title={t.title} />
}

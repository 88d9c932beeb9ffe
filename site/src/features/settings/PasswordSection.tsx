// Settings section 'password' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.password

export function PasswordSection() {
  return <SettingsSection id="password" title={t.title} />
}

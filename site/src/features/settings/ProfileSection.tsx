// Settings section 'profile' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.profile

export function ProfileSection() {
  return <SettingsSection id="profile" title={t.title} />
}

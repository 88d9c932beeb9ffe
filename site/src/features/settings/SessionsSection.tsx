// Settings section 'sessions' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.sessions

export function SessionsSection() {
  return <SettingsSection id="sessions" title={t.title} />
}

// Settings section 'your-data' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.data

export function DataSection() {
  return <SettingsSection id="your-data" title={t.title} />
}

// Settings section 'api-keys' (issue 14). Scaffold: filled in by the work on this section.
import { messages } from '../../lib/copy'
import { SettingsSection } from './SettingsSection'

const t = messages.settings.apiKeys

export function ApiKeysSection() {
  return <SettingsSection id="api-keys" title={t.title} />
}

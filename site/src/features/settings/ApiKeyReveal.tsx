// The one time a new API key is shown in full: the key, a Copy button and the "you will not see it again" note.
import type { CreatedApiKeyDto } from '@contracts'
import { SecretReveal } from '../../components/ui/secret-reveal'
import { settingsCopy } from './copy/settings-copy'

const t = settingsCopy.apiKeys.created

export function ApiKeyReveal({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  return <SecretReveal secret={created.key} words={{ ...t, title: t.title(created.name) }} onDone={onDone} />
}

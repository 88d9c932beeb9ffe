// The one time a new API key is shown in full: the key, a Copy button and the "you will not see it again" note.
import { useState } from 'react'
import type { CreatedApiKeyDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { copyText } from '../../lib/clipboard'
import { Button } from '../../components/ui/button'

const t = settingsCopy.apiKeys.created

export function ApiKeyReveal({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <div role="group" aria-labelledby="new-api-key-title" className="grid gap-3 rounded-md border border-border bg-muted p-4">
      <h3 id="new-api-key-title" className="font-semibold">
        {t.title}: {created.name}
      </h3>
      <p className="text-sm font-medium">{t.note}</p>
      <code className="break-all rounded border border-border bg-background p-2 font-mono text-sm text-foreground">{created.key}</code>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => void copyText(created.key).then((ok) => setCopy(ok ? 'copied' : 'failed'))}>
          {copy === 'copied' ? t.copied : t.copy}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t.done}
        </Button>
        <span role="status" className="text-sm">
          {copy === 'failed' ? t.copyFail : ''}
        </span>
      </div>
    </div>
  )
}

// Settings section 'api-keys': the caller's keys, a form to create one, the new key shown once,
// and revoking with a confirmation.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { ApiKeyDto, CreatedApiKeyDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { SettingsSection } from './SettingsSection'
import { ApiKeyCreateForm } from './ApiKeyCreateForm'
import { ApiKeyList } from './ApiKeyList'
import { ApiKeyReveal } from './ApiKeyReveal'
import { fetchApiKeys } from './api-keys-api'

// Loaded on first use, with Radix's dialog: the settings page's first load carries neither.
const RevokeApiKeyDialog = lazy(() => import('./RevokeApiKeyDialog').then((m) => ({ default: m.RevokeApiKeyDialog })))

const t = settingsCopy.apiKeys

export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKeyDto[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null)
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null)
  const [revokeWanted, setRevokeWanted] = useState(false)

  const load = useCallback(async () => {
    setLoadError(null)
    try {
      setKeys(await fetchApiKeys())
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error))
    }
  }, [])
  useEffect(() => void load(), [load])

  function onCreated(key: CreatedApiKeyDto) {
    const { key: _secret, ...listed } = key
    setCreated(key)
    setKeys((list) => [...(list ?? []), listed])
    toast({ title: t.toast.created })
  }

  return (
    <SettingsSection id="api-keys" title={t.title} description={t.description}>
      <div className="grid gap-6">
        {created ? <ApiKeyReveal created={created} onDone={() => setCreated(null)} /> : null}
        <ApiKeyCreateForm onCreated={onCreated} />
        {loadError ? (
          <div role="alert" className="text-sm text-destructive">
            {t.list.loadFail}: {loadError}{' '}
            <Button type="button" variant="link" onClick={() => void load()}>
              {t.list.retry}
            </Button>
          </div>
        ) : keys === null ? (
          <Spinner label={t.list.loading} />
        ) : (
          <ApiKeyList keys={keys} onRevoke={(key) => (setRevokeWanted(true), setRevoking(key))} />
        )}
      </div>
      {revokeWanted ? (
        <Suspense fallback={null}>
          <RevokeApiKeyDialog
            apiKey={revoking}
            onClose={() => setRevoking(null)}
            onRevoked={(id) => setKeys((list) => list?.filter((k) => k.id !== id) ?? null)}
          />
        </Suspense>
      ) : null}
    </SettingsSection>
  )
}

// Settings section 'api-keys': the workspace whose keys are shown and where a new key acts (the personal one
// first), its keys, a form to create one with its scopes, the new key shown once, and revoking with a confirmation.
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
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
import { useWorkspaceList } from '../workspaces'

// Loaded on first use, with Radix's dialog: the settings page's first load carries neither.
const RevokeApiKeyDialog = lazy(() => import('./RevokeApiKeyDialog').then((m) => ({ default: m.RevokeApiKeyDialog })))

const t = settingsCopy.apiKeys

export function ApiKeysSection() {
  const id = useId()
  const workspaces = useWorkspaceList().list
  /** The team workspace chosen (its slug), or null: the personal one, asked without a parameter. */
  const [slug, setSlug] = useState<string | null>(null)
  const chosen = slug === null ? workspaces.find((w) => w.personal) : workspaces.find((w) => w.slug === slug)
  // the personal workspace is the person's own before the list arrives
  const role = chosen?.role ?? 'owner'
  const workspaceName = (of: string) => {
    const w = workspaces.find((x) => x.slug === of)
    return !w || w.personal ? t.workspace.personal : w.name
  }
  const [keys, setKeys] = useState<ApiKeyDto[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null)
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null)
  const [revokeWanted, setRevokeWanted] = useState(false)

  const load = useCallback(async () => {
    setLoadError(null)
    try {
      setKeys(null)
      setKeys(await fetchApiKeys(slug))
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error))
    }
  }, [slug])
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
        {workspaces.length > 1 ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-workspace`} className="text-sm font-medium">
              {t.workspace.label}
            </label>
            <select
              id={`${id}-workspace`}
              value={slug ?? ''}
              aria-describedby={`${id}-workspace-help`}
              onChange={(e) => setSlug(e.target.value || null)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              {workspaces.map((w) => (
                <option key={w.slug} value={w.personal ? '' : w.slug}>
                  {w.personal ? t.workspace.personal : w.name}
                </option>
              ))}
            </select>
            <p id={`${id}-workspace-help`} className="text-sm text-muted-foreground">
              {t.workspace.help}
            </p>
          </div>
        ) : null}
        <ApiKeyCreateForm slug={slug} role={role} onCreated={onCreated} />
        {loadError ? (
          <div role="alert" className="text-sm text-destructive">
            {t.list.loadFail(loadError)}{' '}
            <Button type="button" variant="link" onClick={() => void load()}>
              {t.list.retry}
            </Button>
          </div>
        ) : keys === null ? (
          <Spinner label={t.list.loading} />
        ) : (
          <ApiKeyList keys={keys} workspaceName={workspaceName} onRevoke={(key) => (setRevokeWanted(true), setRevoking(key))} />
        )}
      </div>
      {revokeWanted ? (
        <Suspense fallback={null}>
          <RevokeApiKeyDialog
            slug={slug}
            apiKey={revoking}
            onClose={() => setRevoking(null)}
            onRevoked={(id) => setKeys((list) => list?.filter((k) => k.id !== id) ?? null)}
          />
        </Suspense>
      ) : null}
    </SettingsSection>
  )
}

// The API keys section's create form: a name, the scopes and an optional expiry day, checked with the
// contract's apiKeyFormSchema (the API checks the same rules); the API's refusal is shown under the form.
import { useState, type FormEvent } from 'react'
import type { ApiKeyForm, ApiKeyScope, CreatedApiKeyDto } from '@contracts'
import { scopesRoleMayGrant } from '@contracts/api-key-scopes'
import type { WorkspaceRole } from '@contracts/workspace-schemas'
import { ApiKeyScopeChoice } from './ApiKeyScopeChoice'
import { loadContracts } from '../../lib/load-contracts'
import { settingsCopy } from './copy/settings-copy'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { createApiKey } from './api-keys-api'

const t = settingsCopy.apiKeys.form
type FieldErrors = Partial<Record<keyof ApiKeyForm, string>>
/** A new key reads links unless more is ticked: the least a key is useful for. */
const empty: ApiKeyForm = { name: '', scopes: ['links:read'], expiresOn: '' }

/** Creates keys in the workspace `slug` (null: the personal one), where the person's role is `role`. */
export function ApiKeyCreateForm({ slug, role, onCreated }: { slug: string | null; role: WorkspaceRole; onCreated: (key: CreatedApiKeyDto) => void }) {
  const [values, setValues] = useState<ApiKeyForm>(empty)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function set<K extends keyof ApiKeyForm>(key: K, value: ApiKeyForm[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setServerError(null)
    const { apiKeyFormSchema, endOfLocalDay } = await loadContracts()
    // only what the role may grant: a scope ticked in another workspace is not carried over
    const parsed = apiKeyFormSchema.safeParse({ ...values, scopes: values.scopes.filter((s) => scopesRoleMayGrant[role].includes(s)) })
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ApiKeyForm] ??= issue.message
      setErrors(next)
      return
    }
    setBusy(true)
    try {
      const { name, scopes, expiresOn } = parsed.data
      onCreated(await createApiKey(slug, { name, scopes, expiresAt: expiresOn ? endOfLocalDay(expiresOn).toISOString() : null }))
      setValues(empty)
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <TextField
        label={t.name}
        help={t.nameHelp}
        error={errors.name}
        value={values.name}
        maxLength={200}
        autoComplete="off"
        disabled={busy}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label={t.expiresOn}
        help={t.expiresOnHelp}
        error={errors.expiresOn}
        type="date"
        value={values.expiresOn}
        disabled={busy}
        onChange={(e) => set('expiresOn', e.target.value)}
      />
      <ApiKeyScopeChoice role={role} chosen={values.scopes} error={errors.scopes} disabled={busy} onChange={(scopes: ApiKeyScope[]) => set('scopes', scopes)} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t.creating : t.create}
        </Button>
        {serverError ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {serverError}
          </p>
        ) : null}
      </div>
    </form>
  )
}

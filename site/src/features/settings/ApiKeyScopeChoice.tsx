// The create form's scope checkboxes: the scopes the person's role in the workspace may grant, each in
// plain words with its API name beside (a viewer sees only the read scopes).
import { scopesRoleMayGrant, type ApiKeyScope } from '@contracts/api-key-scopes'
import type { WorkspaceRole } from '@contracts/workspace-schemas'
import { settingsCopy } from './copy/settings-copy'

const t = settingsCopy.apiKeys

export function ApiKeyScopeChoice(props: {
  role: WorkspaceRole
  chosen: readonly ApiKeyScope[]
  error?: string
  disabled?: boolean
  onChange: (scopes: ApiKeyScope[]) => void
}) {
  const { role, chosen, error, disabled, onChange } = props
  const offered = scopesRoleMayGrant[role]
  const toggle = (scope: ApiKeyScope, on: boolean) => onChange(offered.filter((s) => (s === scope ? on : chosen.includes(s))))
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="api-key-scopes-help">
      <legend className="mb-1 text-sm font-medium">{t.form.scopes}</legend>
      {offered.map((scope) => (
        <label key={scope} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={chosen.includes(scope)}
            disabled={disabled}
            onChange={(e) => toggle(scope, e.target.checked)}
          />
          <span>
            {t.scopes[scope]} <code className="text-xs text-muted-foreground">{scope}</code>
          </span>
        </label>
      ))}
      <p id="api-key-scopes-help" className="text-sm text-muted-foreground">
        {t.form.scopesHelp}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

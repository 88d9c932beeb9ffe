// The workspace's API keys as a table: name, prefix, workspace, scopes, created, last used (a day), expiry,
// and a Revoke button.
import type { ApiKeyDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { Button } from '../../components/ui/button'
import { dateFormat, formatDay } from './day-format'

const t = settingsCopy.apiKeys.list
const localDate = (at: string) => dateFormat().format(new Date(at))

function expiry(key: ApiKeyDto): string {
  if (!key.expiresAt) return t.neverExpires
  return new Date(key.expiresAt).getTime() <= Date.now() ? t.expired(localDate(key.expiresAt)) : localDate(key.expiresAt)
}

export function ApiKeyList(props: { keys: ApiKeyDto[]; workspaceName: (slug: string) => string; onRevoke: (key: ApiKeyDto) => void }) {
  const { keys, workspaceName, onRevoke } = props
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{t.empty}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t.label}</caption>
        <thead>
          <tr className="border-b border-border">
            {[t.name, t.prefix, t.workspace, t.scopes, t.createdAt, t.lastUsed, t.expires].map((h) => (
              <th key={h} scope="col" className="py-2 pe-3 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">{t.revoke}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className="border-b border-border last:border-0">
              <td className="break-all py-2 pe-3 font-medium">{key.name}</td>
              <td className="py-2 pe-3 font-mono">{key.prefix}…</td>
              <td className="py-2 pe-3">{workspaceName(key.workspace)}</td>
              <td className="py-2 pe-3">{key.scopes.map((s) => settingsCopy.apiKeys.scopeShort[s]).join(', ')}</td>
              <td className="py-2 pe-3">{localDate(key.createdAt)}</td>
              <td className="py-2 pe-3">
                {/* last use is a UTC day: shown as that calendar day, whatever the browser's time zone */}
                {key.lastUsedDay ? formatDay(key.lastUsedDay) : t.neverUsed}
              </td>
              <td className="py-2 pe-3">{expiry(key)}</td>
              <td className="py-2 text-end">
                <Button type="button" variant="outline" size="sm" aria-label={t.revokeLabel(key.name)} onClick={() => onRevoke(key)}>
                  {t.revoke}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
